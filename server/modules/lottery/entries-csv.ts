import type { LotteryEntryDto } from "@shared/api/lottery.contract";
import { ERASED_VALUE, statusLabels, UNKNOWN_PRIZE } from "@shared/schema/lottery-forms";
import { csvLine, csvTime, UTF8_BOM } from "../../lib/csv";

const HEADER = ["رقم الفاتورة", "رقم الهاتف", "الجائزة", "تاريخ المشاركة", "الحالة", "فرع التسليم", "سلّمها"];

export const csvHeader = () => UTF8_BOM + csvLine(HEADER);

type CsvEntry = Omit<LotteryEntryDto, "submittedAt" | "erasedAt" | "handedOverAt"> & { submittedAt: Date };

/** The rows; `branchNames` names each hand-over branch by its slug (closed ones too). */
export const csvRows = (entries: CsvEntry[], branchNames: ReadonlyMap<string, string>) =>
  entries
    .map((e) =>
      csvLine([
        e.invoiceNumber ?? ERASED_VALUE,
        e.phoneNumber ?? ERASED_VALUE,
        e.prizeName ?? UNKNOWN_PRIZE,
        csvTime(e.submittedAt),
        statusLabels[e.status],
        (e.handedOverBranch && (branchNames.get(e.handedOverBranch) ?? e.handedOverBranch)) || "",
        e.handedOverByName ?? "",
      ]),
    )
    .join("");
