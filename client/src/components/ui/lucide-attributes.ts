// The attributes Lucide writes on every icon, less those the stylesheet gives every `.lucide` once
// (styles/index.css): xmlns (inline SVG in HTML needs none), fill, stroke, line caps and joins.
// About 120 bytes an icon, repeated on every card of the home page. vite.config.ts puts this file
// in place of Lucide's own list.
const lucideAttributes = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  "stroke-width": 2,
};

export default lucideAttributes;
