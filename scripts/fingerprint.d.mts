export declare function sourceFingerprint(): string;
