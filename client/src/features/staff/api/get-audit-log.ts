import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditEntryView } from "@shared/schema/audit-forms";
import { TOTAL_COUNT_HEADER } from "@shared/schema/paging";
import { apiFetch, pathFromKey } from "@/lib/api-client";

export type AuditParams = {
  actorId: string;
  resource: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
};
export type AuditPage = { items: AuditEntryView[]; total: number };

export const auditQueryKey = ["admin", "audit-log"] as const;

export async function getAuditLog(params: AuditParams): Promise<AuditPage> {
  const res = await apiFetch("GET", pathFromKey([...auditQueryKey, params]));
  const items = (await res.json()) as AuditEntryView[];
  return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
}

export const auditLogQueryOptions = (params: AuditParams) =>
  queryOptions({ queryKey: [...auditQueryKey, params], queryFn: () => getAuditLog(params) });

export const useAuditLog = (params: AuditParams) =>
  useQuery({ ...auditLogQueryOptions(params), placeholderData: keepPreviousData });
