import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Label } from "@/components/ui/label";
import { useBranches } from "@/hooks/use-branches";

export type BranchesFieldProps = {
  /** id prefix of the boxes; the label gets `${id}-label`, which names the group. */
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** The group's label; by default the branches a row is offered in. */
  label?: string;
};

/** The branches a row is offered in (or a prize collected at); choosing none means every branch. */
export function BranchesField({
  id,
  value,
  onChange,
  error,
  label = "الفروع (بدون اختيار = جميع الفروع)",
}: BranchesFieldProps) {
  const names = useBranches().map((branch) => branch.name);
  // A name the row keeps from a branch since closed stays listed, so saving does not drop it unseen.
  const options = [...names, ...value.filter((name) => !names.includes(name))];
  return (
    <div className="flex flex-col gap-2">
      <Label id={`${id}-label`}>{label}</Label>
      <CheckboxGroup id={id} options={options} value={value} onChange={onChange} />
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
