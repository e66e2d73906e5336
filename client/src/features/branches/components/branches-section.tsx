import { Skeleton } from "@/components/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { branchesQuery } from "../api/branches-queries";
import { BranchCard } from "./branch-card";

/** Where, when and how to order: a card per branch, under "تواصل معنا". */
export function BranchesSection() {
  const branches = useQuery(branchesQuery());
  return (
    <div className="mx-auto max-w-7xl px-4 pb-14">
      <h3 className="mb-6 text-center text-2xl font-bold text-ink">فروعنا</h3>
      {branches.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2" aria-busy="true">
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : branches.isError ? null : (
        <div className="grid gap-6 sm:grid-cols-2">
          {branches.data.map((branch) => (
            <BranchCard key={branch.slug} branch={branch} />
          ))}
        </div>
      )}
    </div>
  );
}
