import { z } from "zod";
import { ORDER_SIZES } from "../order-status";
import { honeypotField, optionalText, phoneField, requiredText } from "./fields";
import { MAX_ORDER_LINES, MAX_LINE_QUANTITY, MAX_LINE_NOTE, MAX_ORDER_NOTE, ORDER_MESSAGES } from "../order-messages";

// The visitor's order and the branch's ordering settings as the forms check them; their limits and
// Arabic messages are in order-messages.ts.

export const orderLineSchema = z.object({
  menuItemId: z.uuid({ error: ORDER_MESSAGES.item }),
  size: z.enum(ORDER_SIZES, { error: ORDER_MESSAGES.size }),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(1, ORDER_MESSAGES.quantity)
    .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantity),
  note: optionalText(MAX_LINE_NOTE, ORDER_MESSAGES.lineNote),
});
export type OrderLineInput = z.input<typeof orderLineSchema>;

export const placeOrderSchema = z.object({
  branch: z.string({ error: ORDER_MESSAGES.branch }).min(1, ORDER_MESSAGES.branch).max(100, ORDER_MESSAGES.branch),
  // An instant with its offset, or null for «أقرب وقت».
  pickupAt: z.iso.datetime({ offset: true, error: ORDER_MESSAGES.pickupAt }).nullable(),
  items: z
    .array(orderLineSchema, { error: ORDER_MESSAGES.noLines })
    .min(1, ORDER_MESSAGES.noLines)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
  customerName: requiredText(ORDER_MESSAGES.name, 2, 100),
  phoneNumber: phoneField(),
  note: optionalText(MAX_ORDER_NOTE, ORDER_MESSAGES.orderNote),
  ...honeypotField,
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderData = z.output<typeof placeOrderSchema>;

/** The Idempotency-Key header: any client-made id (a uuid in our pages), 8–100 safe characters. */
export const idempotencyKeySchema = z
  .string({ error: ORDER_MESSAGES.idempotencyKey })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, ORDER_MESSAGES.idempotencyKey);

/** A pause: 15, 30 or 60 minutes, until the branch's next opening ("tomorrow"), or null to resume now. */
export const ORDERING_PAUSES = ["15", "30", "60", "tomorrow"] as const;
export type OrderingPause = (typeof ORDERING_PAUSES)[number];

const minutes = (min: number, max: number) =>
  z
    .number({ error: ORDER_MESSAGES.settings })
    .int(ORDER_MESSAGES.settings)
    .min(min, ORDER_MESSAGES.settings)
    .max(max, ORDER_MESSAGES.settings);

/** PUT /api/branches/:slug/ordering: fields left out keep their value. */
export const branchOrderingEditSchema = z
  .strictObject(
    {
      enabled: z.boolean({ error: ORDER_MESSAGES.settings }).optional(),
      prepMinutes: minutes(5, 180).optional(),
      slotMinutes: minutes(5, 60).optional(),
      capacity: minutes(1, 200).optional(),
      lastOrderMinutes: minutes(0, 180).optional(),
      pause: z.enum(ORDERING_PAUSES, { error: ORDER_MESSAGES.settings }).nullable().optional(),
    },
    { error: "إعداد غير معروف" },
  )
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "لم يتم إرسال أي تعديل" });
export type BranchOrderingEdit = z.output<typeof branchOrderingEditSchema>;

export const blockPhoneSchema = z.object({
  phoneNumber: phoneField(),
  reason: optionalText(200),
});
export type BlockPhoneInput = z.input<typeof blockPhoneSchema>;
