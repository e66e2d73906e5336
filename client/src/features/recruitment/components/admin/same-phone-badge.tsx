import { Badge } from "@/components/ui/badge";

// A phone behind many applications names the first few; the rest are counted.
const NAMED = 3;

/** Names the other applications sent from the same phone: likely one person applying twice. */
export function SamePhoneBadge({ numbers }: { numbers: readonly string[] }) {
  if (numbers.length === 0) return null;
  const named = numbers.slice(0, NAMED);
  const more = numbers.length - named.length;
  return (
    <Badge variant="warning" className="max-w-28 whitespace-normal text-xs leading-tight">
      <span>
        {/* The words on a line of their own, the numbers under them: the badge stays narrow in its column. */}
        <span className="block">{numbers.length === 1 ? "الهاتف نفسه في الطلب" : "الهاتف نفسه في الطلبات"}</span>{" "}
        {named.map((n, i) => (
          <span key={n}>
            {i > 0 ? "، " : null}
            <bdi dir="ltr">{n}</bdi>
          </span>
        ))}
        {more > 0 ? ` و${more} غيرها` : null}
      </span>
    </Badge>
  );
}
