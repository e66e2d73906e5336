import { useState } from "react";
import type { StaffAccount } from "@shared/api/staff.contract";
import { useBranchLabel } from "@/hooks/use-branches";
import { ROLE_LABELS, STAFF_MESSAGES } from "@shared/schema/staff-forms";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/lib/toast-store";
import { useApiMutation } from "@/lib/api-mutation";
import { formatDateTime } from "@/lib/format";
import { NameDialog } from "./name-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { RoleDialog } from "./role-dialog";
import { staffRoutes } from "@shared/api/staff.routes";

export function AccountsTable({ accounts }: { accounts: StaffAccount[] }) {
  const branchLabel = useBranchLabel();
  // The server refuses to disable the last enabled owner (nobody could run the dashboard): not offered.
  const enabledOwners = accounts.filter((account) => !account.disabledAt && account.role === "owner").length;
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [changingRole, setChangingRole] = useState<StaffAccount | null>(null);
  const [naming, setNaming] = useState<StaffAccount | null>(null);
  return (
    <>
      <Table className="bg-white">
        <TableHeader>
          <TableRow>
            <TableHead>اسم المستخدم</TableHead>
            <TableHead>الدور والفروع</TableHead>
            <TableHead>الحالة</TableHead>
            <TableHead>آخر دخول</TableHead>
            <TableHead>الإجراءات</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell>
                <span dir="ltr" className="font-semibold">
                  {account.username}
                </span>
                {account.isSelf ? <span className="ms-2 text-xs text-neutral-500">(أنت)</span> : null}
                {account.fullName ? <span className="block text-sm text-neutral-700">{account.fullName}</span> : null}
              </TableCell>
              <TableCell>
                <span className="font-medium">{ROLE_LABELS[account.role]}</span>
                {account.role === "owner" ? null : (
                  <span className="ms-2 text-sm text-neutral-600">{account.branches.map(branchLabel).join("، ")}</span>
                )}
              </TableCell>
              <TableCell>
                {account.disabledAt ? <Badge variant="muted">معطّل</Badge> : <Badge variant="success">مفعّل</Badge>}
                {account.mustChangePassword ? (
                  <span className="ms-2 text-xs text-neutral-600">بانتظار اختيار كلمة مرور خاصة</span>
                ) : null}
              </TableCell>
              <TableCell>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : "لم يدخل بعد"}</TableCell>
              <TableCell>
                <div className="flex flex-wrap items-start gap-2">
                  <StatusButton
                    account={account}
                    lastEnabled={account.role === "owner" && !account.disabledAt && enabledOwners === 1}
                  />
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setNaming(account)}
                    aria-label={`تعديل الاسم الكامل لـ ${account.username}`}
                  >
                    الاسم الكامل
                  </Button>
                  {account.isSelf ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setChangingRole(account)}
                      aria-label={`تغيير دور ${account.username} وفروعه`}
                    >
                      الدور والفروع
                    </Button>
                  )}
                  {account.isSelf ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setResetting(account)}
                      aria-label={`تعيين كلمة مرور مؤقتة لـ ${account.username}`}
                    >
                      كلمة مرور مؤقتة
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ResetPasswordDialog account={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <RoleDialog account={changingRole} onOpenChange={(open) => !open && setChangingRole(null)} />
      <NameDialog account={naming} onOpenChange={(open) => !open && setNaming(null)} />
    </>
  );
}

function StatusButton({ account, lastEnabled }: { account: StaffAccount; lastEnabled: boolean }) {
  const status = useApiMutation(staffRoutes, "setAccountDisabled", { failure: "تعذر تغيير حالة الحساب" });
  const disable = !account.disabledAt;
  const run = () =>
    status.mutate(
      { params: { id: account.id }, body: { disabled: disable } },
      { onSuccess: () => toast({ title: disable ? "تم تعطيل الحساب" : "تم تفعيل الحساب" }) },
    );
  if (!disable) {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={status.isPending}
        onClick={run}
        aria-label={`تفعيل ${account.username}`}
      >
        تفعيل
      </Button>
    );
  }
  if (lastEnabled) {
    const noteId = `last-admin-${account.id}`;
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" disabled aria-describedby={noteId} aria-label={`تعطيل ${account.username}`}>
          تعطيل
        </Button>
        <span id={noteId} className="text-xs text-neutral-600">
          {STAFF_MESSAGES.lastAdmin}
        </span>
      </div>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" disabled={status.isPending} aria-label={`تعطيل ${account.username}`}>
          تعطيل
        </Button>
      }
      title="تعطيل الحساب"
      description={`سيخرج ${account.username} من كل أجهزته فوراً ولن يستطيع الدخول حتى يُعاد تفعيل حسابه.`}
      confirmLabel="تعطيل"
      pending={status.isPending}
      onConfirm={run}
    />
  );
}
