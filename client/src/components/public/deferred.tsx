import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/**
 * A part of a public page whose code is a chunk of its own, fetched once the page has hydrated
 * instead of inside its first script. The server renders it whole (its render waits for lazy
 * code); in the browser its boundary keeps that server HTML until the chunk arrives and hydrates
 * it. `fallback` shows only after a client-side navigation, while the chunk loads.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** The placeholder of a section below the fold while its code loads. */
export const SECTION_PLACEHOLDER = <div className="min-h-64" aria-busy="true" />;
