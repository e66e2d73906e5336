import { DatabaseBackup } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { hrefOf } from "@/lib/api-client";
import { useMayCall } from "@/lib/staff-access";
import { backupRoutes } from "@shared/api/backup.routes";

/** A plain download link: the browser sends the session cookie and saves the file itself. The owner's alone. */
export function BackupCard() {
  if (!useMayCall(backupRoutes.download)) return null;
  return (
    <section aria-labelledby="backup-title" className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4">
      <h2 id="backup-title" className="font-bold text-ink">
        النسخ الاحتياطي
      </h2>
      <p className="text-sm text-neutral-600">
        ملف واحد فيه كل بيانات الموقع والصور المرفوعة. احفظه في مكان آمن خارج الخادم؛ يمكن استعادته في تثبيت جديد فارغ
        بالأمر:{" "}
        <code dir="ltr" className="rounded bg-neutral-100 px-1 whitespace-nowrap">
          npm run restore -- FILE
        </code>
      </p>
      <a href={hrefOf(backupRoutes, "download")} download className={buttonClasses("outline")}>
        <DatabaseBackup aria-hidden="true" /> تنزيل نسخة احتياطية كاملة
      </a>
    </section>
  );
}
