import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { Download, Search } from "lucide-react";
import { UNKNOWN_PRIZE } from "@shared/schema/lottery-forms";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { PaginationNav } from "@/components/ui/pagination-nav";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { entriesExportUrl, useEntries } from "../api/lottery-queries";
import { EntriesCount } from "./entries-count";
import { EntryStatusSelect, StatusBadge } from "./entry-status-select";
import { EraseEntryButton, ErasedValue } from "./erase-entry-button";
import { useDebouncedValue } from "@/hooks/use-debounced-value";

const PAGE_SIZE = 25;

/** Draw entries: server-side search and paging, so it stays quick with hundreds of thousands of entries. */
export function AdminEntriesPage() {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  // A new search starts at page 1 (no extra request for the old page number).
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const entries = useEntries({ search, page, pageSize: PAGE_SIZE });
  // While searching, the number of all entries comes from a one-row page of the unfiltered list.
  const all = useEntries({ search: "", page: 1, pageSize: 1 }, Boolean(search));
  const total = entries.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const matches = entries.data && !entries.isPlaceholderData ? total : undefined;

  return (
    <AdminPage
      title="مشاركات السحب"
      description={<EntriesCount search={search} matches={matches} total={all.data?.total} />}
      actions={
        <a href={entriesExportUrl(search)} download className={buttonClasses("outline", "md")}>
          <Download aria-hidden /> تصدير CSV
        </a>
      }
    >
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-neutral-400"
          aria-hidden
        />
        <Input
          type="search"
          className="ps-10"
          placeholder="ابحث برقم الفاتورة أو الهاتف أو الجائزة"
          aria-label="بحث في المشاركات"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>

      {entries.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : entries.isError ? (
        <p role="alert" className="text-red-600">
          {errorMessage(entries.error, "تعذر تحميل المشاركات")}
        </p>
      ) : entries.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 py-12 text-center text-neutral-500">
          {search ? "لا توجد مشاركات مطابقة للبحث" : "لا توجد مشاركات بعد"}
        </p>
      ) : (
        <Table className={cn(entries.isPlaceholderData && "opacity-60")}>
          <TableHeader>
            <TableRow>
              <TableHead>رقم الفاتورة</TableHead>
              <TableHead>رقم الهاتف</TableHead>
              <TableHead>الجائزة</TableHead>
              <TableHead>تاريخ المشاركة</TableHead>
              <TableHead>الحالة</TableHead>
              <TableHead>تغيير الحالة</TableHead>
              <TableHead>حذف البيانات</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.data.items.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="font-semibold whitespace-nowrap">
                  {entry.invoiceNumber === null ? <ErasedValue /> : <span dir="ltr">{entry.invoiceNumber}</span>}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {entry.phoneNumber === null ? <ErasedValue /> : <span dir="ltr">{entry.phoneNumber}</span>}
                </TableCell>
                <TableCell className={cn("min-w-32", !entry.prizeName && "text-neutral-500")}>
                  {entry.prizeName ?? UNKNOWN_PRIZE}
                </TableCell>
                <TableCell className="min-w-28">{formatDateTime(entry.submittedAt)}</TableCell>
                <TableCell>
                  <StatusBadge status={entry.status} />
                </TableCell>
                <TableCell>
                  <EntryStatusSelect entry={entry} />
                </TableCell>
                <TableCell>
                  <EraseEntryButton entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <PaginationNav label="صفحات المشاركات" page={page} pages={pages} onPageChange={setPage} />
    </AdminPage>
  );
}
