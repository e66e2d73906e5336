import { Router } from "express";
import { auditQuerySchema } from "@shared/schema/audit-forms";
import type { AppDeps } from "../../deps";
import { setPageHeaders } from "../../lib/paging";
import { parse } from "../../lib/validate";
import { requireAdmin } from "../../middleware/require-admin";
import { listAuditLog } from "./audit-log.service";

export function auditRoutes({ db }: AppDeps): Router {
  const router = Router();
  // Always one page: the log only grows. The total travels in X-Total-Count like the other admin lists.
  router.get("/admin/audit-log", requireAdmin, async (req, res) => {
    const query = parse(auditQuerySchema, req.query);
    const { items, total } = await listAuditLog(db, query);
    setPageHeaders(res, { page: query.page ?? 1, pageSize: query.pageSize }, total);
    res.json(items);
  });
  return router;
}
