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

// The restaurant's local time, whatever the server's time zone, written so spreadsheets sort it as text.
const ammanTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Amman",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2025-01-31 14:05" in Amman time. */
export function csvTime(date: Date): string {
  const part = Object.fromEntries(ammanTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
