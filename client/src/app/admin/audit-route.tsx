import { AdminAuditPage } from "@/features/audit/components/admin-audit-page";
import { useAccounts } from "@/features/staff/api/staff-queries";

/** The audit log, its "who" filter listing the staff accounts. */
export function AuditRoute() {
  const accounts = useAccounts();
  return <AdminAuditPage actors={accounts.data} />;
}
