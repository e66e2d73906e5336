import { statusLabels, UNKNOWN_PRIZE, type LotteryEntryView } from "@shared/schema/lottery-forms";

/** Excel reads UTF-8 (Arabic) correctly only with a byte order mark. */
export const CSV_BOM = "\uFEFF";

const HEADER = ["رقم الفاتورة", "رقم الهاتف", "الجائزة", "تاريخ المشاركة", "الحالة"];

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' so it stays text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;

// Local time of the restaurant, sortable, the same whatever the server's time zone.
const ammanTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Amman",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function formatTime(date: Date): string {
  const part = Object.fromEntries(ammanTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export const csvHeader = () => CSV_BOM + csvLine(HEADER);

type CsvEntry = Omit<LotteryEntryView, "submittedAt"> & { submittedAt: Date };

export const csvRows = (entries: CsvEntry[]) =>
  entries
    .map((e) =>
      csvLine([e.invoiceNumber, e.phoneNumber, e.prizeName ?? UNKNOWN_PRIZE, formatTime(e.submittedAt), statusLabels[e.status]]),
    )
    .join("");
