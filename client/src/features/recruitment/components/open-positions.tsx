import type { PositionDto } from "@shared/api/recruitment.contract";
import { Skeleton } from "@/components/ui/skeleton";
import { usePositionChoice } from "./use-position-choice";

/**
 * The open positions, shown before the form so a visitor knows what they can apply for first; a
 * tap on one chooses it in the form.
 */
export function OpenPositions({ positions }: { positions: PositionDto[] | undefined }) {
  const { position, hrefFor, choose } = usePositionChoice();
  const chosen = positions?.find((open) => open.id === position);
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
        <>
          <ul className="flex flex-wrap gap-2">
            {positions.map((open) => (
              <li key={open.id}>
                <a
                  href={hrefFor(open.id)}
                  aria-current={open.id === position ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(open.id);
                  }}
                  // `.chip` (styles/index.css); aria-current marks the chosen one, and styles it.
                  className="chip"
                >
                  {open.title}
                </a>
              </li>
            ))}
          </ul>
          <p role="status" className="mt-2 text-sm text-neutral-600">
            {chosen
              ? `اخترت وظيفة «${chosen.title}»: ستجدها مختارة في النموذج.`
              : "اضغط على وظيفة لتختارها في النموذج."}
          </p>
        </>
      )}
    </section>
  );
}
