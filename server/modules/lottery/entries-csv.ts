import type { LotteryEntryDto } from "@shared/api/lottery.contract";
import { branchNameOf } from "@shared/branches";
import { ERASED_VALUE, statusLabels, UNKNOWN_PRIZE } from "@shared/schema/lottery-forms";
import { csvLine, csvTime, UTF8_BOM } from "../../lib/csv";

const HEADER = ["رقم الفاتورة", "رقم الهاتف", "الجائزة", "تاريخ المشاركة", "الحالة", "فرع التسليم", "سلّمها"];

export const csvHeader = () => UTF8_BOM + csvLine(HEADER);

type CsvEntry = Omit<LotteryEntryDto, "submittedAt" | "erasedAt" | "handedOverAt"> & { submittedAt: Date };

export const csvRows = (entries: CsvEntry[]) =>
  entries
    .map((e) =>
      csvLine([
        e.invoiceNumber ?? ERASED_VALUE,
        e.phoneNumber ?? ERASED_VALUE,
        e.prizeName ?? UNKNOWN_PRIZE,
        csvTime(e.submittedAt),
        statusLabels[e.status],
        branchNameOf(e.handedOverBranch) ?? "",
        e.handedOverByName ?? "",
      ]),
    )
    .join("");
