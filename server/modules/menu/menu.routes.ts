import { Router } from "express";
import type { AppDeps } from "../../app";

// Placeholder: the resource's issue fills in its endpoints.
export function menuRoutes(_deps: AppDeps): Router {
  return Router();
}
