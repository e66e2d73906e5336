import type { z } from "zod";
import { uuidParam } from "@shared/schema/fields";
import { notFound } from "./app-error";

/** Parses with a shared schema; a ZodError reaches the error handler as a 400. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  return schema.parse(data ?? {});
}

/** A route id that is not a uuid cannot exist: 404, never a database error. */
export function parseId(value: unknown, message?: string): string {
  const result = uuidParam.safeParse(value);
  if (!result.success) throw notFound(message);
  return result.data;
}
