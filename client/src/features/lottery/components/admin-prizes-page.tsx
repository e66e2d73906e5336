import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { AdminPage } from "@/components/admin/admin-page";
import { Plus } from "lucide-react";
import type { PrizeDto } from "@shared/api/lottery.contract";
import { DeleteRowButton, EditRowButton } from "@/components/admin/row-action-buttons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { collectedAtText } from "@shared/schema/draw-rules";
import { prizesQuery } from "../api/lottery-queries";
import { DrawSettingsCard } from "./draw-settings-card";
import { PrizeDialog } from "./prize-dialog";
import { lotteryRoutes } from "@shared/api/lottery.routes";

export function AdminPrizesPage() {
  const prizes = useQuery(prizesQuery());
  const [dialog, setDialog] = useState<{ open: boolean; prize: PrizeDto | null }>({ open: false, prize: null });
  const [toDelete, setToDelete] = useState<PrizeDto | null>(null);
  // Its entries now show an unknown prize, and the draw may have closed: every lottery read is refreshed.
  const remove = useApiMutation(lotteryRoutes, "removePrize", {
    success: "تم حذف الجائزة بنجاح",
    failure: "خطأ في حذف الجائزة",
    fallback: "حدث خطأ أثناء حذف الجائزة",
  });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate({ params: { id: toDelete.id } });
    setToDelete(null);
  };

  return (
    <AdminPage
      title="الجوائز"
      description="جوائز السحب في صفحة اربح معنا؛ تدخل السحب الجوائز النشطة التي بقي منها شيء، كلٌّ بحسب وزنها."
      actions={
        <Button onClick={() => setDialog({ open: true, prize: null })}>
          <Plus aria-hidden /> إضافة جائزة
        </Button>
      }
    >
      {prizes.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : prizes.isError ? (
        <p role="alert" className="text-red-600">
          {errorMessage(prizes.error, "تعذر تحميل الجوائز")}
        </p>
      ) : prizes.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 py-12 text-center text-neutral-500">
          لا توجد جوائز بعد
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>اسم الجائزة</TableHead>
              <TableHead>المتبقي</TableHead>
              <TableHead>الوزن</TableHead>
              <TableHead>فروع الاستلام</TableHead>
              <TableHead>الحالة</TableHead>
              <TableHead className="w-32">الإجراءات</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {prizes.data.map((prize) => (
              <TableRow key={prize.id}>
                <TableCell className="font-semibold">{prize.name}</TableCell>
                <TableCell>{prize.stock === null ? "بلا حد" : prize.stock}</TableCell>
                <TableCell>{prize.weight}</TableCell>
                <TableCell>{collectedAtText(prize.branches)}</TableCell>
                <TableCell>
                  <Badge variant={prize.isActive ? "success" : "muted"}>{prize.isActive ? "نشطة" : "غير نشطة"}</Badge>
                </TableCell>
                <TableCell>
                  <div className="flex gap-1">
                    <EditRowButton name={prize.name} onClick={() => setDialog({ open: true, prize })} />
                    <DeleteRowButton name={prize.name} onClick={() => setToDelete(prize)} />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <DrawSettingsCard />

      <PrizeDialog open={dialog.open} prize={dialog.prize} onClose={() => setDialog({ open: false, prize: null })} />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="حذف الجائزة"
        description="هل أنت متأكد من حذف هذه الجائزة؟"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
