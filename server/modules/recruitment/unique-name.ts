import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/pg-errors";

/**
 * Runs a write to a catalog table whose names are unique in their compared form (a database index,
 * so two racing creates of one name store one row) and turns the refused one into a 409 in Arabic.
 */
export async function nameTaken<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", message);
    throw error;
  }
}
