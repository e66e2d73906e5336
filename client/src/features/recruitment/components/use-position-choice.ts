import { useLocation, useSearch } from "wouter";

/**
 * The position a visitor chose among the open ones, kept in the address (?position=<id>) so the
 * chips are plain links and the form, once it loads, starts with that position chosen.
 */
export function usePositionChoice(): {
  position: string | null;
  hrefFor: (id: string) => string;
  choose: (id: string) => void;
} {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const position = new URLSearchParams(search).get("position");
  const hrefFor = (id: string) => {
    const params = new URLSearchParams(search);
    params.set("position", id);
    return `${location}?${params.toString()}`;
  };
  // Replaces the entry (no history step per chip), and the page stays where it is.
  const choose = (id: string) => navigate(hrefFor(id), { replace: true });
  return { position, hrefFor, choose };
}
