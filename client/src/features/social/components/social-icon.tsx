import type { ReactNode } from "react";
import type { SocialIcon as SocialIconName } from "@shared/schema/social";
import { cn, hasUtility } from "@/components/ui/cn";

// Simple marks drawn for this site (the icon library ships no brand logos), each on its brand colour.
const MARKS: Record<SocialIconName, { color: string; mark: ReactNode }> = {
  facebook: {
    color: "bg-[#1877f2]",
    mark: <path fill="currentColor" d="M13.4 21v-7.6H16l.4-3h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.3a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.5V21z" />,
  },
  instagram: {
    color: "bg-gradient-to-tr from-[#f9ce34] via-[#ee2a7b] to-[#6228d7]",
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="1.9">
        <rect x="4" y="4" width="16" height="16" rx="4.5" />
        <circle cx="12" cy="12" r="3.6" />
        <circle cx="16.6" cy="7.4" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  twitter: {
    color: "bg-black",
    mark: (
      <g stroke="currentColor" strokeLinecap="round">
        <path strokeWidth="2.4" d="M6 5l12 14" />
        <path strokeWidth="1.6" d="M18 5l-12 14" />
      </g>
    ),
  },
  whatsapp: {
    color: "bg-[#25d366]",
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.6 20.4l4.2-1.1A8.5 8.5 0 1 0 12 3.5z" />
        <path fill="currentColor" stroke="none" d="M9.2 7.8c.3 0 .5 0 .7.5l.8 1.8c.1.2 0 .5-.1.6l-.6.7c.6 1.2 1.6 2.1 2.8 2.7l.7-.8c.2-.2.4-.2.6-.1l1.8.8c.3.2.4.3.4.6 0 1-.9 1.8-2 1.8-3.2-.2-6.3-3.3-6.5-6.5 0-1.1.7-2.1 1.4-2.1z" />
      </g>
    ),
  },
  tiktok: {
    color: "bg-black",
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M13.5 4v10.6a3.4 3.4 0 1 1-3.4-3.4" />
        <path d="M13.5 4.2c.4 2.3 2.2 4 4.6 4.1" />
      </g>
    ),
  },
  youtube: {
    color: "bg-[#ff0000]",
    mark: (
      <g>
        <rect x="3" y="6" width="18" height="12" rx="4" fill="currentColor" />
        <path d="M10.2 9.2v5.6l4.8-2.8z" fill="#ff0000" />
      </g>
    ),
  },
};

/** A round brand-coloured icon; an unknown name falls back to facebook (SPEC.md 3). */
export function SocialIcon({ icon, className }: { icon: string; className?: string }) {
  // Matched here rather than with the zod contract's helper, which would pull zod into the home bundle.
  const key = icon.trim().toLowerCase();
  const { color, mark } = MARKS[Object.hasOwn(MARKS, key) ? (key as SocialIconName) : "facebook"];
  return (
    <span aria-hidden="true" className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full text-white",
        !hasUtility(className, "size-") && "size-12",
        color,
        className,
      )}>
      <svg viewBox="0 0 24 24" className="size-[55%]">
        {mark}
      </svg>
    </span>
  );
}
