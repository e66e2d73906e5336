import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { StarRating } from "../../client/src/features/reviews/components/star-rating";

describe("read-only star rating", () => {
  it("names the rating for screen readers and fills as many fifths as stars, with no SVG of its own", () => {
    const html = renderToStaticMarkup(<StarRating value={4} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="التقييم 4 من 5"');
    expect(html).toContain('style="width:80%"');
    expect(html).not.toContain("<svg");
    // Twenty ratings stay a few KB of HTML: the star picture is in the stylesheet.
    expect(html.length).toBeLessThan(140);
  });

  it("keeps the fill within none to five stars", () => {
    expect(renderToStaticMarkup(<StarRating value={7} />)).toContain('style="width:100%"');
    expect(renderToStaticMarkup(<StarRating value={-1} />)).toContain('style="width:0%"');
  });
});
