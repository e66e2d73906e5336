export declare const PUBLIC_PAGES: string[];
export declare function htmlErrors(documents: { name: string; html: string }[]): string;
export declare function fetchPages(base: string): Promise<{ name: string; html: string }[]>;
