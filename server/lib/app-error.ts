export type AppErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "rate_limited"
  | "unsupported_media";

export const statusByCode: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
};

/** An expected failure with an Arabic message fit to show to a visitor as it is. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Which parts of the request are at fault (path like "items.2"), each with its Arabic message. */
    readonly issues?: { path: string; message: string }[],
    /** More of the answer beside the message (a 409's current state of what the request meant to change). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "العنصر غير موجود") => new AppError("not_found", message);
