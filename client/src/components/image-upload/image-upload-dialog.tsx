import { lazy, Suspense } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

const UppyPanel = lazy(() => import("./uppy-panel"));

export type ImageUploadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (objectPath: string) => void;
};

/** The upload modal: drop, browse or paste one image; it closes once the image is uploaded and processed. */
export function ImageUploadDialog({ open, onOpenChange, onUploaded }: ImageUploadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>رفع صورة</DialogTitle>
          <DialogDescription>اسحب الصورة إلى هنا أو اخترها من جهازك أو الصقها.</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <div className="flex min-h-[380px] items-center justify-center">
              <Spinner label="جارٍ تحميل أداة الرفع..." />
            </div>
          }
        >
          {open ? (
            <UppyPanel
              onUploaded={(objectPath) => {
                onUploaded(objectPath);
                onOpenChange(false);
              }}
            />
          ) : null}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
