import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { lazyPage } from "./lazy-page";
import { usePageTitle } from "./use-page-title";
import { lazyPublicPage } from "./routes/public-page";
import { HomePage } from "./routes/home";

// Only the home page is in the first bundle; every other page, and all of the admin, loads on demand.
const JobsPage = lazyPublicPage(() => import("@/features/recruitment/components/jobs-page").then((m) => m.JobsPage));
const WinPage = lazyPublicPage(() => import("@/features/lottery/components/win-page").then((m) => m.WinPage));
const SubmitReviewPage = lazyPublicPage(() =>
  import("@/features/reviews/components/submit-review-page").then((m) => m.SubmitReviewPage),
);
const SubmitReelPage = lazyPublicPage(() =>
  import("@/features/reels/components/submit-reel-page").then((m) => m.SubmitReelPage),
);
const TermsPage = lazyPublicPage(() => import("@/features/recruitment/components/terms-page").then((m) => m.TermsPage));

// The 404 page is rare: its few lines are not worth carrying on every visit.
const NotFoundPage = lazyPage(() => import("./routes/not-found").then((m) => m.NotFoundPage));

const LoginPage = lazyPage(() => import("@/features/auth/components/login-page").then((m) => m.LoginPage));
const SetupPage = lazyPage(() => import("@/features/auth/components/setup-page").then((m) => m.SetupPage));
const AdminApp = lazyPage(() => import("./admin/admin-app").then((m) => m.AdminApp));

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
        <Route path="/" component={HomePage} />
        <Route path="/jobs" component={JobsPage} />
        <Route path="/win" component={WinPage} />
        <Route path="/submit-review" component={SubmitReviewPage} />
        <Route path="/submit-reel" component={SubmitReelPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/admin/login" component={LoginPage} />
        <Route path="/admin/setup" component={SetupPage} />
        <Route path="/admin">
          <Redirect to="/admin/dashboard" replace />
        </Route>
        <Route path="/admin/dashboard" nest>
          <AdminApp />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
