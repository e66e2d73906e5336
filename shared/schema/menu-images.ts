// How stored images are named, shared by the server (which writes them) and the client (which builds srcset).
//
// Processing an upload with id <id> writes, next to each other:
//   /objects/<id>.webp          the full image (at most FULL_WIDTH wide): the objectPath saved as imageUrl
//   /objects/<id>-w320.webp ... one WebP per VARIANT_WIDTHS entry, never wider than the original
// so a page only needs imageUrl to offer the browser a srcset of web-sized files.

export const VARIANT_WIDTHS = [320, 640, 1024] as const;
export const FULL_WIDTH = 1600;
export const MAX_IMAGE_BYTES = 10_485_760;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A public image name as served under /objects/: "<id>.webp" or "<id>-w<width>.webp". */
export const OBJECT_NAME_PATTERN = new RegExp(`^(${UUID})(-w(\\d{2,4}))?\\.webp$`);
/** An imageUrl the forms accept: a processed image path. */
export const IMAGE_PATH_PATTERN = new RegExp(`^/objects/${UUID}\\.webp$`);

export const imagePath = (id: string) => `/objects/${id}.webp`;
export const variantPath = (id: string, width: number) => `/objects/${id}-w${width}.webp`;

/** srcset for an imageUrl made by the pipeline; undefined for anything else (then the plain src is used). */
export function imageSrcSet(imageUrl: string | null | undefined): string | undefined {
  if (!imageUrl || !IMAGE_PATH_PATTERN.test(imageUrl)) return undefined;
  const id = imageUrl.slice("/objects/".length, -".webp".length);
  return [...VARIANT_WIDTHS.map((w) => `${variantPath(id, w)} ${w}w`), `${imageUrl} ${FULL_WIDTH}w`].join(", ");
}

/** How wide a featured dish's photo shows in the hero's carousel (about 2.5 on a phone, 4.5 on a desktop). */
export const FEATURED_IMAGE_SIZES = "(min-width: 1024px) 22vw, (min-width: 768px) 28vw, 40vw";

/** How wide an offer's photo shows (one offer on a phone, two on a tablet, three on a desktop). */
export const OFFER_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/** The smallest variant, for thumbnails (admin tables); any other URL is returned as it is. */
export function thumbnailUrl(imageUrl: string): string {
  return IMAGE_PATH_PATTERN.test(imageUrl) ? imageUrl.replace(/\.webp$/, `-w${VARIANT_WIDTHS[0]}.webp`) : imageUrl;
}
