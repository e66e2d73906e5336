import { ERASED_VALUE, statusLabels, UNKNOWN_PRIZE, type LotteryEntryView } from "@shared/schema/lottery-forms";
import { csvLine, csvTime, UTF8_BOM } from "../../lib/csv";

const HEADER = ["رقم الفاتورة", "رقم الهاتف", "الجائزة", "تاريخ المشاركة", "الحالة"];

export const csvHeader = () => UTF8_BOM + csvLine(HEADER);

type CsvEntry = Omit<LotteryEntryView, "submittedAt" | "erasedAt"> & { submittedAt: Date };

export const csvRows = (entries: CsvEntry[]) =>
  entries
    .map((e) =>
      csvLine([
        e.invoiceNumber ?? ERASED_VALUE,
        e.phoneNumber ?? ERASED_VALUE,
        e.prizeName ?? UNKNOWN_PRIZE,
        csvTime(e.submittedAt),
        statusLabels[e.status],
      ]),
    )
    .join("");
