import { useState } from "react";
import { Plus } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useAccounts } from "../api/staff-queries";
import { AccountsTable } from "./accounts-table";
import { AddAccountDialog } from "./add-account-dialog";

export function AdminStaffPage() {
  const accounts = useAccounts();
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage
      title="الحسابات"
      description="حسابات فريق العمل وأدوارهم وفروعهم. كلمة مرورك وأجهزتك في «حسابي»."
      className="max-w-5xl"
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          إضافة مسؤول
        </Button>
      }
    >
      {accounts.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="جارٍ تحميل الحسابات..." />
        </div>
      ) : accounts.isError ? (
        <p className="py-10 text-center text-red-600">{errorMessage(accounts.error, "تعذر تحميل الحسابات")}</p>
      ) : (
        <AccountsTable accounts={accounts.data} />
      )}
      <AddAccountDialog open={adding} onOpenChange={setAdding} />
    </AdminPage>
  );
}
