import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { SignedInShell } from "./signed-in-shell";
import { lazyPage as page } from "../lazy-page";

const AdminMenuPage = page(() => import("@/features/menu/components/admin-menu-page").then((m) => m.AdminMenuPage));
const AdminOffersPage = page(() =>
  import("@/features/offers/components/admin-offers-page").then((m) => m.AdminOffersPage),
);
const AdminReviewsPage = page(() =>
  import("@/features/reviews/components/admin-reviews-page").then((m) => m.AdminReviewsPage),
);
const AdminReelsPage = page(() => import("@/features/reels/components/admin-reels-page").then((m) => m.AdminReelsPage));
const AdminSocialPage = page(() =>
  import("@/features/social/components/admin-social-page").then((m) => m.AdminSocialPage),
);
const AdminJobsPage = page(() =>
  import("@/features/recruitment/components/admin-jobs-page").then((m) => m.AdminJobsPage),
);
const AdminPrizesPage = page(() =>
  import("@/features/lottery/components/admin-prizes-page").then((m) => m.AdminPrizesPage),
);
const AdminEntriesPage = page(() =>
  import("@/features/lottery/components/admin-entries-page").then((m) => m.AdminEntriesPage),
);
const AdminTermsPage = page(() =>
  import("@/features/recruitment/components/admin-terms-page").then((m) => m.AdminTermsPage),
);
const OverviewPage = page(() => import("@/features/overview/components/overview-page").then((m) => m.OverviewPage));
const AdminBranchesPage = page(() =>
  import("@/features/branches/components/admin-branches-page").then((m) => m.AdminBranchesPage),
);
const AdminStaffPage = page(() => import("@/features/staff/components/admin-staff-page").then((m) => m.AdminStaffPage));
const AdminAuditPage = page(() => import("@/features/staff/components/admin-audit-page").then((m) => m.AdminAuditPage));
const AdminSettingsPage = page(() =>
  import("@/features/site-settings/components/admin-settings-page").then((m) => m.AdminSettingsPage),
);

/** Everything under /admin/dashboard (nested route: paths here are relative). */
export function AdminApp() {
  return (
    <SignedInShell>
      <Suspense
        fallback={
          <div className="flex justify-center py-24">
            <Spinner />
          </div>
        }
      >
        <Switch>
          <Route path="/" component={AdminMenuPage} />
          <Route path="/overview" component={OverviewPage} />
          <Route path="/offers" component={AdminOffersPage} />
          <Route path="/reviews" component={AdminReviewsPage} />
          <Route path="/reels" component={AdminReelsPage} />
          <Route path="/social" component={AdminSocialPage} />
          <Route path="/jobs" component={AdminJobsPage} />
          <Route path="/prizes" component={AdminPrizesPage} />
          <Route path="/lottery" component={AdminEntriesPage} />
          <Route path="/terms" component={AdminTermsPage} />
          <Route path="/branches" component={AdminBranchesPage} />
          <Route path="/settings" component={AdminSettingsPage} />
          <Route path="/staff" component={AdminStaffPage} />
          <Route path="/audit" component={AdminAuditPage} />
          <Route>
            <Redirect to="/" />
          </Route>
        </Switch>
      </Suspense>
    </SignedInShell>
  );
}
