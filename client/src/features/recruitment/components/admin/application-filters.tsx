import type { ApplicationsFilter } from "@shared/schema/recruitment-application-forms";
import type { AreaDto, GovernorateDto, PositionDto } from "@shared/api/recruitment.contract";
import { applicationStages } from "@shared/schema/enums";
import { STAGE_LABELS } from "@shared/schema/recruitment-pipeline-forms";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "all";

type Props = {
  filter: ApplicationsFilter;
  onChange: (filter: ApplicationsFilter) => void;
  positions: PositionDto[];
  governorates: GovernorateDto[];
  areas: AreaDto[];
};

/** Stage, position, governorate and area; the areas offered are the chosen governorate's (a new governorate clears the area). */
export function ApplicationFilters({ filter, onChange, positions, governorates, areas }: Props) {
  const governorateName = new Map(governorates.map((g) => [g.id, g.name]));
  const areaChoices = areas
    .filter((a) => !filter.governorateId || a.governorateId === filter.governorateId)
    .map((a) => ({
      value: a.id,
      label: filter.governorateId ? a.name : `${a.name} (${governorateName.get(a.governorateId) ?? ""})`,
    }));
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:w-3/4 lg:grid-cols-4">
      <FilterSelect
        id="filter-stage"
        label="المرحلة"
        allLabel="كل المراحل"
        value={filter.stage}
        onChange={(value) => onChange({ ...filter, stage: applicationStages.find((s) => s === value) })}
        choices={applicationStages.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
      />
      <FilterSelect
        id="filter-position"
        label="الوظيفة"
        allLabel="كل الوظائف"
        value={filter.jobPositionId}
        onChange={(jobPositionId) => onChange({ ...filter, jobPositionId })}
        choices={positions.map((p) => ({ value: p.id, label: p.title }))}
      />
      <FilterSelect
        id="filter-governorate"
        label="المحافظة"
        allLabel="كل المحافظات"
        value={filter.governorateId}
        onChange={(governorateId) => onChange({ ...filter, governorateId, areaId: undefined })}
        choices={governorates.map((g) => ({ value: g.id, label: g.name }))}
      />
      <FilterSelect
        id="filter-area"
        label="المنطقة"
        allLabel="كل المناطق"
        value={filter.areaId}
        onChange={(areaId) => onChange({ ...filter, areaId })}
        choices={areaChoices}
      />
    </div>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  choices: { value: string; label: string }[];
};

function FilterSelect({ id, label, allLabel, value, onChange, choices }: FilterSelectProps) {
  return (
    <FormField label={label} htmlFor={id}>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
