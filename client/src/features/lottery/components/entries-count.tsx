import { formatNumber } from "@/lib/format";

const shown = (count: number | undefined) => (count === undefined ? "…" : formatNumber(count));

/** Arabic counts 3 to 10 take the plural; the others (with Latin digits) read well with the singular. */
const entriesNoun = (count: number) => (count % 100 >= 3 && count % 100 <= 10 ? "مشاركات" : "مشاركة");

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
      نتائج البحث: {figure(matches)} من {figure(total)} {entriesNoun(total ?? 0)}
    </span>
  );
}
