import { useEffect, useRef } from "react";
import { Search } from "lucide-react";

/** The search box over the menu; what it matches is decided by the caller (Arabic spelling variants alike). */
export function MenuSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server's HTML before the script hydrated it are kept, not silently ignored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== value) onChange(typed);
  }, []);
  return (
    <div className="relative mb-2">
      <label htmlFor="menu-search" className="sr-only">
        ابحث في القائمة
      </label>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-neutral-500"
        aria-hidden="true"
      />
      <input
        ref={input}
        id="menu-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="ابحث عن صنف…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-xl border border-neutral-300 bg-white ps-10 pe-3 text-base text-ink shadow-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
      />
    </div>
  );
}
