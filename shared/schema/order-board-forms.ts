import { z } from "zod";
import { CANCEL_REASONS, ORDER_STATUSES } from "../order-status";

// The board's requests, with the Arabic messages the staff read.

/** Minutes the branch may add to the pickup time when it accepts («+10 دقائق»). */
export const DELAY_CHOICES = [10] as const;
export const MAX_DELAY_MINUTES = 60;

export const ORDER_BOARD_MESSAGES = {
  notFound: "الطلب غير موجود",
  status: "الحالة غير صحيحة",
  reason: "اختر سبب الإلغاء",
  reasonOnlyOnCancel: "السبب يُذكر عند الإلغاء فقط",
  delay: `التأخير من 1 إلى ${MAX_DELAY_MINUTES} دقيقة`,
  delayOnlyOnAccept: "يُضاف الوقت عند قبول الطلب فقط",
  noShowTooEarly: "لا يمكن تسجيل «لم يحضر» قبل موعد الاستلام",
  date: "التاريخ غير صحيح",
  branch: "الفرع غير صحيح",
} as const;

/** The move staff make on an order: its next status, why it is cancelled, minutes added on accepting. */
export const statusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: ORDER_BOARD_MESSAGES.status }),
    reason: z.enum(CANCEL_REASONS, { error: ORDER_BOARD_MESSAGES.reason }).optional(),
    delayMinutes: z
      .number({ error: ORDER_BOARD_MESSAGES.delay })
      .int(ORDER_BOARD_MESSAGES.delay)
      .min(1, ORDER_BOARD_MESSAGES.delay)
      .max(MAX_DELAY_MINUTES, ORDER_BOARD_MESSAGES.delay)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "cancelled" && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: ORDER_BOARD_MESSAGES.reason });
    if (value.status !== "cancelled" && value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: ORDER_BOARD_MESSAGES.reasonOnlyOnCancel });
    if (value.status !== "accepted" && value.delayMinutes !== undefined)
      ctx.addIssue({ code: "custom", path: ["delayMinutes"], message: ORDER_BOARD_MESSAGES.delayOnlyOnAccept });
  });
export type StatusChangeInput = z.input<typeof statusChangeSchema>;
