import { z } from "zod";
import { requiredText } from "./fields";
import { socialIcons, type SocialIcon } from "./enums";

export const SOCIAL_LINK_NOT_FOUND = "الرابط غير موجود";

export const SOCIAL_MESSAGES = {
  platform: "اسم المنصة مطلوب",
  url: "الرابط مطلوب",
  urlInvalid: "يجب إدخال رابط صحيح",
  icon: "يجب اختيار المنصة من القائمة",
  urlPlatform: "الرابط لا يخص المنصة المختارة",
  duplicate: "هذا الرابط مضاف مسبقاً",
} as const;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

const urlField = requiredText(SOCIAL_MESSAGES.url, 1, 1000)
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine(isWebAddress, SOCIAL_MESSAGES.urlInvalid);

// Stored lower-case so "Facebook" and "facebook" are the same icon.
const iconField = z
  .string({ error: SOCIAL_MESSAGES.icon })
  .trim()
  .toLowerCase()
  .refine((value): value is SocialIcon => (socialIcons as readonly string[]).includes(value), SOCIAL_MESSAGES.icon);

// The web addresses each platform's pages live under (a subdomain such as m. or www. counts too).
const PLATFORM_HOSTS: Record<SocialIcon, readonly string[]> = {
  facebook: ["facebook.com", "fb.com", "fb.me", "fb.watch"],
  instagram: ["instagram.com", "instagr.am"],
  twitter: ["twitter.com", "x.com"],
  whatsapp: ["wa.me", "whatsapp.com"],
  tiktok: ["tiktok.com"],
  youtube: ["youtube.com", "youtu.be"],
};

/** Whether a link leads to the chosen platform, so a YouTube icon never opens a TikTok page. */
export function urlMatchesPlatform(url: string, icon: SocialIcon): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return PLATFORM_HOSTS[icon].some((known) => host === known || host.endsWith(`.${known}`));
}

/**
 * The form two links are compared in: the same page however the address was written (http or https,
 * with or without www., host case, a trailing slash) is one link.
 */
export function socialUrlKey(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
    const path = parsed.pathname.replace(/\/+$/, "");
    return `${host}${parsed.port ? `:${parsed.port}` : ""}${path}${parsed.search}${parsed.hash}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

const socialLinkFields = z.object({
  platform: requiredText(SOCIAL_MESSAGES.platform, 1, 100),
  url: urlField,
  icon: iconField,
});

export const socialLinkSchema = socialLinkFields.superRefine((link, ctx) => {
  // A bad address or an unknown platform already has its own message.
  const known = (socialIcons as readonly string[]).includes(link.icon);
  if (known && isWebAddress(link.url) && !urlMatchesPlatform(link.url, link.icon as SocialIcon))
    ctx.addIssue({ code: "custom", path: ["url"], message: SOCIAL_MESSAGES.urlPlatform });
});
export type SocialLinkInput = z.input<typeof socialLinkSchema>;
export type SocialLinkData = z.output<typeof socialLinkSchema>;

/** PUT accepts the full body or any part of it; the service checks the platform against the saved link. */
export const updateSocialLinkSchema = socialLinkFields
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "لم يتم إرسال أي تعديل" });
export type UpdateSocialLinkData = z.output<typeof updateSocialLinkSchema>;

/** The choices of the admin dialog; the platform choice sets the icon. */
export const SOCIAL_PLATFORMS: { icon: SocialIcon; label: string }[] = [
  { icon: "facebook", label: "Facebook" },
  { icon: "instagram", label: "Instagram" },
  { icon: "twitter", label: "Twitter" },
  { icon: "whatsapp", label: "WhatsApp" },
  { icon: "tiktok", label: "TikTok" },
  { icon: "youtube", label: "YouTube" },
];

/** Any stored value maps to a known icon; unknown ones fall back to facebook. */
export function socialIconOf(value: string | null | undefined): SocialIcon {
  const icon = (value ?? "").trim().toLowerCase();
  return (socialIcons as readonly string[]).includes(icon) ? (icon as SocialIcon) : "facebook";
}
