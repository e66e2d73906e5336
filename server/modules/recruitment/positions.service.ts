import { asc, eq } from "drizzle-orm";
import { POSITION_NOT_FOUND, type PositionInput } from "@shared/schema/recruitment-forms";
import type { Db } from "../../db/client";
import { jobPositions } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { nameTaken } from "./unique-name";

export const POSITION_TAKEN = "توجد وظيفة بهذا الاسم مسبقاً";

export function listPositions(db: Db, { includeHidden }: { includeHidden: boolean }) {
  return db
    .select()
    .from(jobPositions)
    .where(includeHidden ? undefined : eq(jobPositions.isActive, true))
    .orderBy(asc(jobPositions.title), asc(jobPositions.createdAt));
}

export async function createPosition(db: Db, input: PositionInput) {
  const [row] = await nameTaken(
    db
      .insert(jobPositions)
      .values({ title: input.title, isActive: input.isActive ?? true })
      .returning(),
    POSITION_TAKEN,
  );
  return row;
}

export async function updatePosition(db: Db, id: string, input: Partial<PositionInput>) {
  const [row] = await nameTaken(
    db.update(jobPositions).set(input).where(eq(jobPositions.id, id)).returning(),
    POSITION_TAKEN,
  );
  if (!row) throw notFound(POSITION_NOT_FOUND);
  return row;
}

/** Applications keep the plain id and show the position as unknown afterwards. */
export async function deletePosition(db: Db, id: string) {
  const [row] = await db.delete(jobPositions).where(eq(jobPositions.id, id)).returning({ id: jobPositions.id });
  if (!row) throw notFound(POSITION_NOT_FOUND);
}
