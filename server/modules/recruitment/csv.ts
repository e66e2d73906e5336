/** Excel reads a UTF-8 file as UTF-8 (Arabic intact) only when it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

// A cell starting with one of these is run as a formula by spreadsheets (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised with a leading apostrophe, then quoted with inner quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows to CSV text with CRLF line ends (RFC 4180), BOM first. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
