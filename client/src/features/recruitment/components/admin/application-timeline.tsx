import type { ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { ApplicationTimelineDto } from "@shared/api/recruitment-pipeline.contract";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import {
  type ApplicationNoteInput,
  applicationNoteSchema,
  MAX_NOTE,
  STAGE_LABELS,
} from "@shared/schema/recruitment-pipeline-forms";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useApiMutation } from "@/lib/api-mutation";
import { formatDateTime } from "@/lib/format";
import { useApplicationTimeline } from "../../api/pipeline-queries";

/** The stages the application went through (when, by whom) and the staff's notes, with a form for a new note. */
export function ApplicationTimeline({ applicationId }: { applicationId: string }) {
  const timeline = useApplicationTimeline(applicationId);
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
      <section aria-labelledby="stage-history-title">
        <h3 id="stage-history-title" className="mb-3 text-lg font-bold">
          مراحل الطلب
        </h3>
        <Loaded query={timeline}>{(data) => <StageHistory stages={data.stages} />}</Loaded>
      </section>
      <section aria-labelledby="notes-title">
        <h3 id="notes-title" className="mb-3 text-lg font-bold">
          ملاحظات الموظفين
        </h3>
        <Loaded query={timeline}>{(data) => <Notes notes={data.notes} />}</Loaded>
        <NoteForm applicationId={applicationId} />
      </section>
    </div>
  );
}

type TimelineQuery = ReturnType<typeof useApplicationTimeline>;

function Loaded({ query, children }: { query: TimelineQuery; children: (data: ApplicationTimelineDto) => ReactNode }) {
  if (query.isPending) return <Spinner label="جارٍ التحميل..." />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        تعذر تحميل سجل الطلب.
      </p>
    );
  return children(query.data);
}

function StageHistory({ stages }: { stages: ApplicationTimelineDto["stages"] }) {
  return (
    <ol aria-label="سجل المراحل" className="space-y-2 border-s-2 border-brand-200 ps-4">
      {stages.map((step) => (
        <li key={step.id} className="text-sm">
          <span className="block font-semibold text-ink">{STAGE_LABELS[step.stage]}</span>
          <span className="block text-neutral-600">
            {formatDateTime(step.reachedAt)} · {step.byUsername ?? "عند التقديم"}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Notes({ notes }: { notes: ApplicationTimelineDto["notes"] }) {
  if (notes.length === 0) return <p className="text-sm text-neutral-500">لا توجد ملاحظات بعد.</p>;
  return (
    <ul aria-label="الملاحظات" className="space-y-2">
      {notes.map((note) => (
        <li key={note.id} className="rounded-xl border border-neutral-200 p-3 text-sm">
          <p className="whitespace-pre-line text-neutral-800">{note.body}</p>
          <p className="mt-1 text-xs text-neutral-500">
            {note.authorName} · {formatDateTime(note.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function NoteForm({ applicationId }: { applicationId: string }) {
  const form = useForm<ApplicationNoteInput>({
    resolver: zodResolver(applicationNoteSchema),
    defaultValues: { body: "" },
  });
  const add = useApiMutation(recruitmentRoutes, "addNote", {
    success: "أُضيفت الملاحظة",
    failure: "تعذر إضافة الملاحظة",
  });
  const save = form.handleSubmit((values) =>
    add.mutate({ params: { id: applicationId }, body: values }, { onSuccess: () => form.reset({ body: "" }) }),
  );
  return (
    <form onSubmit={save} noValidate className="mt-3 space-y-2">
      <FormField label="ملاحظة جديدة" htmlFor="application-note" error={form.formState.errors.body?.message}>
        <Textarea rows={2} maxLength={MAX_NOTE} {...form.register("body")} />
      </FormField>
      <Button type="submit" size="sm" disabled={add.isPending}>
        إضافة ملاحظة
      </Button>
    </form>
  );
}
