import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { type ErrorBody, type ErrorCode, STATUS_BY_CODE } from "@shared/api/errors";
import { AppError } from "../lib/app-error";
import { isUniqueViolation } from "../lib/pg-errors";
import { safeError, type Logger } from "../observability/logger";
import { routePattern } from "../observability/metrics";

export const GENERIC_ERROR = "حدث خطأ غير متوقع، يرجى المحاولة لاحقاً";
export const INVALID_DATA = "البيانات المرسلة غير صحيحة";

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError("not_found", "المسار المطلوب غير موجود"));
};

/**
 * The last middleware: every error becomes `{ code, message, issues? }` (shared/api/errors.ts) with an Arabic
 * message; no stack ever leaves the server. Real faults are logged with their stack, without personal data.
 */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const route = typeof res.locals.route === "string" ? res.locals.route : routePattern(req);
    if (res.headersSent) {
      // A streamed answer (a CSV export) broke midway. Ending it normally would hand the browser a
      // truncated file as a success; cutting the connection makes the download fail visibly.
      logger.error(
        { reqId: res.locals.reqId, method: req.method, route, err: safeError(error) },
        "response aborted midway",
      );
      res.destroy();
      return;
    }
    const answer = (
      code: ErrorCode,
      message: string,
      extra: Omit<ErrorBody, "code" | "message"> = {},
      status = STATUS_BY_CODE[code],
    ) => res.status(status).json({ code, message, ...extra } satisfies ErrorBody);
    if (error instanceof AppError) {
      answer(error.code, error.message, { ...error.details, ...(error.issues && { issues: error.issues }) });
      return;
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      answer("invalid", issues[0]?.message ?? INVALID_DATA, { issues });
      return;
    }
    const bodyError = error as { type?: string; status?: number };
    if (bodyError.type === "entity.parse.failed") {
      answer("bad_request", "صيغة البيانات المرسلة غير صحيحة");
      return;
    }
    if (bodyError.type === "entity.too.large" || bodyError.status === 413) {
      answer("too_large", "حجم البيانات المرسلة أكبر من المسموح");
      return;
    }
    if (bodyError.status && bodyError.status >= 400 && bodyError.status < 500) {
      answer("bad_request", INVALID_DATA, {}, bodyError.status);
      return;
    }
    if (isUniqueViolation(error)) {
      answer("conflict", "هذه القيمة مستخدمة مسبقاً");
      return;
    }
    logger.error({ reqId: res.locals.reqId, method: req.method, route, err: safeError(error) }, "request failed");
    answer("internal", GENERIC_ERROR);
  };
