import { CircleCheck } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";

/** Shown in place of the form once the application is stored. */
export function JobSuccess({ applicationNumber }: { applicationNumber: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
      <CircleCheck className="size-16 text-green-600" aria-hidden="true" />
      <h2 className="text-2xl font-bold">تم إرسال طلبك بنجاح</h2>
      <p className="text-neutral-600">شكراً لاهتمامك بالانضمام إلى فريقنا، سنتواصل معك قريباً.</p>
      <div className="rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 px-8 py-4">
        <p className="text-sm text-neutral-600">رقم الطلب</p>
        <p dir="ltr" className="text-3xl font-bold tracking-wider text-brand-700" data-testid="application-number">
          {applicationNumber}
        </p>
      </div>
      <p className="text-sm text-neutral-500">
        احتفظ بهذا الرقم للمتابعة: مع رقم هاتفك يُظهر لك أين وصل طلبك في{" "}
        <Link
          href={`/jobs/status?number=${encodeURIComponent(applicationNumber)}`}
          className="font-semibold text-brand-700 underline"
        >
          صفحة متابعة الطلب
        </Link>
        .
      </p>
      <Link href="/" className={buttonClasses("primary", "lg")}>
        العودة إلى الصفحة الرئيسية
      </Link>
    </div>
  );
}
