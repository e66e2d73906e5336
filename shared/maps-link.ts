// Coordinates from a Google Maps link as the share and address bars give it:
//   https://www.google.com/maps/place/…/@31.9539,35.9106,17z   (the map's centre)
//   https://maps.google.com/?q=31.9539,35.9106                  (a dropped pin)
//   https://maps.google.com/maps?ll=31.9539,35.9106&z=15
// Short links (maps.app.goo.gl/…, goo.gl/maps/…, what a phone's Share button gives) only redirect to
// one of these; the server has no network access to follow them, so they are kept as the branch's
// directions link as they are, and the coordinates are typed by hand.

export interface LatLng {
  lat: number;
  lng: number;
}

const PAIR = String.raw`(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)`;
const FORMS = [
  /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/,
  new RegExp(`@${PAIR}`),
  new RegExp(`[?&](?:q|query|ll|destination)=${PAIR}`),
];

/** The pin's coordinates, or null when the link holds none (or they are not on Earth). */
export function parseMapsLink(link: string): LatLng | null {
  let text = link.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // A stray % is not worth refusing the link for: read it as typed.
  }
  for (const form of FORMS) {
    const match = form.exec(text);
    if (!match) continue;
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  }
  return null;
}

/** Directions to a point in Google Maps (opens the app on a phone). */
export const directionsUrl = ({ lat, lng }: LatLng) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** A Google Maps short link in one stored form (https), or null when `link` is not one. */
export function mapsShortLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.replace(/\/+$/, "");
  const short =
    (host === "maps.app.goo.gl" && /^\/[A-Za-z0-9_-]+$/.test(path)) ||
    (host === "goo.gl" && /^\/maps\/[A-Za-z0-9_-]+$/.test(path));
  return short ? `https://${host}${path}${url.search}` : null;
}
