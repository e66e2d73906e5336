import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { useQuery } from "@tanstack/react-query";
import type { ReelDto } from "@shared/api/reels.contract";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { adminReelsQuery } from "../api/reels-queries";
import { AdminReelCard } from "./admin-reel-card";
import { ReelDialog } from "./reel-dialog";

export function AdminReelsPage() {
  const reels = useQuery(adminReelsQuery());
  const [previewed, setPreviewed] = useState<ReelDto | null>(null);
  const pending = reels.data?.filter((reel) => !reel.approved).length ?? 0;
  return (
    <AdminPage
      title="ريلز العملاء"
      description={
        <>
          الفيديوهات التي أرسلها العملاء. لا يظهر الفيديو في الموقع إلا بعد اعتماده.
          {pending > 0 && <span className="ms-1 font-semibold text-amber-700">({pending} بانتظار الموافقة)</span>}
        </>
      }
    >
      {reels.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="جارٍ تحميل الريلز..." />
        </div>
      ) : reels.isError ? (
        <p className="py-10 text-center text-red-600">{errorMessage(reels.error, "تعذر تحميل الريلز")}</p>
      ) : reels.data.length === 0 ? (
        <p className="py-10 text-center text-neutral-500">لا توجد ريلز بعد</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {reels.data.map((reel) => (
            <li key={reel.id}>
              <AdminReelCard reel={reel} onPreview={() => setPreviewed(reel)} />
            </li>
          ))}
        </ul>
      )}
      <ReelDialog reel={previewed} onClose={() => setPreviewed(null)} />
    </AdminPage>
  );
}
