import type { PublicPage } from "../shared/public-pages";

export declare const PUBLIC_PAGES: readonly PublicPage[];
