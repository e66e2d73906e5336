import { useBranchFilter } from "@/hooks/use-branch-filter";
import { useBranches } from "@/hooks/use-branches";

/**
 * Chips that narrow a list to one branch. Plain links (they work before the script loads, and the
 * server renders the chosen branch); with the script they change the address in place.
 */
export function BranchFilter({ label, anchor }: { label: string; anchor: string }) {
  const { branch, hrefFor, choose } = useBranchFilter();
  const options: { name?: string; text: string }[] = [
    { text: "كل الفروع" },
    ...useBranches().map(({ name }) => ({ name, text: name })),
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
            // `.chip` (styles/index.css); aria-current marks the chosen one, and styles it.
            className="chip"
          >
            {text}
          </a>
        );
      })}
    </div>
  );
}
