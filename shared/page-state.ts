import { scriptSafeJson } from "./script-json";

/** One read a server-rendered page was rendered from: its query key and the data it got. */
export interface PageRead {
  key: readonly unknown[];
  data: unknown;
}

/**
 * How the reads travel in the page (`<script id="ssr-state">`): one entry per read, `[key, data]`,
 * or, for a list of records that all have the same fields in the same order (the menu, the reviews),
 * `[key, rows, fields]` with the field names once and each record as its values in that order.
 * On a menu of forty dishes the field names alone were a third of the data. Nothing else of the
 * query cache travels (update counts, errors, fetch states): the browser starts each read as
 * freshly fetched, as it would after asking the API.
 */
type PackedRead =
  | [key: readonly unknown[], data: unknown]
  | [key: readonly unknown[], rows: unknown[][], fields: string[]];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The common field names of a list of records, or undefined when it is not such a list. */
function fieldsOf(data: unknown): string[] | undefined {
  if (!Array.isArray(data) || data.length < 2 || !data.every(isRecord)) return undefined;
  const fields = Object.keys(data[0]);
  const same = (record: Record<string, unknown>) => {
    const keys = Object.keys(record);
    return keys.length === fields.length && keys.every((key, i) => key === fields[i] && record[key] !== undefined);
  };
  return data.every(same) ? fields : undefined;
}

/** The reads as JSON safe inside a <script> element. */
export function packPageState(reads: readonly PageRead[]): string {
  const packed = reads.map(({ key, data }): PackedRead => {
    const fields = fieldsOf(data);
    if (!fields) return [key, data];
    return [key, (data as Record<string, unknown>[]).map((record) => fields.map((field) => record[field])), fields];
  });
  return scriptSafeJson(packed);
}

/** The reads a page carries, as they were before packing. */
export function unpackPageState(json: string): PageRead[] {
  return (JSON.parse(json) as PackedRead[]).map(([key, data, fields]) => ({
    key,
    data: fields
      ? (data as unknown[][]).map((values) => Object.fromEntries(fields.map((field, i) => [field, values[i]])))
      : data,
  }));
}
