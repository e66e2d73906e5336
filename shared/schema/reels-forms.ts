import { z } from "zod";
import { detectVideoPlatform, isAcceptedVideoUrl, withHttps } from "../video";
import { canPlayVideo } from "../video-embed";
import { honeypotField, requiredText } from "./fields";
import { videoPlatforms, type VideoPlatform } from "./enums";

export const REEL_NOT_FOUND = "الريل غير موجود";

export const REEL_MESSAGES = {
  name: "الاسم يجب أن يكون حرفين على الأقل",
  urlRequired: "يجب إدخال رابط الفيديو",
  urlInvalid: "يجب إدخال رابط فيديو صحيح من YouTube أو Facebook أو Instagram أو TikTok",
  cannotPlay:
    "هذا الرابط لا يفتح فيديو يمكن تشغيله: انسخ رابط الفيديو نفسه من YouTube أو Facebook أو Instagram أو TikTok",
  /** Shown to the admin on a stored reel whose link cannot play; such a reel cannot be approved. */
  flagged: "رابط لا يمكن تشغيله",
  approveRefused: "لا يمكن اعتماد ريل رابطه لا يمكن تشغيله",
} as const;

/**
 * A link on a known video host or any parsable URL, https:// prepended when it has no http prefix,
 * and one the site can play (a platform's video, or a plain video file).
 */
export const videoUrlField = z
  .string({ error: REEL_MESSAGES.urlRequired })
  .trim()
  // abort: an empty link gets only "required", not also "invalid".
  .min(1, { error: REEL_MESSAGES.urlRequired, abort: true })
  .max(2000, { error: REEL_MESSAGES.urlInvalid, abort: true })
  .refine(isAcceptedVideoUrl, { error: REEL_MESSAGES.urlInvalid, abort: true })
  .transform(withHttps)
  .refine(canPlayVideo, REEL_MESSAGES.cannotPlay);

/**
 * A visitor's reel (POST /api/submit-reel). No `approved` key (unknown keys are dropped), and the
 * platform is always the one the link itself names, whatever the client sent.
 */
export const submitReelSchema = z
  .object({
    customerName: requiredText(REEL_MESSAGES.name, 2, 100),
    videoUrl: videoUrlField,
    // Accepted only to be replaced: an unknown or disagreeing value is not the visitor's fault.
    videoPlatform: z.unknown().optional(),
    isActive: z.boolean().optional().default(true),
    ...honeypotField,
  })
  .transform(({ videoPlatform: _sent, ...rest }) => ({
    ...rest,
    videoPlatform: detectVideoPlatform(rest.videoUrl) as VideoPlatform,
  }));
export type SubmitReelInput = z.input<typeof submitReelSchema>;
export type SubmitReelData = z.output<typeof submitReelSchema>;

export const reelVisibilitySchema = z.object({
  isActive: z.boolean({ error: "يجب إرسال حالة الظهور (صح أو خطأ)" }),
});

export { videoPlatforms };
