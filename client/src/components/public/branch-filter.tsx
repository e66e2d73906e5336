import { BRANCH_NAMES, type BranchName } from "@shared/branches";
import { cn } from "@/components/ui/cn";
import { useBranchFilter } from "@/hooks/use-branch-filter";

const chip =
  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2";

/**
 * Chips that narrow a list to one branch. Plain links (they work before the script loads, and the
 * server renders the chosen branch); with the script they change the address in place.
 */
export function BranchFilter({ label, anchor }: { label: string; anchor: string }) {
  const { branch, hrefFor, choose } = useBranchFilter();
  const options: { name?: BranchName; text: string }[] = [
    { text: "كل الفروع" },
    ...BRANCH_NAMES.map((name) => ({ name, text: name })),
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of links, not form controls: a fieldset would be the wrong element
    <div role="group" aria-label={label} className="mb-6 flex flex-wrap justify-center gap-2">
      {options.map(({ name, text }) => {
        const selected = name === branch;
        return (
          <a
            key={text}
            href={`${hrefFor(name)}#${anchor}`}
            aria-current={selected ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              choose(name);
            }}
            className={cn(
              chip,
              selected
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-neutral-300 bg-white text-ink hover:border-brand-400",
            )}
          >
            {text}
          </a>
        );
      })}
    </div>
  );
}
