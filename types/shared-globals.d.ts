// The few web-platform globals shared/ may use: both the browser and Node have them built in.
// Declared by hand (only the members shared/ reads) because tsconfig.shared.json loads neither the
// DOM lib nor @types/node, so that anything else from either platform fails `npm run check`.

declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly port: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: { get(name: string): string | null };
  toString(): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
