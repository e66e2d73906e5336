import { useLocation, useSearch } from "wouter";
import { BRANCH_SLUGS, branchNameOf, type BranchName } from "@shared/branches";

/**
 * The branch the visitor chose for the menu and offers, kept in the address (?branch=dabouq) so a
 * shared or reloaded link shows the same choice, and the server renders it too.
 */
export function useBranchFilter(): {
  branch: BranchName | undefined;
  hrefFor: (name?: BranchName) => string;
  choose: (name?: BranchName) => void;
} {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const branch = branchNameOf(new URLSearchParams(search).get("branch"));
  const hrefFor = (name?: BranchName) => {
    const params = new URLSearchParams(search);
    if (name) params.set("branch", BRANCH_SLUGS[name]);
    else params.delete("branch");
    const query = params.toString();
    return `${location}${query ? `?${query}` : ""}`;
  };
  // Replaces the entry (no history step per chip) and keeps the #section, so the page does not jump.
  const choose = (name?: BranchName) => navigate(hrefFor(name) + window.location.hash, { replace: true });
  return { branch, hrefFor, choose };
}
