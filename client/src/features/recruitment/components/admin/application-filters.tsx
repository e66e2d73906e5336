import type { ApplicationsFilter } from "@shared/schema/recruitment-application-forms";
import type { GovernorateDto, PositionDto } from "@shared/api/recruitment.contract";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "all";

type Props = {
  filter: ApplicationsFilter;
  onChange: (filter: ApplicationsFilter) => void;
  positions: PositionDto[];
  governorates: GovernorateDto[];
};

export function ApplicationFilters({ filter, onChange, positions, governorates }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:w-2/3">
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
        onChange={(governorateId) => onChange({ ...filter, governorateId })}
        choices={governorates.map((g) => ({ value: g.id, label: g.name }))}
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
