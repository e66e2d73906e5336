import { Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { ADMIN_DASHBOARD_PAGES, type AdminDashboardPage } from "@shared/app-paths";
import { Spinner } from "@/components/ui/spinner";
import { SignedInShell } from "./signed-in-shell";
import { lazyPage as page } from "../lazy-page";

const AdminMenuPage = page(() => import("@/features/menu/components/admin-menu-page").then((m) => m.AdminMenuPage));
const AdminOrdersPage = page(() =>
  import("@/features/order-board/components/admin-orders-page").then((m) => m.AdminOrdersPage),
);
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
const AdminTermsPage = page(() => import("@/features/terms/components/admin-terms-page").then((m) => m.AdminTermsPage));
const OverviewPage = page(() => import("./overview-route").then((m) => m.OverviewRoute));
const AdminBranchesPage = page(() =>
  import("@/features/branches/components/admin-branches-page").then((m) => m.AdminBranchesPage),
);
const AdminStaffPage = page(() => import("@/features/staff/components/admin-staff-page").then((m) => m.AdminStaffPage));
const MyAccountPage = page(() => import("@/features/staff/components/my-account-page").then((m) => m.MyAccountPage));
const AdminAuditPage = page(() => import("./audit-route").then((m) => m.AuditRoute));
const AdminSettingsPage = page(() => import("./settings-route").then((m) => m.SettingsRoute));

const PAGES: Record<AdminDashboardPage, ComponentType> = {
  "/": AdminMenuPage,
  "/overview": OverviewPage,
  "/orders": AdminOrdersPage,
  "/offers": AdminOffersPage,
  "/reviews": AdminReviewsPage,
  "/reels": AdminReelsPage,
  "/social": AdminSocialPage,
  "/jobs": AdminJobsPage,
  "/prizes": AdminPrizesPage,
  "/lottery": AdminEntriesPage,
  // The same page: what a cashier may do there is "sold out today" at their branch.
  "/sold-out": AdminMenuPage,
  "/terms": AdminTermsPage,
  "/branches": AdminBranchesPage,
  "/settings": AdminSettingsPage,
  "/staff": AdminStaffPage,
  "/audit": AdminAuditPage,
  "/account": MyAccountPage,
};

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
          {ADMIN_DASHBOARD_PAGES.map((path) => (
            <Route key={path} path={path} component={PAGES[path]} />
          ))}
        </Switch>
      </Suspense>
    </SignedInShell>
  );
}
