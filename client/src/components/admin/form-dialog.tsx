import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Keep the description for screen readers only (the dialog still gets an accessible description). */
  hideDescription?: boolean;
  /** Classes for the panel, e.g. a wider max-w-2xl for long forms. */
  className?: string;
  /** The form; Radix mounts it only while the dialog is open, so add starts empty and edit starts from the row. */
  children: ReactNode;
};

/** Dashboard add/edit dialog: title, description, then the caller's form (ending with FormDialogFooter). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  className,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={cn(hideDescription && "sr-only")}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel (closes the dialog) and submit, which reads "جارٍ الحفظ..." and is disabled while saving. */
export function FormDialogFooter({ pending, submitLabel }: { pending: boolean; submitLabel: ReactNode }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">إلغاء</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? "جارٍ الحفظ..." : submitLabel}
      </Button>
    </DialogFooter>
  );
}
