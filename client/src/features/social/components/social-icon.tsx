import type { SocialIcon as SocialIconName } from "@shared/schema/enums";
import { cn, hasUtility } from "@/components/ui/cn";

// Simple marks drawn for this site (the icon library ships no brand logos), kept in one SVG
// sprite (client/public/social-icons.svg) rather than in the page's script; each on its brand colour.
const COLORS: Record<SocialIconName, string> = {
  facebook: "bg-[#1877f2]",
  instagram: "bg-gradient-to-tr from-[#f9ce34] via-[#ee2a7b] to-[#6228d7]",
  twitter: "bg-black",
  whatsapp: "bg-[#25d366]",
  tiktok: "bg-black",
  youtube: "bg-[#ff0000]",
};

/** A round brand-coloured icon; an unknown name falls back to facebook. */
export function SocialIcon({ icon, className }: { icon: string; className?: string }) {
  // Matched here rather than with the zod contract's helper, which would pull zod into the home bundle.
  const key = icon.trim().toLowerCase();
  const name = Object.hasOwn(COLORS, key) ? (key as SocialIconName) : "facebook";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full text-white",
        !hasUtility(className, "size-") && "size-12",
        COLORS[name],
        className,
      )}
    >
      <svg className="size-[55%]" aria-hidden="true">
        <use href={`/social-icons.svg#${name}`} />
      </svg>
    </span>
  );
}
