import type { Config } from "tailwindcss";

// Loaded from client/src/styles/index.css through Tailwind 4's @config directive.
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        sans: ["Cairo", "Cairo Fallback", "system-ui", "sans-serif"],
      },
      colors: {
        brand: {
          50: "#fff8eb",
          100: "#feecc7",
          200: "#fdd68a",
          300: "#fcb94d",
          400: "#fb9d24",
          500: "#f57c0b",
          600: "#d95806",
          700: "#b43b09",
          800: "#922e0e",
          900: "#78270f",
        },
        ink: "#1f1410",
      },
    },
  },
} satisfies Config;
