import { useState } from "react";
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS } from "@shared/schema/audit-forms";
import { AdminPage } from "@/components/admin/admin-page";
import { FormField } from "@/components/ui/form-field";
import { fieldClasses, Input } from "@/components/ui/input";
import { PaginationNav } from "@/components/ui/pagination-nav";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format";
import { useAuditLog, type AuditParams } from "../api/audit-queries";
import { AuditChangesList } from "./audit-changes";

const PAGE_SIZE = 25;
const selectClasses = `${fieldClasses} h-10 w-full`;

/** Someone the log can be narrowed to. */
export type AuditActor = { id: string; username: string };

/** The log with its filters; the page that composes it supplies the accounts the "who" filter lists. */
export function AdminAuditPage({ actors }: { actors: readonly AuditActor[] | undefined }) {
  const [params, setParams] = useState<AuditParams>({
    actorId: "",
    resource: "",
    from: "",
    to: "",
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const log = useAuditLog(params);
  // Any filter change starts again from the first page.
  const filter = (change: Partial<AuditParams>) => setParams((p) => ({ ...p, ...change, page: 1 }));
  return (
    <AdminPage title="سجل العمليات" description="كل تعديل في لوحة التحكم: من قام به، ومتى، وما الذي تغيّر.">
      <div className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="الشخص" htmlFor="audit-actor">
          <select
            id="audit-actor"
            className={selectClasses}
            value={params.actorId}
            onChange={(e) => filter({ actorId: e.target.value })}
          >
            <option value="">الجميع</option>
            {actors?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.username}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="القسم" htmlFor="audit-resource">
          <select
            id="audit-resource"
            className={selectClasses}
            value={params.resource}
            onChange={(e) => filter({ resource: e.target.value })}
          >
            <option value="">كل الأقسام</option>
            {Object.entries(AUDIT_RESOURCE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        {/* The day in words too: a browser in English shows 12/04/2026, easily read as 12 April. */}
        <FormField label="من تاريخ" htmlFor="audit-from" hint={params.from ? formatDate(params.from) : undefined}>
          <Input id="audit-from" type="date" value={params.from} onChange={(e) => filter({ from: e.target.value })} />
        </FormField>
        <FormField label="إلى تاريخ" htmlFor="audit-to" hint={params.to ? formatDate(params.to) : undefined}>
          <Input id="audit-to" type="date" value={params.to} onChange={(e) => filter({ to: e.target.value })} />
        </FormField>
      </div>
      {log.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="جارٍ تحميل السجل..." />
        </div>
      ) : log.isError ? (
        <p className="py-10 text-center text-red-600">{errorMessage(log.error, "تعذر تحميل السجل")}</p>
      ) : log.data.items.length === 0 ? (
        <p className="py-10 text-center text-neutral-500">لا توجد عمليات مطابقة</p>
      ) : (
        <>
          <Table className="bg-white">
            <TableHeader>
              <TableRow>
                <TableHead>الوقت</TableHead>
                <TableHead>الشخص</TableHead>
                <TableHead>العملية</TableHead>
                <TableHead>القسم</TableHead>
                <TableHead>التغييرات</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.data.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
                  <TableCell>
                    <bdi>{entry.actorUsername ?? entry.actorName ?? "—"}</bdi>
                  </TableCell>
                  <TableCell>{AUDIT_ACTION_LABELS[entry.action] ?? "عملية أخرى"}</TableCell>
                  <TableCell>
                    {AUDIT_RESOURCE_LABELS[entry.resource] ?? "قسم آخر"}
                    {entry.recordName ? (
                      <>
                        : <bdi className="font-semibold">{entry.recordName}</bdi>
                      </>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <AuditChangesList entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <PaginationNav
            label="صفحات السجل"
            page={params.page}
            pages={Math.ceil(log.data.total / PAGE_SIZE)}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
          />
        </>
      )}
    </AdminPage>
  );
}
