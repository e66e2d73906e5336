import type { StaffAccount } from "@shared/schema/staff-forms";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useSetAccountDisabled } from "../api/set-account-disabled";

export function AccountsTable({ accounts }: { accounts: StaffAccount[] }) {
  return (
    <Table className="bg-white">
      <TableHeader>
        <TableRow>
          <TableHead>اسم المستخدم</TableHead>
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
            </TableCell>
            <TableCell>
              {account.disabledAt ? <Badge variant="muted">معطّل</Badge> : <Badge variant="success">مفعّل</Badge>}
            </TableCell>
            <TableCell>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : "لم يدخل بعد"}</TableCell>
            <TableCell>
              <StatusButton account={account} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function StatusButton({ account }: { account: StaffAccount }) {
  const status = useSetAccountDisabled();
  const disable = !account.disabledAt;
  const run = () =>
    status.mutate(
      { id: account.id, disabled: disable },
      {
        onSuccess: () => toast({ title: disable ? "تم تعطيل الحساب" : "تم تفعيل الحساب" }),
        onError: (error) =>
          toast({
            title: "تعذر تغيير حالة الحساب",
            description: errorMessage(error, "يرجى المحاولة مرة أخرى"),
            variant: "destructive",
          }),
      },
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
