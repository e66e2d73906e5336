import { formatNumber } from "@/lib/format";
import { countOf } from "@/lib/arabic-count";

const ENTRIES = {
  zero: "0 مشاركة",
  one: "مشاركة واحدة",
  two: "مشاركتين",
  few: "{n} مشاركات",
  many: "{n} مشاركة",
  other: "{n} مشاركة",
};

const shown = (count: number | undefined) => (count === undefined ? "…" : formatNumber(count));

type Props = { filtered: boolean; matches: number | undefined; total: number | undefined };

/**
 * The count under the entries' title says what it counts: every entry, or while searching or filtering by
 * branch the matches out of every entry, so "0" never reads as if the draw had no entries at all.
 */
export function EntriesCount({ filtered, matches, total }: Props) {
  const figure = (count: number | undefined) => <span className="font-semibold text-ink">{shown(count)}</span>;
  if (!filtered) return <span aria-live="polite">إجمالي المشاركات: {figure(matches)}</span>;
  return (
    <span aria-live="polite">
      نتائج البحث: {figure(matches)} من{" "}
      <span className="font-semibold text-ink">{total === undefined ? "…" : countOf(total, ENTRIES)}</span>
    </span>
  );
}
