import type { Response } from "express";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { markHoneypot } from "../observability/metrics";

/**
 * A validated public form with a hidden field only bots fill: a filled trap gets the `decoy`'s answer
 * (built in the service, shaped exactly like the real one, writing nothing) and is marked for the
 * metrics once that answer is ready; everyone else gets `submit`'s.
 */
export async function submitUnlessTrapped<I, R>(
  input: I,
  res: Response,
  decoy: (input: I) => Promise<R>,
  submit: (input: I) => Promise<R>,
): Promise<R> {
  const trap = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  if (typeof trap !== "string" || trap.trim() === "") return submit(input);
  const answer = await decoy(input);
  markHoneypot(res);
  return answer;
}
