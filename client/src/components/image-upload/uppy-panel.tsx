// Loaded only when the upload dialog opens (React.lazy): Uppy and its styles never reach the public bundle.
import { useEffect, useRef, useState } from "react";
import Uppy from "@uppy/core";
import Dashboard from "@uppy/dashboard";
import AwsS3 from "@uppy/aws-s3";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import { MAX_IMAGE_BYTES } from "@shared/schema/menu-images";
import { toast } from "@/lib/toast-store";
import { call, errorMessage } from "@/lib/api-client";
import { formatBytes } from "@/lib/format";
import { uppyArabicLocale } from "./uppy-arabic-locale";
import { imagesRoutes } from "@shared/api/images.routes";

// Raster images only: the server refuses SVG anyway, so say so before uploading.
const ALLOWED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

export type UppyPanelProps = {
  /** Called with the processed image path once the server has verified and resized it. */
  onUploaded: (objectPath: string) => void;
};

export default function UppyPanel({ onUploaded }: UppyPanelProps) {
  const target = useRef<HTMLDivElement>(null);
  const onUploadedRef = useRef(onUploaded);
  // The server's reason for refusing the last file, shown under the file until another try.
  const [failure, setFailure] = useState<string | null>(null);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    if (!target.current) return;
    const uppy = new Uppy({
      locale: uppyArabicLocale,
      autoProceed: true,
      restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_IMAGE_BYTES, allowedFileTypes: ALLOWED_TYPES },
    })
      .use(Dashboard, {
        inline: true,
        target: target.current,
        width: "100%",
        height: 380,
        proudlyDisplayPoweredByUppy: false,
        // The percentage stays; the byte counts and the time left go, as Uppy writes the time in English units ("5s").
        hideProgressDetails: true,
        note: `صورة واحدة، بحد أقصى ${formatBytes(MAX_IMAGE_BYTES)} (JPEG أو PNG أو WebP أو GIF أو AVIF)`,
      })
      .use(AwsS3, {
        // One direct PUT to the URL the server signed (local disk or S3), never multipart.
        shouldUseMultipart: false,
        signRequest: async () => {
          try {
            const { uploadURL } = await call(imagesRoutes, "uploadUrl");
            return { url: new URL(uploadURL, window.location.origin).href };
          } catch (error) {
            toast({
              title: "خطأ في رفع الصورة",
              description: "حدث خطأ أثناء تحضير رفع الصورة",
              variant: "destructive",
            });
            throw error;
          }
        },
      });

    // Checking and resizing on the server is Uppy's post-processing step: the file shows as done only
    // once the server accepted it, and as failed, with the server's reason, when it did not.
    const processingFailed = new Set<string>();
    uppy.addPostProcessor(async (fileIDs) => {
      for (const id of fileIDs) {
        const file = uppy.getFile(id);
        const uploadURL = file?.response?.uploadURL ?? file?.uploadURL;
        if (!file || file.error || !uploadURL) continue;
        uppy.emit("postprocess-progress", file, { mode: "indeterminate", message: "جارٍ التحقق من الصورة..." });
        try {
          // Asks the server to verify the uploaded file is an image and make its web-sized WebP copies.
          const { objectPath } = await call(imagesRoutes, "process", { body: { imageURL: uploadURL } });
          uppy.emit("postprocess-complete", file);
          onUploadedRef.current(objectPath);
        } catch (error) {
          processingFailed.add(id);
          const reason = errorMessage(error, "حدث خطأ أثناء معالجة الصورة المرفوعة");
          uppy.emit("upload-error", uppy.getFile(id), new Error(reason));
          // Not an upload that completed: Uppy's top bar reads "complete" for any file marked so.
          const { progress } = uppy.getFile(id);
          uppy.setFileState(id, {
            progress: {
              ...progress,
              uploadStarted: null,
              bytesUploaded: false,
              uploadComplete: false,
              postprocess: undefined,
            },
          });
          setFailure(reason);
          toast({ title: "خطأ في رفع الصورة", description: reason, variant: "destructive" });
        }
      }
    });
    uppy.on("complete", (result) => {
      // A file the server refused has been reported already, with its reason.
      if (result.failed?.some((file) => !processingFailed.has(file.id))) {
        toast({
          title: "فشل رفع الصورة",
          description: "حدث خطأ أثناء رفع الصورة. يرجى المحاولة مرة أخرى.",
          variant: "destructive",
        });
      }
      processingFailed.clear();
    });
    for (const event of ["file-added", "file-removed", "upload-retry", "retry-all"] as const) {
      uppy.on(event, () => setFailure(null));
    }
    return () => uppy.destroy();
  }, []);

  return (
    <div>
      <div ref={target} dir="rtl" className="min-h-[380px]" />
      {failure && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          لم تُقبل الصورة: {failure}
        </p>
      )}
    </div>
  );
}
