import { type ComponentType, Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { lazyPage } from "./lazy-page";
import { usePageTitle } from "./use-page-title";
import { lazyPublicPage } from "./routes/public-page";
import { HomePage } from "./routes/home";
import { ADMIN_BASE, ADMIN_DASHBOARD_PAGES } from "@shared/app-paths";
import { ORDER_STATUS_PATH, PUBLIC_PAGES, type PublicPath } from "@shared/public-pages";
import { literal } from "./exact-path";

// The component of each page of the public page table, loaded from the module the table names.
// Only the home page is in the first bundle; every other page, and all of the admin, loads on demand.
const PAGE_COMPONENTS: Record<PublicPath, ComponentType> = {
  "/": HomePage,
  "/jobs": lazyPublicPage(() => import("@/features/recruitment/components/jobs-page").then((m) => m.JobsPage)),
  "/win": lazyPublicPage(() => import("@/features/lottery/components/win-page").then((m) => m.WinPage)),
  "/submit-review": lazyPublicPage(() =>
    import("@/features/reviews/components/submit-review-page").then((m) => m.SubmitReviewPage),
  ),
  "/submit-reel": lazyPublicPage(() =>
    import("@/features/reels/components/submit-reel-page").then((m) => m.SubmitReelPage),
  ),
  "/terms": lazyPublicPage(() => import("@/features/terms/components/terms-page").then((m) => m.TermsPage)),
  "/order": lazyPublicPage(() => import("@/features/orders/components/order-page").then((m) => m.OrderPage)),
};

// An order's status: one page for every token (ORDER_STATUS_PAGE), outside the table above.
const OrderStatusPage = lazyPublicPage(() =>
  import("@/features/orders/components/order-status-page").then((m) => m.OrderStatusPage),
);

// The 404 page is rare: its few lines are not worth carrying on every visit.
const NotFoundPage = lazyPage(() => import("./routes/not-found").then((m) => m.NotFoundPage));

const LoginPage = lazyPage(() => import("./admin/login-route").then((m) => m.LoginRoute));
const SetupPage = lazyPage(() => import("@/features/auth/components/setup-page").then((m) => m.SetupPage));
const AdminApp = lazyPage(() => import("./admin/admin-app").then((m) => m.AdminApp));

// The dashboard's own pages only (the base is what the nested routes are relative to); any other
// path under it is the 404 page, as the server answers it.
const subPages = ADMIN_DASHBOARD_PAGES.filter((page) => page !== "/").map(literal);
const ADMIN_DASHBOARD_ROUTE = new RegExp(`^${literal(ADMIN_BASE)}(?=$|(?:${subPages.join("|")})$)`);

// A path ending in a slash (but not "//host/", which would name another site): the same rule as
// the server's 301. In-app links reach such paths too: a dashboard link to "/" is the base plus "/".
const TRAILING_SLASH = /^\/(?![/\\])(?:.*[^/])?\/+$/;

function WithoutTrailingSlash() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={location.replace(/\/+$/, "") + (search ? `?${search}` : "")} replace />;
}

export function AppRouter() {
  usePageTitle();
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner />
        </div>
      }
    >
      <Switch>
        {PUBLIC_PAGES.map((page) => (
          <Route key={page.path} path={page.path} component={PAGE_COMPONENTS[page.path]} />
        ))}
        <Route path={ORDER_STATUS_PATH} component={OrderStatusPage} />
        <Route path="/admin/login" component={LoginPage} />
        <Route path="/admin/setup" component={SetupPage} />
        <Route path="/admin">
          <Redirect to="/admin/dashboard" replace />
        </Route>
        <Route path={ADMIN_DASHBOARD_ROUTE} nest>
          <AdminApp />
        </Route>
        <Route path={TRAILING_SLASH} component={WithoutTrailingSlash} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
