// Loaded only when the upload dialog opens (React.lazy): Uppy and its styles never reach the public bundle.
import { useEffect, useRef } from "react";
import Uppy from "@uppy/core";
import Dashboard from "@uppy/dashboard";
import AwsS3 from "@uppy/aws-s3";
import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import { MAX_IMAGE_BYTES } from "@shared/schema/menu-images";
import { toast } from "@/components/ui/use-toast";
import { formatBytes } from "@/lib/format";
import { processUploadedImage } from "@/lib/image-upload/process-uploaded-image";
import { requestUploadUrl } from "@/lib/image-upload/request-upload-url";
import { uppyArabicLocale } from "./uppy-arabic-locale";

// Raster images only: the server refuses SVG anyway, so say so before uploading.
const ALLOWED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

export type UppyPanelProps = {
  /** Called with the processed image path once the server has verified and resized it. */
  onUploaded: (objectPath: string) => void;
};

export default function UppyPanel({ onUploaded }: UppyPanelProps) {
  const target = useRef<HTMLDivElement>(null);
  const onUploadedRef = useRef(onUploaded);
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
            const { uploadURL } = await requestUploadUrl();
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

    uppy.on("upload-success", async (_file, response) => {
      if (!response.uploadURL) return;
      try {
        const { objectPath } = await processUploadedImage(response.uploadURL);
        onUploadedRef.current(objectPath);
      } catch {
        toast({
          title: "خطأ في رفع الصورة",
          description: "حدث خطأ أثناء معالجة الصورة المرفوعة",
          variant: "destructive",
        });
      }
    });
    uppy.on("complete", (result) => {
      if (result.failed?.length) {
        toast({
          title: "فشل رفع الصورة",
          description: "حدث خطأ أثناء رفع الصورة. يرجى المحاولة مرة أخرى.",
          variant: "destructive",
        });
      }
    });
    return () => uppy.destroy();
  }, []);

  return <div ref={target} dir="rtl" className="min-h-[380px]" />;
}
