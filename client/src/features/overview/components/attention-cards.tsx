import { Link } from "wouter";
import type { AttentionCounts } from "@shared/api/overview.contract";
import { ATTENTION_LABELS } from "@shared/schema/overview-forms";
import { formatNumber } from "@/lib/format";

const CARDS: { count: keyof AttentionCounts; href: string }[] = [
  { count: "pendingReviews", href: "/reviews" },
  { count: "pendingReels", href: "/reels" },
  { count: "newApplications", href: "/jobs" },
  { count: "pendingDrawEntries", href: "/lottery" },
];

/** The four waiting counts, each a link to the page where the work is done. */
export function AttentionCards({ counts }: { counts?: AttentionCounts }) {
  return (
    <ul aria-label="ما يحتاج إلى متابعة" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map((card) => (
        <li key={card.count}>
          <Link
            href={card.href}
            className="flex h-full flex-col gap-1 rounded-xl border border-neutral-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50"
          >
            <span className="text-3xl font-bold text-brand-800" data-testid={`attention-${card.count}`}>
              {counts ? formatNumber(counts[card.count]) : "…"}
            </span>
            <span className="text-sm text-neutral-700">{ATTENTION_LABELS[card.count]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
