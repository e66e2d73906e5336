import { lazy, Suspense } from "react";

// The branch cards (hours rule, links, icons) load beside the home page's first script, not inside it:
// the server has already drawn them, and they hydrate as soon as this code arrives.
const BranchesSection = lazy(() => import("./branches-section").then((m) => ({ default: m.BranchesSection })));

export function LazyBranchesSection() {
  return (
    <Suspense fallback={<div className="min-h-64" aria-busy="true" />}>
      <BranchesSection />
    </Suspense>
  );
}
