import { z } from "zod";
import { processImageSchema } from "../schema/images-forms";
import type { SpecsOf } from "./endpoint";
import type { imagesRoutes } from "./images.routes";

export const uploadUrlResponse = z.object({ uploadURL: z.string() });

/**
 * A processed image: the path saved as imageUrl, and its web-sized copies by width. JSON object
 * keys are texts, so the widths arrive as "320", "640", ...
 */
export const processedImageResponse = z.object({
  objectPath: z.string(),
  variants: z.record(z.string(), z.string()),
});

/** A processed image as the API returns it. */
export type ProcessedImageDto = z.output<typeof processedImageResponse>;

export const imagesSpecs = {
  uploadUrl: {
    summary: "A signed URL, valid 15 minutes, for one PUT of one image",
    responses: { 200: uploadUrlResponse },
  },
  // Named for menu items, used for offers and branches too.
  process: {
    summary: "Check an uploaded file is an image and write its WebP copies",
    body: processImageSchema,
    responses: { 200: processedImageResponse },
  },
} as const satisfies SpecsOf<typeof imagesRoutes>;
