// Browsers in the order they must be tested: Edge, Opera and Samsung also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPad/, "iPad"],
  [/iPhone|iPod/, "iPhone"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (ua: string, list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(ua))?.[1];

/** "Chrome على Windows" from a User-Agent header; a plain phrase when nothing is recognised. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return "جهاز غير معروف";
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} على ${system}`;
  return browser ?? system ?? "متصفح غير معروف";
}
