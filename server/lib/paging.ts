import type { Response } from "express";
import { TOTAL_COUNT_HEADER } from "@shared/api/endpoint";
import { DEFAULT_PAGE_SIZE, type PageQuery } from "@shared/schema/paging";

/** LIMIT/OFFSET of the page asked for, or undefined when the caller asked for no paging (the whole list). */
export function pageWindow(query: PageQuery): { limit: number; offset: number } | undefined {
  if (query.page === undefined && query.pageSize === undefined) return undefined;
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** The total of all matches always; the page and its size only when paging was asked for. */
export function setPageHeaders(res: Response, query: PageQuery, total: number) {
  res.set(TOTAL_COUNT_HEADER, String(total));
  if (pageWindow(query)) {
    res.set("X-Page", String(query.page ?? 1));
    res.set("X-Page-Size", String(query.pageSize ?? DEFAULT_PAGE_SIZE));
  }
}

/** A LIKE pattern for "contains": `%`, `_` and `\` typed by the admin are literal characters, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
