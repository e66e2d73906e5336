import { useState } from "react";
import type { AdminBranchDto, BranchFormValues } from "@shared/schema/branches-forms";
import { AdminPage } from "@/components/admin/admin-page";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAdminBranches } from "../api/get-admin-branches";
import { useUpdateBranch } from "../api/update-branch";
import { BranchForm } from "./branch-form";

/** /admin/dashboard/branches: each of the four branches' details and hours, one tab each. */
export function AdminBranchesPage() {
  const list = useAdminBranches();
  const [tab, setTab] = useState<string | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  return (
    <AdminPage
      title="الفروع"
      description="العنوان والهاتف والموقع وروابط التوصيل وساعات العمل لكل فرع، كما تظهر للزوار."
      className="max-w-5xl"
    >
      {list.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          تعذر تحميل الفروع.
        </p>
      ) : (
        // Manual activation: a tab opens on click or Enter, not on focus, so asking about unsaved
        // edits (which moves focus) cannot loop back into another switch.
        <Tabs
          value={tab ?? list.data[0]?.slug}
          onValueChange={(next) => unsaved.confirmLeave(() => setTab(next))}
          activationMode="manual"
        >
          <TabsList aria-label="الفروع">
            {list.data.map((branch) => (
              <TabsTrigger key={branch.slug} value={branch.slug}>
                {branch.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {list.data.map((branch) => (
            <TabsContent key={branch.slug} value={branch.slug}>
              <Card className="p-4 sm:p-6">
                <BranchEditor branch={branch} onDirtyChange={setDirty} />
              </Card>
            </TabsContent>
          ))}
        </Tabs>
      )}
      {unsaved.prompt}
    </AdminPage>
  );
}

function BranchEditor({ branch, onDirtyChange }: { branch: AdminBranchDto; onDirtyChange: (dirty: boolean) => void }) {
  const update = useUpdateBranch();
  const submit = (changes: BranchFormValues) =>
    update.mutate(
      { slug: branch.slug, changes },
      {
        onSuccess: () => toast({ title: `تم حفظ فرع ${branch.name}` }),
        onError: (error) =>
          toast({
            title: "❌ خطأ في حفظ الفرع",
            description: errorMessage(error, "فشل في حفظ الفرع"),
            variant: "destructive",
          }),
      },
    );
  // Keyed by the saved version: after a save the form shows the stored values (e.g. the phone as stored).
  return (
    <BranchForm
      key={branch.updatedAt ?? "new"}
      branch={branch}
      pending={update.isPending}
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
    />
  );
}
