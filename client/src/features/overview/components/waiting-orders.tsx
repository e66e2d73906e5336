import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useBranchLabel } from "@/hooks/use-branches";
import { waitingOrdersQuery } from "@/lib/attention-query";

/** Orders waiting to be accepted, and open, at each of the staff's branches, with the way to the board. */
export function WaitingOrders() {
  const branchLabel = useBranchLabel();
  const waiting = useQuery(waitingOrdersQuery()).data;
  if (!waiting || waiting.length === 0) return null;
  return (
    <section aria-labelledby="waiting-orders" className="space-y-2 rounded-2xl border border-neutral-200 bg-white p-4">
      <h2 id="waiting-orders" className="text-lg font-bold">
        <Link href="/orders" className="underline">
          الطلبات بانتظار القبول
        </Link>
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {waiting.map((branch) => (
          <li key={branch.branch} className="rounded-lg bg-neutral-50 p-3">
            <span className="block font-semibold">{branchLabel(branch.branch)}</span>
            <span className="tabular-nums">
              {branch.received} بانتظار القبول · {branch.open} مفتوحة
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
