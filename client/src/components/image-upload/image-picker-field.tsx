import { useState } from "react";
import { ImagePlus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { ImageUploadDialog } from "./image-upload-dialog";

export type ImagePickerFieldProps = {
  /** The image the form will save (null: none). */
  value: string | null | undefined;
  /** The image the row has now (edit dialogs), to tell "current" from "new". */
  current?: string | null;
  onChange: (value: string | null) => void;
};

/** Shows the image to be saved (a fresh upload, else the current one) with upload and remove buttons. */
export function ImagePickerField({ value, current, onChange }: ImagePickerFieldProps) {
  const [open, setOpen] = useState(false);
  const isNew = !!value && value !== current;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold">الصورة</span>
      {value ? (
        <figure className="flex items-center gap-3">
          <ResponsiveImage
            src={value}
            alt=""
            sizes="128px"
            className="w-32 shrink-0 rounded-lg border border-neutral-200"
          />
          <figcaption className="text-sm text-neutral-600">
            {isNew ? "الصورة الجديدة (ستُحفظ عند الحفظ)" : "الصورة الحالية"}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-neutral-500">لا توجد صورة</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" />
          {value ? "تغيير الصورة" : "رفع صورة"}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" />
            إزالة الصورة
          </Button>
        ) : null}
      </div>
      <ImageUploadDialog open={open} onOpenChange={setOpen} onUploaded={onChange} />
    </div>
  );
}
