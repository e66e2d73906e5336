import type { ErrorCode } from "@shared/api/errors";

/** The codes a handler may refuse with; "invalid" and "internal" are the error handler's own. */
export type AppErrorCode = Exclude<ErrorCode, "invalid" | "internal">;

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
