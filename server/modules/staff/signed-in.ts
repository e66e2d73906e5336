import type { Request } from "express";
import { AppError } from "../../lib/app-error";

/** The signed-in admin's id and name (requireAdmin ran first; a session without an id is not one). */
export function signedIn(req: Request): { id: string; username: string | null } {
  const id = req.session.userId;
  if (!id) throw new AppError("unauthorized", "يجب تسجيل الدخول كمسؤول");
  return { id, username: req.session.username ?? null };
}
