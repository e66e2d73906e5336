import type { Config } from "tailwindcss";

// Tailwind 4 reads its theme (colors, font) and its sources from client/src/styles/index.css
// (@theme, @source); this file is kept only as the project's named Tailwind entry and is not loaded.
export default {} satisfies Config;
