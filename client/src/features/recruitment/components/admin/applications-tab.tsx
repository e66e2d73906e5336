import { useState } from "react";
import { Download, Eye } from "lucide-react";
import type { ApplicationListItem, ApplicationsFilter } from "@shared/schema/recruitment-application-forms";
import { formatDateTime } from "@/lib/format";
import { Button, buttonClasses } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { applicationsExportUrl, useApplications } from "../../api/get-applications";
import { useGovernorates } from "../../api/get-governorates";
import { usePositions } from "../../api/get-positions";
import { ApplicationDetailsDialog, UNKNOWN } from "./application-details-dialog";
import { ApplicationFilters } from "./application-filters";
import { ListTable } from "./list-table";

/** Read-only list of submitted applications, filterable, with a details dialog and a CSV export. */
export function ApplicationsTab() {
  const [filter, setFilter] = useState<ApplicationsFilter>({});
  const [selected, setSelected] = useState<ApplicationListItem | null>(null);
  const applications = useApplications(filter);
  const positions = usePositions();
  const governorates = useGovernorates();

  return (
    <section aria-label="الطلبات" className="space-y-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <ApplicationFilters
          filter={filter}
          onChange={setFilter}
          positions={positions.data ?? []}
          governorates={governorates.data ?? []}
        />
        <a href={applicationsExportUrl(filter)} download className={buttonClasses("outline")}>
          <Download aria-hidden="true" /> تصدير CSV
        </a>
      </div>
      {applications.data && <p className="text-sm text-neutral-600">عدد الطلبات: {applications.data.length}</p>}
      <ListTable
        query={applications}
        headers={["رقم الطلب", "الاسم", "رقم الهاتف", "الوظيفة", "المحافظة / المنطقة", "تاريخ التقديم", "التفاصيل"]}
        emptyText="لا توجد طلبات توظيف"
      >
        {applications.data?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="font-semibold" dir="ltr">
              {row.applicationNumber}
            </TableCell>
            <TableCell className="min-w-32">{row.applicantName}</TableCell>
            <TableCell>
              <span dir="ltr">{row.phoneNumber}</span>
            </TableCell>
            <TableCell>{row.positionTitle ?? UNKNOWN}</TableCell>
            <TableCell className="min-w-32">
              {row.governorateName ?? UNKNOWN} / {row.areaName ?? UNKNOWN}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(row.createdAt, "ar-JO")}</TableCell>
            <TableCell>
              <Button variant="ghost" size="sm" aria-label={`عرض تفاصيل الطلب ${row.applicationNumber}`} onClick={() => setSelected(row)}>
                <Eye aria-hidden="true" /> عرض
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <ApplicationDetailsDialog application={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
