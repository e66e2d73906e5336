import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiPageQuery } from "@/lib/api-page";

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
  useQuery({ ...apiPageQuery("audit", "log", { query }), placeholderData: keepPreviousData });
