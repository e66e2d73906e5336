import { asc, count, eq } from "drizzle-orm";
import { QUESTION_NOT_FOUND, type MoveDirection } from "@shared/schema/recruitment-forms";
import type { Db } from "../../db/client";
import { applicationQuestions } from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";

type QuestionData = { question: string; order?: number; isActive?: boolean; options?: string[] | null };

// Ties on `order` (two admins adding at once) still list in a stable order.
const questionOrder = [
  asc(applicationQuestions.order),
  asc(applicationQuestions.createdAt),
  asc(applicationQuestions.id),
];

export function listQuestions(db: Db, { includeHidden }: { includeHidden: boolean }) {
  return db
    .select()
    .from(applicationQuestions)
    .where(includeHidden ? undefined : eq(applicationQuestions.isActive, true))
    .orderBy(...questionOrder);
}

/** A new question without an order goes last: the count of questions plus one. */
export async function createQuestion(db: Db, input: QuestionData) {
  let order = input.order;
  if (order === undefined) {
    const [{ total }] = await db.select({ total: count() }).from(applicationQuestions);
    order = total + 1;
  }
  const [row] = await db
    .insert(applicationQuestions)
    .values({ question: input.question, order, isActive: input.isActive ?? true, options: input.options ?? null })
    .returning();
  return row;
}

export async function updateQuestion(db: Db, id: string, input: Partial<QuestionData>) {
  const [row] = await db.update(applicationQuestions).set(input).where(eq(applicationQuestions.id, id)).returning();
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

/** Answers keep the question id and their text snapshot; the admin then sees "سؤال محذوف". */
export async function deleteQuestion(db: Db, id: string) {
  const [row] = await db
    .delete(applicationQuestions)
    .where(eq(applicationQuestions.id, id))
    .returning({ id: applicationQuestions.id });
  if (!row) throw notFound(QUESTION_NOT_FOUND);
}

/**
 * Swaps a question with its neighbour in the admin's list. The whole list is renumbered 1..n in
 * the same pass, so duplicate or missing order values left by hand edits cannot make a swap a no-op.
 * Rows are locked so two admins moving at once cannot interleave.
 */
export async function moveQuestion(db: Db, id: string, direction: MoveDirection) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: applicationQuestions.id, order: applicationQuestions.order })
      .from(applicationQuestions)
      .orderBy(...questionOrder)
      .for("update");
    const index = rows.findIndex((row) => row.id === id);
    if (index === -1) throw notFound(QUESTION_NOT_FOUND);
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0) throw new AppError("bad_request", "السؤال الأول لا يمكن نقله للأعلى");
    if (target >= rows.length) throw new AppError("bad_request", "السؤال الأخير لا يمكن نقله للأسفل");
    [rows[index], rows[target]] = [rows[target], rows[index]];
    for (const [position, row] of rows.entries()) {
      if (row.order !== position + 1) {
        await tx
          .update(applicationQuestions)
          .set({ order: position + 1 })
          .where(eq(applicationQuestions.id, row.id));
      }
    }
    return tx
      .select()
      .from(applicationQuestions)
      .orderBy(...questionOrder);
  });
}
