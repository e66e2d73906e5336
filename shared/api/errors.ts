// The error shape every API failure answers with: `{ code, message, issues? }`. Programs decide by
// `code`, a closed list; `message` is Arabic, for the person; `issues` name the fields a body or
// query got wrong. No runtime import: the browser reads this file.

export const ERROR_CODES = [
  "invalid", // the body or query failed its schema: `issues` says where (400)
  "bad_request", // a request the server cannot read or act on, such as malformed JSON (400)
  "unauthorized", // no session, or wrong credentials (401)
  "forbidden", // signed in, but the role or the branch may not (403)
  "not_found", // (404)
  "conflict", // the state forbids it now: a value already used, a move not allowed from here (409)
  "too_large", // (413)
  "misdirected", // a host name this server does not answer for (421)
  "unsupported_media", // (415)
  "rate_limited", // (429)
  "internal", // a fault of ours, logged with its stack (500)
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  misdirected: 421,
  unsupported_media: 415,
  rate_limited: 429,
  internal: 500,
};

export interface FieldIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  issues?: FieldIssue[];
  /** A conflict's current state of what the request meant to change (an order moved on by a colleague). */
  order?: unknown;
}
