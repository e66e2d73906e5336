import type { Request, RequestHandler, Response } from "express";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import type { AppDeps } from "../deps";
import { markHoneypot } from "../observability/metrics";
import { submissionLimit } from "./rate-limit";

/**
 * A validated public form with a hidden field only bots fill: a filled trap gets the `decoy`'s answer
 * (built in the service, shaped exactly like the real one, writing nothing) and is marked for the
 * metrics once that answer is ready; everyone else gets `submit`'s.
 */
async function submitUnlessTrapped<I, R>(
  input: I,
  req: Request,
  res: Response,
  decoy: (input: I, req: Request) => Promise<R>,
  submit: (input: I, req: Request) => Promise<R>,
): Promise<R> {
  const trap = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  if (typeof trap !== "string" || trap.trim() === "") return submit(input, req);
  const answer = await decoy(input, req);
  markHoneypot(res);
  return answer;
}

/**
 * A public form's endpoint: the submission rate limit per client, counted before the body is
 * validated; then the contract-validated body goes to `submit`, or to `decoy` when the trap is
 * filled, so a bot sees the errors and the answer a person would.
 */
export function publicForm<I, R>(
  { db, config }: Pick<AppDeps, "db" | "config">,
  decoy: (input: I, req: Request) => Promise<R>,
  submit: (input: I, req: Request) => Promise<R>,
): { use: RequestHandler[]; handle: (request: { body: I; req: Request; res: Response }) => Promise<R> } {
  return {
    use: [submissionLimit(db, config.submitRateLimit)],
    handle: ({ body, req, res }) => submitUnlessTrapped(body, req, res, decoy, submit),
  };
}
