import type { ComponentProps } from "react";
import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

type RowButtonProps = Omit<ComponentProps<typeof Button>, "children" | "aria-label"> & {
  /** The row's name, so screen readers hear which row the icon acts on ("تعديل <name>"). */
  name: string;
};

/** Pencil icon button that opens a row's edit dialog. */
export function EditRowButton({ name, ...props }: RowButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={`تعديل ${name}`} {...props}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

/** Red bin icon button that asks to delete a row; also usable as a ConfirmDialog trigger (props and ref pass through). */
export function DeleteRowButton({ name, className, ...props }: RowButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`حذف ${name}`}
      className={cn("text-red-600 hover:bg-red-50 hover:text-red-700", className)}
      {...props}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** Eye icon button that hides a shown row from visitors, or shows a hidden one. */
export function VisibilityRowButton({ name, visible, ...props }: RowButtonProps & { visible: boolean }) {
  return (
    <Button variant="ghost" size="icon" aria-label={visible ? `إخفاء ${name}` : `إظهار ${name}`} {...props}>
      {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </Button>
  );
}
