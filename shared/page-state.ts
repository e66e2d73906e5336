import { scriptSafeJson } from "./script-json";

/** One read a server-rendered page was rendered from: its query key and the data it got. */
export interface PageRead {
  key: readonly unknown[];
  data: unknown;
}

/**
 * How the reads travel in the page (`<script id="ssr-state">`): one entry per read, `[key, data]`,
 * or, for a list of records that all have the same fields in the same order (the menu's dishes,
 * the reviews), `[key, rows, fields]` with the field names once and each record as its values in
 * that order. Such a list may also be a property of the read's data (`{ reviews: [...], total }`):
 * then `fields` names, for each such property, its field names. On a menu of forty dishes the
 * field names alone were a third of the data. Nothing else of the query cache travels (update
 * counts, errors, fetch states): the browser starts each read as freshly fetched, as it would
 * after asking the API.
 */
type Fields = string[] | Record<string, string[]>;
type PackedRead = [key: readonly unknown[], data: unknown] | [key: readonly unknown[], data: unknown, fields: Fields];

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

const toRows = (records: unknown, fields: string[]) =>
  (records as Record<string, unknown>[]).map((record) => fields.map((field) => record[field]));

const toRecords = (rows: unknown, fields: string[]) =>
  (rows as unknown[][]).map((values) => Object.fromEntries(fields.map((field, i) => [field, values[i]])));

function pack(key: readonly unknown[], data: unknown): PackedRead {
  const fields = fieldsOf(data);
  if (fields) return [key, toRows(data, fields), fields];
  if (!isRecord(data)) return [key, data];
  const lists = Object.entries(data).flatMap(([name, value]) => {
    const listFields = fieldsOf(value);
    return listFields ? [[name, listFields] as const] : [];
  });
  if (!lists.length) return [key, data];
  const rows = Object.fromEntries(lists.map(([name, listFields]) => [name, toRows(data[name], listFields)]));
  return [key, { ...data, ...rows }, Object.fromEntries(lists)];
}

function unpack(data: unknown, fields: Fields | undefined): unknown {
  if (!fields) return data;
  if (Array.isArray(fields)) return toRecords(data, fields);
  const record = data as Record<string, unknown>;
  const lists = Object.entries(fields).map(([name, listFields]) => [name, toRecords(record[name], listFields)]);
  return { ...record, ...Object.fromEntries(lists) };
}

/** The reads as JSON safe inside a <script> element. */
export function packPageState(reads: readonly PageRead[]): string {
  return scriptSafeJson(reads.map(({ key, data }) => pack(key, data)));
}

/** The reads a page carries, as they were before packing. */
export function unpackPageState(json: string): PageRead[] {
  return (JSON.parse(json) as PackedRead[]).map(([key, data, fields]) => ({ key, data: unpack(data, fields) }));
}
