import { ROLE_LABELS } from "@shared/schema/staff-forms";
import { AdminPage } from "@/components/admin/admin-page";
import { Card, CardContent } from "@/components/ui/card";
import { useBranchLabel } from "@/hooks/use-branches";
import { useStaffAccess } from "@/lib/staff-access";
import { ChangePasswordForm } from "./change-password-form";
import { OwnNameForm } from "./own-name-form";
import { SessionsCard } from "./sessions-card";

/** Every staff member's own page, whatever the role: who they are here, their password, their devices. */
export function MyAccountPage() {
  const access = useStaffAccess();
  const branchLabel = useBranchLabel();
  const branches = access?.branches.map(branchLabel) ?? [];
  return (
    <AdminPage
      title="حسابي"
      description="اسمك ودورك وفروعك، وكلمة مرورك، والأجهزة التي دخلت منها."
      className="max-w-3xl"
    >
      {access ? (
        <Card>
          <CardContent className="pt-6">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-neutral-600">الدور</dt>
                <dd className="font-semibold">{ROLE_LABELS[access.role]}</dd>
              </div>
              <div>
                <dt className="text-sm text-neutral-600">الفروع</dt>
                <dd className="font-semibold">
                  {access.role === "owner" ? "كل الفروع" : branches.length ? branches.join("، ") : "لا فروع بعد"}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      ) : null}
      {access ? <OwnNameForm fullName={access.fullName} /> : null}
      <ChangePasswordForm />
      <SessionsCard />
    </AdminPage>
  );
}
