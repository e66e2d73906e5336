import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address ("::" expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0].toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((part) => parseInt(part || "0", 16));
}

/**
 * The key a per-client limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so counting single addresses would not limit anyone).
 * IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) count as their IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip.split("%")[0])) return ip;
  const groups = ipv6Groups(ip);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
