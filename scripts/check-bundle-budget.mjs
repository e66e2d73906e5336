// Part of `npm test` (after the build): fails when a public route's gzipped script exceeds its budget.
import { BUDGETS_KB, routeBundles } from "./bundle-sizes.mjs";

const kb = (bytes) => (bytes / 1024).toFixed(1);
let over = 0;
for (const [route, bundle] of Object.entries(routeBundles())) {
  const budget = BUDGETS_KB[route];
  const ok = bundle.gzipBytes <= budget * 1024;
  if (!ok) over += 1;
  const deferred = bundle.deferredGzipBytes ? ` (+${kb(bundle.deferredGzipBytes)} KB after hydration)` : "";
  console.log(
    `${ok ? "ok  " : "OVER"} ${route.padEnd(15)} ${kb(bundle.gzipBytes).padStart(6)} KB of ${budget} KB gzipped${deferred}`,
  );
}
if (over > 0) {
  console.error(`${over} public route(s) over their script budget (scripts/bundle-sizes.mjs).`);
  process.exit(1);
}
