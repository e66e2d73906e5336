import { useState } from "react";
import { Download, Search } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PaginationNav } from "@/components/ui/pagination-nav";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { entriesExportUrl, useEntries } from "../api/lottery-queries";
import { useHistoryBranches } from "./hand-over-branches";
import { EntriesBranchFilter } from "./entries-branch-filter";
import { EntriesCount } from "./entries-count";
import { EntriesTable } from "./entries-table";

const PAGE_SIZE = 25;

/**
 * Draw entries: server-side search, branch filter and paging, so it stays quick with hundreds of
 * thousands of entries. A branch manager's list holds the prizes handed over at their branches.
 */
export function EntriesSection() {
  const [searchText, setSearchText] = useState("");
  const [branch, setBranch] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const filter = `${branch}\n${search}`;
  // A new search or branch starts at page 1 (no extra request for the old page number).
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const entries = useEntries({ search, branch, page, pageSize: PAGE_SIZE });
  const filtered = Boolean(search || branch);
  // While filtering, the number of all entries comes from a one-row page of the unfiltered list.
  const all = useEntries({ search: "", branch: "", page: 1, pageSize: 1 }, filtered);
  const total = entries.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const matches = entries.data && !entries.isPlaceholderData ? total : undefined;
  const branches = useHistoryBranches();

  return (
    <section aria-labelledby="entries-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 id="entries-title" className="text-lg font-bold">
            كل المشاركات
          </h2>
          <p className="text-sm text-neutral-600">
            <EntriesCount filtered={filtered} matches={matches} total={all.data?.total} />
          </p>
        </div>
        <a href={entriesExportUrl(search, branch)} download className={buttonClasses("outline", "md")}>
          <Download aria-hidden /> تصدير CSV
        </a>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative max-w-md flex-1">
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
        {branches.length > 1 ? <EntriesBranchFilter branches={branches} value={branch} onChange={setBranch} /> : null}
      </div>
      <EntriesTable entries={entries} filtered={filtered} />
      <PaginationNav label="صفحات المشاركات" page={page} pages={pages} onPageChange={setPage} />
    </section>
  );
}
