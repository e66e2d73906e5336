import type { RequestHandler } from "express";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { markHoneypot } from "../observability/metrics";

/**
 * A filled hidden field means a bot: answer as if it worked, store nothing.
 * `fakeBody` gives the success body the real route would have returned.
 */
export function honeypot(fakeBody: () => unknown, status = 201): RequestHandler {
  return (req, res, next) => {
    const value = (req.body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD];
    if (typeof value === "string" && value.trim() !== "") {
      markHoneypot(res);
      res.status(status).json(fakeBody());
      return;
    }
    next();
  };
}
