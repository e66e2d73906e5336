import { AdminPage } from "@/components/admin/admin-page";
import { CounterPanel } from "./counter-panel";
import type { CounterStaff } from "./counter-staff";
import { EntriesSection } from "./entries-section";

/**
 * The draw's page: the counter at the top (look an invoice up, hand its prize over), then, for a manager
 * or the owner, the entries. A cashier's work is the counter alone; the list (with phone numbers) is not theirs.
 */
export function AdminEntriesPage({ staff }: { staff: CounterStaff }) {
  const cashier = staff.role === "cashier";
  return (
    <AdminPage
      title="مشاركات السحب"
      description={cashier ? "ابحث عن فاتورة الفائز وسلّمه جائزته." : undefined}
      className="space-y-8"
    >
      <CounterPanel staff={staff} />
      {cashier ? null : <EntriesSection staff={staff} />}
    </AdminPage>
  );
}
