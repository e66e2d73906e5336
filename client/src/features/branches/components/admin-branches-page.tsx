import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AdminBranchDto } from "@shared/api/branches.contract";
import type { BranchFormValues } from "@shared/schema/branches-forms";
import { AdminPage } from "@/components/admin/admin-page";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useApiMutation } from "@/lib/api-mutation";
import { useMayCall } from "@/lib/staff-access";
import { adminBranchesQuery } from "../api/branches-queries";
import { BranchForm } from "./branch-form";
import { BranchListCard } from "./branch-list-card";
import { branchesRoutes } from "@shared/api/branches.routes";

/**
 * /admin/dashboard/branches: the owner's list of branches (add, rename, reorder, close), then each
 * branch's details and hours, one tab each (a manager sees their own branches' tabs only).
 */
export function AdminBranchesPage() {
  const list = useQuery(adminBranchesQuery());
  const managesList = useMayCall(branchesRoutes.create);
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
        <>
          {managesList ? (
            <BranchListCard branches={list.data} onAdded={(slug) => unsaved.confirmLeave(() => setTab(slug))} />
          ) : null}
          {/* Manual activation: a tab opens on click or Enter, not on focus, so asking about unsaved
              edits (which moves focus) cannot loop back into another switch. */}
          <Tabs
            value={tab ?? list.data[0]?.slug}
            onValueChange={(next) => unsaved.confirmLeave(() => setTab(next))}
            activationMode="manual"
          >
            <TabsList aria-label="الفروع" className="flex-wrap">
              {list.data.map((branch) => (
                <TabsTrigger key={branch.slug} value={branch.slug}>
                  {branch.closedAt ? `${branch.name} (مغلق)` : branch.name}
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
        </>
      )}
      {unsaved.prompt}
    </AdminPage>
  );
}

function BranchEditor({ branch, onDirtyChange }: { branch: AdminBranchDto; onDirtyChange: (dirty: boolean) => void }) {
  const update = useApiMutation(branchesRoutes, "update", {
    success: `تم حفظ فرع ${branch.name}`,
    failure: "❌ خطأ في حفظ الفرع",
    fallback: "فشل في حفظ الفرع",
  });
  // The form has already turned a full Maps link into coordinates; a short link (or none) travels back
  // as the link itself, which the server keeps as the directions link (blank clears it).
  const submit = ({ mapsUrl, ...fields }: BranchFormValues) =>
    update.mutate({
      params: { slug: branch.slug },
      body: mapsUrl === undefined ? fields : { ...fields, mapsLink: mapsUrl ?? "" },
    });
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
