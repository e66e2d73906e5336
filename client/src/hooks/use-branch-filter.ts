import { useLocation, useSearch } from "wouter";
import { branchNameOf, branchSlugOf } from "@shared/branches";
import { useBranches } from "./use-branches";

/**
 * The branch the visitor chose for the menu and offers (its name), kept in the address
 * (?branch=dabouq) so a shared or reloaded link shows the same choice, and the server renders it too.
 * A slug no open branch has means no choice.
 */
export function useBranchFilter(): {
  branch: string | undefined;
  hrefFor: (name?: string) => string;
  choose: (name?: string) => void;
} {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const branches = useBranches();
  const branch = branchNameOf(branches, new URLSearchParams(search).get("branch"));
  const hrefFor = (name?: string) => {
    const params = new URLSearchParams(search);
    const slug = branchSlugOf(branches, name);
    if (slug) params.set("branch", slug);
    else params.delete("branch");
    const query = params.toString();
    return `${location}${query ? `?${query}` : ""}`;
  };
  // Replaces the entry (no history step per chip) and keeps the #section, so the page does not jump.
  const choose = (name?: string) => navigate(hrefFor(name) + window.location.hash, { replace: true });
  return { branch, hrefFor, choose };
}
