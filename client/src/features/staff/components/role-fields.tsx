import { staffRoles, type StaffRole } from "@shared/schema/enums";
import { ROLE_LABELS } from "@shared/schema/staff-forms";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useAllBranches, useBranchLabel } from "@/hooks/use-branches";

export const ROLE_HINTS: Record<StaffRole, string> = {
  owner: "كل شيء: الأصناف والعروض والإعدادات والحسابات والنسخ الاحتياطي والسجل",
  manager: "فروعه: تفاصيل الفرع وساعاته، طلبات التوظيف لمناطقه، جوائز السحب المسلّمة فيه، ومراجعة التقييمات والريلز",
  cashier: "السحب فقط: البحث عن فاتورة وتسليم الجائزة في فرعه",
};

export type RoleFieldsProps = {
  /** id prefix of the controls. */
  id: string;
  role: StaffRole;
  /** Branch slugs. */
  branches: string[];
  /** The account's saved branches: a closed one among them stays offered, to keep or untick. */
  kept?: readonly string[];
  onRole: (role: StaffRole) => void;
  onBranches: (branches: string[]) => void;
  errors: { role?: string; branches?: string };
};

/**
 * A staff account's role and, for a manager or cashier, the branches they work at (names shown, slugs
 * kept): every open branch, and a closed one the account already has (to keep or untick).
 */
export function RoleFields({ id, role, branches, kept = [], onRole, onBranches, errors }: RoleFieldsProps) {
  const branchLabel = useBranchLabel();
  const options = useAllBranches()
    .filter((branch) => !branch.closed || kept.includes(branch.slug))
    .map((branch) => branch.slug);
  const labels = Object.fromEntries(options.map((slug) => [slug, branchLabel(slug)]));
  return (
    <>
      <FormField label="الدور" htmlFor={`${id}-role`} error={errors.role} hint={ROLE_HINTS[role]}>
        <Select value={role} onValueChange={(value) => onRole(value as StaffRole)}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {staffRoles.map((option) => (
              <SelectItem key={option} value={option}>
                {ROLE_LABELS[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {role === "owner" ? null : (
        <div className="flex flex-col gap-2">
          <Label id={`${id}-branches-label`}>الفروع</Label>
          <CheckboxGroup
            id={`${id}-branches`}
            options={options}
            labels={labels}
            value={branches}
            onChange={onBranches}
          />
          <FieldError id={`${id}-branches-error`}>{errors.branches}</FieldError>
        </div>
      )}
    </>
  );
}
