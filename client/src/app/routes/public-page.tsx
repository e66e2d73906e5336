import { Suspense, type ComponentType } from "react";
import { Spinner } from "@/components/ui/spinner";
import { lazyPage } from "../lazy-page";
import { PublicLayout } from "../layout/public-layout";

/** A public page loaded on demand, inside the site header and footer. */
export function lazyPublicPage(load: () => Promise<ComponentType>) {
  const Page = lazyPage(load);
  return function PublicPage() {
    return (
      <PublicLayout>
        <Suspense
          fallback={
            <div className="flex justify-center py-24">
              <Spinner />
            </div>
          }
        >
          <Page />
        </Suspense>
      </PublicLayout>
    );
  };
}
