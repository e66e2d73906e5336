import { lazy, Suspense, type ComponentType } from "react";
import { Spinner } from "@/components/ui/spinner";
import { PublicLayout } from "../layout/public-layout";

/** A public page loaded on demand, inside the site header and footer. */
export function lazyPublicPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function PublicPage() {
    return (
      <PublicLayout>
        <Suspense fallback={<div className="flex justify-center py-24"><Spinner /></div>}>
          <Page />
        </Suspense>
      </PublicLayout>
    );
  };
}
