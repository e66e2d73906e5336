export declare const BUDGETS_KB: Record<string, number>;
export declare function routeBundles(
  dist?: string,
): Record<string, { files: string[]; gzipBytes: number; deferredGzipBytes: number }>;
