import type { LotteryEntryDto } from "@shared/api/lottery.contract";
import { useBranchLabel } from "@/hooks/use-branches";
import { formatDateTime } from "@/lib/format";

type HandOver = Pick<LotteryEntryDto, "handedOverAt" | "handedOverBranch" | "handedOverByName">;

/** Who handed the prize over (a deleted account's name stays as recorded), or a dash. */
export const handedOverBy = (entry: HandOver) => entry.handedOverByName ?? (entry.handedOverAt ? "غير معروف" : "—");

/** The list's «سلّمها» cell: the staff member, the branch it was handed over at, then when. */
export function HandedOverCell({ entry }: { entry: HandOver }) {
  const branchLabel = useBranchLabel();
  if (!entry.handedOverAt) return <span className="text-neutral-500">—</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span dir="auto" className="font-semibold break-all">
        {handedOverBy(entry)}
      </span>
      <span className="text-xs whitespace-nowrap text-neutral-700">
        فرع التسليم: <span className="font-semibold">{branchLabel(entry.handedOverBranch)}</span>
      </span>
      <span className="text-xs text-neutral-500">{formatDateTime(entry.handedOverAt)}</span>
    </span>
  );
}
