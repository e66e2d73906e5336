import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiPageQuery } from "@/lib/api-page";
import { auditRoutes } from "@shared/api/audit.routes";

export type AuditParams = {
  actorId: string;
  resource: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

// The previous page stays on screen while the next one loads.
export const useAuditLog = (query: AuditParams) =>
  useQuery({ ...apiPageQuery(auditRoutes, "log", { query }), placeholderData: keepPreviousData });
