import type { PositionDto } from "@shared/api/recruitment.contract";
import { Skeleton } from "@/components/ui/skeleton";

/** The open positions, shown before the form so a visitor knows what they can apply for first. */
export function OpenPositions({ positions }: { positions: PositionDto[] | undefined }) {
  return (
    <section aria-labelledby="open-positions" className="mb-8">
      <h2 id="open-positions" className="mb-3 text-xl font-bold">
        الوظائف المتاحة
      </h2>
      {!positions ? (
        <Skeleton className="h-10 w-full" />
      ) : positions.length === 0 ? (
        <p className="text-neutral-600">لا توجد وظائف شاغرة حالياً.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {positions.map((position) => (
            <li
              key={position.id}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 font-semibold text-brand-800"
            >
              {position.title}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
