import type { MoveDirection } from "@shared/schema/fields";
import { AppError, notFound } from "./app-error";

export interface MoveMessages {
  notFound: string;
  first: string;
  last: string;
}

/**
 * The admin's move up/down: swaps row `id` with its neighbour in `rows` (already in order and locked
 * by the caller) and renumbers the whole list 1..n through `setOrder`, so duplicate or missing order
 * values left by earlier races cannot turn a swap into a no-op. A 404 for a row not in the list,
 * a 400 for moving the first up or the last down.
 */
export async function moveInOrder<T extends { id: string; order: number }>(
  rows: T[],
  id: string,
  direction: MoveDirection,
  messages: MoveMessages,
  setOrder: (id: string, order: number) => Promise<unknown>,
): Promise<void> {
  const index = rows.findIndex((row) => row.id === id);
  if (index === -1) throw notFound(messages.notFound);
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0) throw new AppError("bad_request", messages.first);
  if (target >= rows.length) throw new AppError("bad_request", messages.last);
  const moved = [...rows];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  for (const [position, row] of moved.entries()) {
    if (row.order !== position + 1) await setOrder(row.id, position + 1);
  }
}
