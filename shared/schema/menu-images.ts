// How stored images are named, shared by the server (which writes them) and the client (which builds srcset).
//
// Processing an upload with id <id> writes, next to each other:
//   /objects/<id>.webp          the full image (at most FULL_WIDTH wide): the objectPath saved as imageUrl
//   /objects/<id>-w240.webp ... one WebP per VARIANT_WIDTHS entry, never wider than the original
// so a page only needs imageUrl to offer the browser a srcset of web-sized files.

// 240: a menu row's 80 px thumbnail on a 3x screen (the 320 px copy weighed twice as much).
// 480: a phone's hero card is about 134 px wide, 402 device pixels on a 3x screen, and Chromium takes
// the first copy at least that dense (a 400 px copy would lose to the 640 px one, twice its bytes).
// 800: an offer's card on a tablet or a 2x laptop. An image processed before a width joined the
// list gets that copy made from its full image on first request.
export const VARIANT_WIDTHS = [240, 320, 480, 640, 800, 1024] as const;
export const FULL_WIDTH = 1600;
export const MAX_IMAGE_BYTES = 10_485_760;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A public image name as served under /objects/: "<id>.webp" or "<id>-w<width>.webp". */
const OBJECT_NAME_PATTERN = new RegExp(`^(${UUID})(-w(\\d{2,4}))?\\.webp$`);
/** An imageUrl the forms accept: a processed image path. */
export const IMAGE_PATH_PATTERN = new RegExp(`^/objects/${UUID}\\.webp$`);

export const imagePath = (id: string) => `/objects/${id}.webp`;

/** The id and, for a variant, the width of a public image name; undefined for any other name. */
export function parseObjectName(name: string): { id: string; width?: number } | undefined {
  const match = OBJECT_NAME_PATTERN.exec(name);
  if (!match) return undefined;
  return { id: match[1], width: match[3] ? Number(match[3]) : undefined };
}
export const variantPath = (id: string, width: number) => `/objects/${id}-w${width}.webp`;

/**
 * srcset for an imageUrl made by the pipeline; undefined for anything else (then the plain src is used).
 * With `maxWidth`, only the variants at most that wide (a phone's copy of a photo).
 */
export function imageSrcSet(imageUrl: string | null | undefined, maxWidth = FULL_WIDTH): string | undefined {
  if (!imageUrl || !IMAGE_PATH_PATTERN.test(imageUrl)) return undefined;
  const id = imageUrl.slice("/objects/".length, -".webp".length);
  return [...VARIANT_WIDTHS.map((w) => `${variantPath(id, w)} ${w}w`), `${imageUrl} ${FULL_WIDTH}w`]
    .filter((_, i) => [...VARIANT_WIDTHS, FULL_WIDTH][i] <= maxWidth)
    .join(", ");
}

// A carousel's slide is its share of the strip, which is the page's column (at most 80rem, less 2rem
// of padding) plus 1rem, less the 1rem gap before the slide: share × (min(100vw, 80rem) − 1rem) − 1rem.

/** How wide a featured dish's photo shows in the hero's carousel (40% of the strip on a phone, 28%, then 22%). */
export const FEATURED_IMAGE_SIZES =
  "(min-width: 1280px) 262px, (min-width: 1024px) calc(22vw - 1.22rem), (min-width: 768px) calc(28vw - 1.28rem), calc(40vw - 1.4rem)";

/** How wide an offer's photo shows (one offer on a phone, two on a tablet, three on a desktop). */
export const OFFER_IMAGE_SIZES =
  "(min-width: 1280px) 405px, (min-width: 1024px) calc(33.33vw - 1.33rem), (min-width: 768px) calc(50vw - 1.5rem), calc(100vw - 2rem)";

/**
 * The widest copy of an offer's photo a phone fetches: a card about 360 px wide on a dense screen
 * would otherwise take the 1024 px file (about 200 KB for a camera photo) for detail nobody sees.
 */
export const OFFER_PHONE_MAX_WIDTH = 640;

/** The smallest variant, for thumbnails (admin tables); any other URL is returned as it is. */
export function thumbnailUrl(imageUrl: string): string {
  return IMAGE_PATH_PATTERN.test(imageUrl) ? imageUrl.replace(/\.webp$/, `-w${VARIANT_WIDTHS[0]}.webp`) : imageUrl;
}
