import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import type { ApplicationListItemDto } from "@shared/api/recruitment.contract";
import { formatDateTime } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useApplicationAnswers } from "../../api/applications-queries";
import { useApiMutation } from "@/lib/api-mutation";
import { useMayCall } from "@/lib/staff-access";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import { ApplicantPhone } from "./applicant-phone";
import { ApplicationTimeline } from "./application-timeline";
import { StageSelect } from "./stage-select";
import { SamePhoneBadge } from "./same-phone-badge";

export const UNKNOWN = "غير معروف";
export const DELETED_QUESTION = "سؤال محذوف";

type Props = {
  application: ApplicationListItemDto | null;
  onClose: () => void;
  /** The row after a stage move made here, so the dialog shows the new stage and its date. */
  onMoved: (row: ApplicationListItemDto) => void;
};

/**
 * The applicant's details (the phone to call or message), the stage with its history and the staff's
 * notes, every answer (fetched only while it is open), and erasure on the applicant's request (the owner's).
 */
export function ApplicationDetailsDialog({ application, onClose, onMoved }: Props) {
  const mayErase = useMayCall(recruitmentRoutes.eraseApplication);
  return (
    <Dialog open={!!application} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {application && (
          <>
            <DialogHeader>
              <DialogTitle>تفاصيل الطلب {application.applicationNumber}</DialogTitle>
              <DialogDescription>قُدّم في {formatDateTime(application.createdAt)}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl bg-neutral-50 p-4 text-sm sm:grid-cols-2">
              <Detail label="الاسم" value={application.applicantName} />
              <Detail
                label="رقم الهاتف"
                value={
                  <>
                    <ApplicantPhone phone={application.phoneNumber} />
                    <SamePhoneBadge numbers={application.samePhoneAs} />
                  </>
                }
              />
              <Detail label="الوظيفة" value={application.positionTitle ?? UNKNOWN} />
              <Detail label="المحافظة" value={application.governorateName ?? UNKNOWN} />
              <Detail label="المنطقة" value={application.areaName ?? UNKNOWN} />
              <Detail label="الموافقة على الشروط" value={application.termsAccepted ? "نعم" : "لا"} />
              <Detail
                label="الموافقة على معالجة البيانات"
                // Applications sent before the consent step existed have no consent time.
                value={application.consentAt ? `نعم، في ${formatDateTime(application.consentAt)}` : "غير مسجلة"}
              />
            </dl>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span className="font-semibold">المرحلة</span>
              <StageSelect application={application} onMoved={onMoved} className="h-10 w-40" />
              <span className="text-sm text-neutral-600">منذ {formatDateTime(application.stageReachedAt)}</span>
            </div>
            <ApplicationTimeline applicationId={application.id} />
            <h3 className="mt-6 mb-3 text-lg font-bold">إجابات الأسئلة</h3>
            <Answers applicationId={application.id} />
            {mayErase ? <EraseApplication application={application} onErased={onClose} /> : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Jordan's data protection law lets an applicant ask for their data to be erased; this does it, after a confirmation. */
function EraseApplication({ application, onErased }: { application: ApplicationListItemDto; onErased: () => void }) {
  // Erasure on the applicant's request: the application and its answers go; the audit log keeps only that it happened.
  const erase = useApiMutation(recruitmentRoutes, "eraseApplication", {
    success: "تم حذف بيانات المتقدم",
    failure: "تعذر حذف بيانات المتقدم",
  });
  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-neutral-600">بطلب من المتقدم: يُحذف الطلب وإجاباته نهائياً، ويُسجَّل الحذف دون محتواه.</p>
      <ConfirmDialog
        trigger={
          <Button variant="danger" size="sm" disabled={erase.isPending}>
            <Trash2 aria-hidden="true" /> حذف بيانات المتقدم
          </Button>
        }
        title="حذف بيانات المتقدم"
        description={`سيُحذف الطلب ${application.applicationNumber} وجميع إجاباته نهائياً ولا يمكن استرجاعه. هل أنت متأكد؟`}
        confirmLabel="حذف نهائي"
        pending={erase.isPending}
        onConfirm={() => erase.mutate({ params: { id: application.id } }, { onSuccess: onErased })}
      />
    </div>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-neutral-500">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

function Answers({ applicationId }: { applicationId: string }) {
  const answers = useApplicationAnswers(applicationId);
  if (answers.isPending) return <Spinner label="جارٍ تحميل الإجابات..." />;
  if (answers.isError)
    return (
      <p role="alert" className="text-red-700">
        تعذر تحميل الإجابات.
      </p>
    );
  if (answers.data.length === 0) return <p className="text-neutral-500">لا توجد إجابات لهذا الطلب.</p>;
  return (
    <ol className="space-y-3" aria-label="الإجابات">
      {answers.data.map((answer) => (
        <li key={answer.id} className="rounded-xl border border-neutral-200 p-3">
          {answer.question !== null ? (
            <p className="font-semibold">{answer.question}</p>
          ) : (
            // The question's fixed label, plus the text the question had when it was answered, so the answer still makes sense.
            <p className="font-semibold text-neutral-500">
              {DELETED_QUESTION}
              {answer.questionText && (
                <>
                  {" "}
                  <span className="text-sm font-normal">({answer.questionText})</span>
                </>
              )}
            </p>
          )}
          <p className="mt-1 whitespace-pre-line text-neutral-800">{answer.answer}</p>
        </li>
      ))}
    </ol>
  );
}
