import { lotteryRoutes } from "@shared/api/lottery.routes";
import { AdminPage } from "@/components/admin/admin-page";
import { useMayCall } from "@/lib/staff-access";
import { CounterPanel } from "./counter-panel";
import { EntriesSection } from "./entries-section";

/**
 * The draw's page: the counter at the top (look an invoice up, hand its prize over), then, for a manager
 * or the owner, the entries. A cashier's work is the counter alone; the list (with phone numbers) is not theirs.
 */
export function AdminEntriesPage() {
  const listed = useMayCall(lotteryRoutes.entries);
  return (
    <AdminPage
      title="مشاركات السحب"
      description={listed ? undefined : "ابحث عن فاتورة الفائز وسلّمه جائزته."}
      className="space-y-8"
    >
      <CounterPanel />
      {listed ? <EntriesSection /> : null}
    </AdminPage>
  );
}
