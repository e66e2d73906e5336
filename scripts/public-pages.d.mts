import type { ServedPage } from "../shared/public-pages-served";

export declare const PUBLIC_PAGES: readonly ServedPage[];
