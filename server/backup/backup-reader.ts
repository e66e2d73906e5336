import crypto from "node:crypto";
import fs from "node:fs";
import { createGunzip } from "node:zlib";
import { isSafeKey } from "../storage/object-storage";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFileError,
  parseLine,
  READABLE_VERSIONS,
  type BackupEnd,
  type BackupLine,
  type BackupManifest,
} from "./backup-format";

type Content = Exclude<BackupLine, { kind: "end" }>;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The uncompressed file's lines as bytes, without their "\n"; a last line without one means the file was cut. */
async function* byteLines(file: string): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  const gunzip = fs.createReadStream(file).pipe(createGunzip());
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
        pending.push(chunk.subarray(start, newline));
        yield pending.length === 1 ? pending[0] : Buffer.concat(pending);
        pending = [];
        start = newline + 1;
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (!code.startsWith("Z_")) throw error;
    throw new BackupFileError(`The backup file is cut off or damaged (${(error as Error).message}).`);
  }
  if (pending.length) throw new BackupFileError("The backup file is cut off (its last line is incomplete).");
}

function decode(bytes: Buffer, number: number): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BackupFileError(`Line ${number} of the backup is damaged (not UTF-8).`);
  }
}

function readManifest(text: string | undefined): BackupManifest {
  let manifest: BackupManifest | undefined;
  try {
    manifest = text === undefined ? undefined : (JSON.parse(text) as BackupManifest);
  } catch {}
  if (manifest?.format !== BACKUP_FORMAT || !READABLE_VERSIONS.includes(manifest.version))
    throw new BackupFileError("This file is not a backup of this application.");
  return manifest;
}

/**
 * Reads a backup file and checks it as it goes: the manifest is handed to `onManifest`, then every row
 * and image file is yielded in order; a line that cannot be read, rows out of the manifest's table
 * order, an unsafe image key, lines after the trailer, or a trailer whose totals, per-table counts or
 * checksum differ from what came before all throw a BackupFileError. The last check runs after the
 * last record, so a consumer that reaches the end of the loop has read a whole, intact file.
 */
export async function* readBackup(
  file: string,
  onManifest: (manifest: BackupManifest) => void = () => {},
): AsyncGenerator<Content, BackupEnd> {
  const lines = byteLines(file);
  const first = await lines.next();
  const manifest = readManifest(first.done ? undefined : decode(first.value, 1));
  onManifest(manifest);
  const hash = crypto.createHash("sha256");
  if (!first.done) hash.update(first.value).update("\n");
  const order = manifest.tables.map((table) => table.name);
  const counts = new Map(order.map((name) => [name, 0]));
  const keys = new Set<string>();
  let tableIndex = 0;
  let files = 0;
  let rows = 0;
  let number = 1;
  let end: BackupEnd | undefined;

  for await (const bytes of lines) {
    number += 1;
    if (end) throw new BackupFileError(`Line ${number} of the backup comes after its end.`);
    const line = parseLine(decode(bytes, number), number);
    if (line.kind === "end") {
      end = line.end;
      continue;
    }
    hash.update(bytes).update("\n");
    if (line.kind === "row") {
      const index = order.indexOf(line.table, tableIndex);
      if (index === -1 || files > 0)
        throw new BackupFileError(`Line ${number} of the backup has a row for ${line.table} out of place.`);
      tableIndex = index;
      counts.set(line.table, (counts.get(line.table) ?? 0) + 1);
      rows += 1;
    } else {
      if (!isSafeKey(line.key) || keys.has(line.key))
        throw new BackupFileError(`Line ${number} of the backup has an unsafe or repeated file name.`);
      keys.add(line.key);
      files += 1;
    }
    yield line;
  }

  if (!end) throw new BackupFileError("The backup file is cut off (its end line is missing).");
  if (end.rows !== rows || end.files !== files)
    throw new BackupFileError(`The backup file is incomplete: its end lists ${end.rows} rows and ${end.files} files.`);
  for (const table of manifest.tables) {
    const written = counts.get(table.name);
    if (written !== table.rows || (end.tables && end.tables[table.name] !== written))
      throw new BackupFileError(`Table ${table.name}: the backup lists ${table.rows} rows but holds ${written}.`);
  }
  if (manifest.version === BACKUP_VERSION) {
    if (!end.tables || Object.keys(end.tables).length !== order.length)
      throw new BackupFileError("The backup's end line does not list its tables.");
    if (end.sha256 !== hash.digest("hex"))
      throw new BackupFileError("The backup file is damaged: its checksum does not match its content.");
  }
  return end;
}

export type VerifiedBackup = { manifest: BackupManifest; end: BackupEnd; keys: string[] };

/** Reads the whole file without writing anything: what a restore checks first and a backup checks last. */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  let manifest: BackupManifest | undefined;
  const keys: string[] = [];
  const records = readBackup(file, (read) => {
    manifest = read;
  });
  for (let next = await records.next(); ; next = await records.next()) {
    if (next.done) return { manifest: manifest as BackupManifest, end: next.value, keys };
    if (next.value.kind === "file") keys.push(next.value.key);
  }
}
