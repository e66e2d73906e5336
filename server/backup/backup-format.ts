import type { AppliedMigration, SequenceState } from "./catalog";

/**
 * A backup is one gzip file of UTF-8 lines, each ending in "\n": the manifest first, then one line
 * per row ({"t": table, "r": row as PostgreSQL's row_to_json wrote it}), then one per image file
 * ({"f": key, "d": base64}), and last the trailer: the totals, the rows per table and the SHA-256
 * of every byte before it, so a cut-off or altered file is noticed before a restore touches anything.
 * Lines are split on "\n" alone: JSON escapes it inside strings, while U+2028, U+2029 and every
 * other character stay as they are. Version 1 files (no checksum in their end line) still restore.
 */
export const BACKUP_FORMAT = "broasted-backup";
export const BACKUP_VERSION = 2;
export const READABLE_VERSIONS: readonly number[] = [1, BACKUP_VERSION];

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The migration level: every migration applied to the backed-up database, oldest first. */
  migrations: AppliedMigration[];
  /** Tables in load order (parents first) with their row counts. */
  tables: { name: string; rows: number }[];
  sequences: SequenceState[];
  /** "local": image files follow the rows; "s3": they stay in the bucket and are not in the file. */
  images: "local" | "s3";
};

export type BackupEnd = {
  end: true;
  rows: number;
  files: number;
  /** Rows written per table (version 2 on). */
  tables?: Record<string, number>;
  /** Hex SHA-256 of every byte of the uncompressed file before the trailer line (version 2 on). */
  sha256?: string;
};

export class BackupFileError extends Error {}

export const rowLine = (table: string, rowJson: string) => `{"t":${JSON.stringify(table)},"r":${rowJson}}\n`;

/** A row line's start: its table as a JSON string (any character but an unescaped quote or backslash). */
const ROW_START = /^\{"t":("(?:[^"\\]|\\[\s\S])*"),"r":/;

export const fileLine = (key: string, data: Buffer) => `${JSON.stringify({ f: key, d: data.toString("base64") })}\n`;

export type BackupLine =
  | { kind: "row"; table: string; rowJson: string }
  | { kind: "file"; key: string; data: Buffer }
  | { kind: "end"; end: BackupEnd };

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One line after the manifest, checked in full: a row keeps its JSON exactly as written (numbers keep
 * every digit); anything that is not a row, an image file or the trailer is an error, never skipped.
 */
export function parseLine(line: string, number: number): BackupLine {
  const bad = (why: string) => new BackupFileError(`Line ${number} of the backup is damaged (${why}).`);
  const row = ROW_START.exec(line);
  if (row) {
    // The table's JSON string, then the row's JSON object, then the closing brace: nothing else.
    const table = parseJson(row[1]);
    const rowJson = line.slice(row[0].length, -1);
    const value = parseJson(rowJson);
    if (typeof table !== "string" || !line.endsWith("}") || !value || typeof value !== "object" || Array.isArray(value))
      throw bad("not a row line as a backup writes it");
    return { kind: "row", table, rowJson };
  }
  const value = parseJson(line) as Record<string, unknown> | undefined;
  if (!value || typeof value !== "object" || Array.isArray(value)) throw bad("not a JSON object");
  if (typeof value.f === "string" && typeof value.d === "string") {
    const data = Buffer.from(value.d, "base64");
    if (data.toString("base64") !== value.d) throw bad("the image file's data is not base64");
    return { kind: "file", key: value.f, data };
  }
  if (value.end === true && isCount(value.rows) && isCount(value.files))
    return { kind: "end", end: value as BackupEnd };
  throw bad("neither a row, an image file nor the end");
}
