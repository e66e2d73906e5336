import type { Table } from "drizzle-orm";
import { z } from "zod";

// Response bodies as they travel in JSON, derived from the tables with drizzle-zod: a timestamp column
// becomes an ISO 8601 text, everything else keeps the type the table gives it. Server-side only (the
// browser takes these schemas' types, never their code).

type OnWire<S> = S extends z.ZodDate
  ? z.ZodISODateTime
  : S extends z.ZodNullable<z.ZodDate>
    ? z.ZodNullable<z.ZodISODateTime>
    : S;

export type WireShape<T extends z.ZodRawShape> = { [K in keyof T]: OnWire<T[K]> };

const isoText = () => z.iso.datetime({ offset: true });

/** The row schema with its dates as ISO texts. */
export function onTheWire<T extends z.ZodRawShape>(schema: z.ZodObject<T>): z.ZodObject<WireShape<T>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    if (field instanceof z.ZodDate) shape[name] = isoText();
    else if (field instanceof z.ZodNullable && field.unwrap() instanceof z.ZodDate) shape[name] = isoText().nullable();
    else shape[name] = field as z.ZodType;
  }
  return z.object(shape) as unknown as z.ZodObject<WireShape<T>>;
}

/** A path that names one row by its uuid. A value that is not a uuid cannot name a row: 404. */
export const idParams = z.object({ id: z.uuid() });

/** `?active=true` narrows an admin's list to what visitors see; any other value changes nothing. */
export const activeQuery = z.object({ active: z.string().optional() });

/** 204: no body. */
export const noContent = z.undefined();

/**
 * A request body bound to the table it writes: the form's values must fit the table's insert type,
 * so changing a column's type breaks the compile of the form (and of every client using it) until
 * both agree.
 */
export const bodyFor = <T extends Table, S extends z.ZodType<Partial<T["$inferInsert"]>>>(_table: T, schema: S): S =>
  schema;

/** Adding a row: its body, and 201 with the new row. */
export const createSpec = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
  summary,
  body,
  responses: { 201: response },
});

/** A change to the row the path's id names: 404 with `notFound` when none, 200 with the answer. */
export const updateSpec = <B extends z.ZodType, R extends z.ZodType>(
  summary: string,
  notFound: string,
  body: B,
  response: R,
) => ({ summary, params: idParams, notFound, body, responses: { 200: response } });

/** Deleting the row the path's id names: 404 with `notFound` when none, 204 when done. */
export const removeSpec = (summary: string, notFound: string) => ({
  summary,
  params: idParams,
  notFound,
  responses: { 204: noContent },
});
