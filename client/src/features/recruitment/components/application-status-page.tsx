import { SearchCheck } from "lucide-react";
import { NoScriptNote } from "@/components/public/no-script-note";
import { deferredForm } from "@/components/public/deferred-form";
import { Card } from "@/components/ui/card";

const ApplicationStatusForm = deferredForm(() =>
  import("./application-status-form").then((m) => m.ApplicationStatusForm),
);

/** /jobs/status: the applicant enters the application number and phone, and sees where it stands. */
export function ApplicationStatusPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <SearchCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold">متابعة طلب التوظيف</h1>
        <p className="text-neutral-600">أدخل رقم الطلب الذي ظهر لك بعد الإرسال، ورقم الهاتف الذي قدّمت به.</p>
        <NoScriptNote />
      </header>
      <Card className="p-5 sm:p-8">
        <ApplicationStatusForm />
      </Card>
    </div>
  );
}
