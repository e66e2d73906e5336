import { Badge } from "@/components/ui/badge";

/** Names the other applications sent from the same phone: likely one person applying twice. */
export function SamePhoneBadge({ numbers }: { numbers: readonly string[] }) {
  if (numbers.length === 0) return null;
  return (
    <Badge variant="warning" className="whitespace-normal">
      {numbers.length === 1 ? "الهاتف نفسه في الطلب" : "الهاتف نفسه في الطلبات"}{" "}
      {numbers.map((n, i) => (
        <span key={n}>
          {i > 0 ? "، " : null}
          <bdi dir="ltr">{n}</bdi>
        </span>
      ))}
    </Badge>
  );
}
