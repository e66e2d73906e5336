import { lazy, type ComponentType } from "react";

/** React.lazy for a named export: `lazyPage(() => import("./x").then((m) => m.XPage))`. */
export const lazyPage = (load: () => Promise<ComponentType>) =>
  lazy(() => load().then((component) => ({ default: component })));
