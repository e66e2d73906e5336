import { apiRequest } from "@/lib/api-client";

export type ProcessedImage = { objectPath: string; variants: Record<string, string> };

/** Asks the server to verify the uploaded file is an image and make its web-sized WebP copies. */
export const processUploadedImage = (imageURL: string) =>
  apiRequest<ProcessedImage>("PUT", "/api/menu-item-images", { imageURL });
