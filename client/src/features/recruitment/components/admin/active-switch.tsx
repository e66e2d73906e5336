import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** The "shown to visitors" switch of every recruitment dialog. */
export function ActiveSwitch({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id}>نشط (يظهر في نموذج التوظيف)</Label>
    </div>
  );
}

export function ActiveBadgeText({ active }: { active: boolean }) {
  return active ? (
    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">نشط</span>
  ) : (
    <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-semibold text-neutral-600">غير نشط</span>
  );
}
