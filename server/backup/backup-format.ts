import type { AppliedMigration, SequenceState } from "./catalog";

/**
 * A backup is one gzip file of JSON lines: the manifest first, then one line per row
 * ({"t": table, "r": row as PostgreSQL's row_to_json wrote it}), then one per image file
 * ({"f": key, "d": base64}), and an end line with the totals so a cut-off file is noticed.
 */
export const BACKUP_FORMAT = "broasted-backup";
export const BACKUP_VERSION = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The migration level: every migration applied to the backed-up database, oldest first. */
  migrations: AppliedMigration[];
  /** Tables in load order (parents first) with their row counts. */
  tables: { name: string; rows: number }[];
  sequences: SequenceState[];
  /** "local": image files follow the rows; "s3": they stay in the bucket and are not in the file. */
  images: "local" | "s3";
};

export type BackupEnd = { end: true; rows: number; files: number };

const ROW_LINE = /^\{"t":("(?:[^"\\]|\\.)*"),"r":(.*)\}$/;

export const rowLine = (table: string, rowJson: string) => `{"t":${JSON.stringify(table)},"r":${rowJson}}\n`;

/** A row line's table and its row JSON exactly as written (numbers keep every digit). */
export function parseRowLine(line: string): { table: string; rowJson: string } | null {
  const match = ROW_LINE.exec(line);
  return match ? { table: JSON.parse(match[1]) as string, rowJson: match[2] } : null;
}
