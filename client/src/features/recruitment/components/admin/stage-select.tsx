import type { ApplicationListItemDto } from "@shared/api/recruitment.contract";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import { applicationStages } from "@shared/schema/enums";
import { STAGE_LABELS } from "@shared/schema/recruitment-pipeline-forms";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useApiMutation } from "@/lib/api-mutation";

type Props = {
  application: ApplicationListItemDto;
  /** The row as the server has it after the move (the details dialog shows it). */
  onMoved?: (row: ApplicationListItemDto) => void;
  className?: string;
};

/** Moves an application to any stage (back as well as forward); the server dates the move. */
export function StageSelect({ application, onMoved, className = "h-9 w-32 text-sm" }: Props) {
  const move = useApiMutation(recruitmentRoutes, "changeStage", {
    success: (row) => `نُقل الطلب ${row.applicationNumber} إلى «${STAGE_LABELS[row.stage]}»`,
    failure: "تعذر تغيير مرحلة الطلب",
  });
  return (
    <Select
      value={move.isPending ? move.variables.body.stage : application.stage}
      disabled={move.isPending}
      onValueChange={(value) => {
        const stage = applicationStages.find((s) => s === value);
        if (stage && stage !== application.stage)
          move.mutate({ params: { id: application.id }, body: { stage } }, { onSuccess: onMoved });
      }}
    >
      <SelectTrigger className={className} aria-label={`مرحلة الطلب ${application.applicationNumber}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {applicationStages.map((stage) => (
          <SelectItem key={stage} value={stage}>
            {STAGE_LABELS[stage]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
