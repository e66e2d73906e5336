import { z } from "zod";

export const IMAGE_MESSAGES = {
  url: "رابط الصورة مطلوب",
} as const;

/** The uploaded file to process, named by the signed URL it was sent to. */
export const processImageSchema = z.object({
  imageURL: z.string({ error: IMAGE_MESSAGES.url }).trim().min(1, IMAGE_MESSAGES.url).max(4000),
});
