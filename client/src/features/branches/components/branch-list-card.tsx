import { useState } from "react";
import type { AdminBranchDto } from "@shared/api/branches.contract";
import { branchesRoutes } from "@shared/api/branches.routes";
import { MoveButtons } from "@/components/admin/move-buttons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiMutation } from "@/lib/api-mutation";
import { AddBranchDialog } from "./add-branch-dialog";
import { RenameBranchDialog } from "./rename-branch-dialog";

/**
 * The owner's list of branches: add one, rename, reorder, close (it leaves the public site at once and
 * stays in the history by its name) or open it again.
 */
export function BranchListCard({ branches, onAdded }: { branches: AdminBranchDto[]; onAdded: (slug: string) => void }) {
  const [renaming, setRenaming] = useState<AdminBranchDto | null>(null);
  const [closing, setClosing] = useState<AdminBranchDto | null>(null);
  const move = useApiMutation(branchesRoutes, "move", {
    success: (saved) => `تم نقل فرع ${saved.name}`,
    failure: "❌ خطأ في ترتيب الفروع",
    fallback: "فشل في نقل الفرع",
  });
  const setClosed = useApiMutation(branchesRoutes, "setClosed", {
    success: (saved) => (saved.closedAt ? `أُغلق فرع ${saved.name}` : `أعيد فتح فرع ${saved.name}`),
    failure: "❌ خطأ في حفظ حالة الفرع",
    fallback: "فشل في حفظ حالة الفرع",
  });
  const close = (branch: AdminBranchDto, closed: boolean) =>
    setClosed.mutate({ params: { slug: branch.slug }, body: { closed } });

  return (
    <Card className="mb-6 p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">قائمة الفروع</h2>
        <AddBranchDialog onAdded={onAdded} />
      </div>
      <ul aria-label="قائمة الفروع" className="divide-y divide-neutral-200">
        {branches.map((branch, index) => (
          <li key={branch.slug} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
            <div className="w-full min-w-0 sm:w-auto sm:flex-1">
              <span className="font-semibold">{branch.name}</span>
              {branch.closedAt ? (
                <Badge variant="muted" className="ms-2">
                  مغلق
                </Badge>
              ) : null}
              <span dir="ltr" className="block text-end text-xs break-all text-neutral-500">
                ?branch={branch.slug}
              </span>
            </div>
            <MoveButtons
              name={branch.name}
              first={index === 0}
              last={index === branches.length - 1}
              pending={move.isPending}
              onMove={(direction) => move.mutate({ params: { slug: branch.slug }, body: { direction } })}
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRenaming(branch)}
              aria-label={`إعادة تسمية ${branch.name}`}
            >
              إعادة تسمية
            </Button>
            {branch.closedAt ? (
              <Button
                variant="outline"
                size="sm"
                disabled={setClosed.isPending}
                onClick={() => close(branch, false)}
                aria-label={`إعادة فتح ${branch.name}`}
              >
                إعادة فتح
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={setClosed.isPending}
                onClick={() => setClosing(branch)}
                aria-label={`إغلاق ${branch.name}`}
              >
                إغلاق
              </Button>
            )}
          </li>
        ))}
      </ul>
      <RenameBranchDialog branch={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => (open ? undefined : setClosing(null))}
        title={closing ? `إغلاق فرع ${closing.name}؟` : ""}
        description="يختفي الفرع من الموقع والمنيو فوراً، ويبقى اسمه في السجل وتسليمات الجوائز وحسابات الموظفين. يمكنك إعادة فتحه لاحقاً."
        confirmLabel="إغلاق الفرع"
        onConfirm={() => {
          if (closing) close(closing, true);
        }}
      />
    </Card>
  );
}
