import { useEffect, useState } from "react";
import { Download, Eye, Search } from "lucide-react";
import type { ApplicationListItemDto } from "@shared/api/recruitment.contract";
import type { ApplicationsFilter } from "@shared/schema/recruitment-application-forms";
import { formatDate, formatTime } from "@/lib/format";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { PaginationNav } from "@/components/ui/pagination-nav";
import { TableCell, TableRow } from "@/components/ui/table";
import { useMayCall } from "@/lib/staff-access";
import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import { useAreas, useGovernorates, usePositions } from "../../api/catalog-queries";
import { applicationsExportUrl, useApplications, useMarkApplicationsSeen } from "../../api/applications-queries";
import { ApplicationDetailsDialog, UNKNOWN } from "./application-details-dialog";
import { ApplicationFilters } from "./application-filters";
import { ExportHistory } from "./export-history";
import { ListTable } from "./list-table";
import { StageSelect } from "./stage-select";
import { SamePhoneBadge } from "./same-phone-badge";

const PAGE_SIZE = 25;

/**
 * Submitted applications, each movable to another hiring stage from its row: filters and search run
 * on the server, which sends one page at a time (a busy chain collects thousands); details dialog
 * (stage history, notes) and a CSV export of every match.
 */
export function ApplicationsTab() {
  useMarkApplicationsSeen();
  const [filter, setFilter] = useState<ApplicationsFilter>({});
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const criteria = { ...filter, search };
  // New filters or a new search start at page 1 (no request for the old page number first).
  const criteriaKey = JSON.stringify(criteria);
  const [paging, setPaging] = useState({ criteriaKey, page: 1 });
  const page = paging.criteriaKey === criteriaKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ criteriaKey, page: next });
  const [selected, setSelected] = useState<ApplicationListItemDto | null>(null);
  const applications = useApplications({ ...criteria, page, pageSize: PAGE_SIZE });
  const total = applications.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const settled = applications.isSuccess && !applications.isPlaceholderData;
  // Rows removed elsewhere can leave the page past the end: go to the last page that exists.
  useEffect(() => {
    if (settled && page > pages) setPaging({ criteriaKey, page: pages });
  }, [settled, page, pages, criteriaKey]);
  const positions = usePositions();
  const governorates = useGovernorates();
  const areas = useAreas();
  // Who downloaded the applicants' data is the owner's to read.
  const mayReadExports = useMayCall(recruitmentRoutes.exports);

  return (
    <section aria-label="الطلبات" className="space-y-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <ApplicationFilters
          filter={filter}
          onChange={setFilter}
          positions={positions.data ?? []}
          governorates={governorates.data ?? []}
          areas={areas.data ?? []}
        />
        <a href={applicationsExportUrl(criteria)} download className={buttonClasses("outline")}>
          <Download aria-hidden="true" /> تصدير CSV
        </a>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-md">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-neutral-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            className="ps-10"
            placeholder="ابحث بالاسم أو رقم الطلب أو الهاتف"
            aria-label="بحث في الطلبات"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <p className="text-sm text-neutral-600" aria-live="polite">
          عدد الطلبات: <span className="font-semibold text-ink">{applications.data ? total : "…"}</span>
        </p>
      </div>
      <div
        className={cn("transition-opacity", applications.isPlaceholderData && "opacity-60")}
        aria-busy={applications.isFetching}
      >
        <ListTable
          query={{ isPending: applications.isPending, isError: applications.isError, data: applications.data?.items }}
          headers={[
            "المتقدم ورقم الطلب",
            "رقم الهاتف",
            "الوظيفة",
            "المحافظة / المنطقة",
            "تاريخ التقديم",
            "المرحلة",
            "التفاصيل",
          ]}
          emptyText={Object.values(criteria).some(Boolean) ? "لا توجد طلبات مطابقة" : "لا توجد طلبات توظيف"}
        >
          {applications.data?.items.map((row) => (
            <TableRow key={row.id}>
              {/* The applicant with their application's number under the name: as two columns (with date
                  and time on one line) the table pushed past the page beside the sidebar at 1280 px. */}
              <TableCell className="min-w-32">
                <span className="font-semibold">{row.applicantName}</span>
                <span className="block text-xs text-neutral-600">
                  <bdi dir="ltr">{row.applicationNumber}</bdi>
                </span>
                {/* Under the application it concerns: in the phone's column it pushed the table past the page. */}
                <span className="block">
                  <SamePhoneBadge numbers={row.samePhoneAs} />
                </span>
              </TableCell>
              <TableCell>
                <span dir="ltr">{row.phoneNumber}</span>
              </TableCell>
              {/* Names typed by the staff may hold a long unbroken word: it wraps rather than push the table sideways. */}
              <TableCell className="wrap-anywhere">{row.positionTitle ?? UNKNOWN}</TableCell>
              <TableCell className="min-w-32 wrap-anywhere">
                {row.governorateName ?? UNKNOWN} / {row.areaName ?? UNKNOWN}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {formatDate(row.createdAt)}
                <span className="block text-xs text-neutral-600">{formatTime(row.createdAt)}</span>
              </TableCell>
              <TableCell>
                <StageSelect application={row} />
              </TableCell>
              <TableCell>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`عرض تفاصيل الطلب ${row.applicationNumber}`}
                  onClick={() => setSelected(row)}
                >
                  <Eye aria-hidden="true" /> عرض
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </div>
      <PaginationNav label="صفحات الطلبات" page={page} pages={pages} onPageChange={setPage} />
      {mayReadExports ? <ExportHistory /> : null}
      <ApplicationDetailsDialog application={selected} onClose={() => setSelected(null)} onMoved={setSelected} />
    </section>
  );
}
