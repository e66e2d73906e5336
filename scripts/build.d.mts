export declare function buildAll(): Promise<void>;
