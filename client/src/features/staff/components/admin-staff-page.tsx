import { useState } from "react";
import { Plus } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useAccounts } from "../api/get-accounts";
import { AccountsTable } from "./accounts-table";
import { AddAccountDialog } from "./add-account-dialog";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsCard } from "./sessions-card";

export function AdminStaffPage() {
  const accounts = useAccounts();
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage
      title="الحسابات والجلسات"
      description="حسابات المسؤولين، وكلمة مرورك، والأجهزة التي دخلت منها."
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
      <ChangePasswordForm />
      <SessionsCard />
      <AddAccountDialog open={adding} onOpenChange={setAdding} />
    </AdminPage>
  );
}
