import { asc, eq } from "drizzle-orm";
import type { BlockedPhoneDto } from "@shared/api/orders.contract";
import type { Db } from "../../db/client";
import { blockedPhones } from "../../db/schema";
import { notFound } from "../../lib/app-error";

const toDto = (row: typeof blockedPhones.$inferSelect): BlockedPhoneDto => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listBlockedPhones(db: Db): Promise<BlockedPhoneDto[]> {
  return (await db.select().from(blockedPhones).orderBy(asc(blockedPhones.createdAt))).map(toDto);
}

/** Blocks a phone; blocking it again keeps the first entry (and updates the reason when one is given). */
export async function blockPhone(
  db: Db,
  input: { phoneNumber: string; reason: string | null },
): Promise<BlockedPhoneDto> {
  const [row] = await db
    .insert(blockedPhones)
    .values(input)
    .onConflictDoUpdate({
      target: blockedPhones.phoneNumber,
      set: input.reason === null ? { phoneNumber: input.phoneNumber } : { reason: input.reason },
    })
    .returning();
  return toDto(row);
}

export async function unblockPhone(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(blockedPhones).where(eq(blockedPhones.id, id)).returning({ id: blockedPhones.id });
  if (deleted.length === 0) throw notFound("الرقم غير موجود في قائمة الحظر");
}
