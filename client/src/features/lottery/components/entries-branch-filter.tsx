import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useBranchLabel } from "@/hooks/use-branches";

const EVERY_BRANCH = "all";

/** Narrows the entries to the prizes handed over at one branch; blank is every branch. */
export function EntriesBranchFilter({
  branches,
  value,
  onChange,
}: {
  branches: readonly string[];
  value: string;
  onChange: (branch: string) => void;
}) {
  const branchLabel = useBranchLabel();
  return (
    <Select value={value || EVERY_BRANCH} onValueChange={(next) => onChange(next === EVERY_BRANCH ? "" : next)}>
      <SelectTrigger className="sm:w-56" aria-label="فرع التسليم">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={EVERY_BRANCH}>كل الفروع</SelectItem>
        {branches.map((slug) => (
          <SelectItem key={slug} value={slug}>
            {branchLabel(slug)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
