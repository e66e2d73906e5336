import type { RequestHandler } from "express";
import { AppError } from "../lib/app-error";

export const isAdmin = (req: { session?: { authenticated?: boolean } }) => req.session?.authenticated === true;

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (isAdmin(req)) return next();
  next(new AppError("unauthorized", "يجب تسجيل الدخول كمسؤول"));
};
