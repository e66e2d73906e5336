import type { ReactNode } from "react";
import { CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export type SuccessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
};

/** "Received, thank you" after a public submission: a check mark, the texts, a way home and an OK that closes. */
export function SuccessDialog({ open, onOpenChange, title, description }: SuccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto mb-3 size-14 text-green-600" />
        <DialogHeader className="pe-0 text-center">
          <DialogTitle className="text-center">{title}</DialogTitle>
          <DialogDescription className="text-center text-base">{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Link href="/" className={buttonClasses("outline")}>
            العودة للرئيسية
          </Link>
          <Button onClick={() => onOpenChange(false)}>حسناً</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
