import { apiRequest } from "@/lib/api-client";

/** A signed URL, valid 15 minutes, for one PUT of one image (local server or S3). */
export const requestUploadUrl = () => apiRequest<{ uploadURL: string }>("POST", "/api/objects/upload");
