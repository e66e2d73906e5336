import type { AppDeps } from "../../deps";
import { implement } from "../../lib/contract-router";
import { setPageHeaders } from "../../lib/paging";
import { listAuditLog } from "./audit-log.service";

export function auditRoutes(deps: AppDeps) {
  const { db } = deps;
  return implement(deps, "audit", {
    // Always one page: the log only grows. The total travels in X-Total-Count like the other admin lists.
    log: async ({ query, res }) => {
      const { items, total } = await listAuditLog(db, query);
      setPageHeaders(res, { page: query.page ?? 1, pageSize: query.pageSize }, total);
      return items;
    },
  });
}
