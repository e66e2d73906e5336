import { z } from "zod";
import { requiredText } from "./fields";
import { socialIcons, type SocialIcon } from "./enums";
import type { socialLinks } from "./social";
import type { Serialized } from "./serialized";

export const SOCIAL_MESSAGES = {
  platform: "اسم المنصة مطلوب",
  url: "الرابط مطلوب",
  urlInvalid: "يجب إدخال رابط صحيح",
  icon: "يجب اختيار المنصة من القائمة",
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

export const socialLinkSchema = z.object({
  platform: requiredText(SOCIAL_MESSAGES.platform, 1, 100),
  url: urlField,
  icon: iconField,
});
export type SocialLinkInput = z.input<typeof socialLinkSchema>;
export type SocialLinkData = z.output<typeof socialLinkSchema>;

/** PUT accepts the full body or any part of it. */
export const updateSocialLinkSchema = socialLinkSchema
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

/** Any stored value maps to a known icon; unknown ones fall back to facebook (SPEC.md 3). */
export function socialIconOf(value: string | null | undefined): SocialIcon {
  const icon = (value ?? "").trim().toLowerCase();
  return (socialIcons as readonly string[]).includes(icon) ? (icon as SocialIcon) : "facebook";
}

export type SocialLinkRow = Serialized<typeof socialLinks.$inferSelect>;
