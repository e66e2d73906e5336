import { ammanParts } from "@shared/amman-time";

/** Excel reads a UTF-8 file as UTF-8 (Arabic intact) only when it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

// A cell starting with one of these is run as a formula by spreadsheets (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

type Cell = string | number | null | undefined;

/** One cell: formula starts neutralised with a leading apostrophe, then quoted with inner quotes doubled. */
export function csvCell(value: Cell): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record with its CRLF line end (RFC 4180). */
export const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** A whole file: BOM, then every row. */
export const toCsv = (rows: Cell[][]) => UTF8_BOM + rows.map(csvLine).join("");

/** "2025-01-31 14:05" in Amman time, whatever the server's zone, so spreadsheets sort it as text. */
export function csvTime(instant: Date): string {
  const { date, minutes } = ammanParts(instant);
  const twoDigits = (n: number) => String(n).padStart(2, "0");
  return `${date} ${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}
