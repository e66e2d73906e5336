/**
 * A table row as it travels in JSON: dates become ISO strings, everything else stays. Response
 * types are derived from the tables' $inferSelect through this, so they cannot drift from the schema.
 * Imported as a type only, so a form that names a response type pulls no drizzle code.
 */
export type Serialized<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
