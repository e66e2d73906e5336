import type { RequestHandler } from "express";
import { HOSTILE_TEXT } from "@shared/text";
import { AppError } from "../lib/app-error";

const MAX_DEPTH = 20;

// PostgreSQL refuses NUL in text, so one reaching a query is a 500; no field may carry it.
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000") || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/** A NUL anywhere in the JSON body, the query string is a 400 in Arabic, before any route runs. */
export const refuseNul: RequestHandler = (req, _res, next) => {
  if (holdsNul(req.query) || holdsNul(req.body)) {
    next(new AppError("bad_request", HOSTILE_TEXT));
    return;
  }
  next();
};
