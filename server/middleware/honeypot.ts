import type { RequestHandler, Response } from "express";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { parse } from "../lib/validate";
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

/**
 * A public form with a hidden field only bots fill. The body is validated first, so a bot sees the
 * same errors a person would; then a filled trap gets the `decoy`'s answer (built in the service,
 * shaped exactly like the real one, writing nothing) and everyone else gets `submit`'s. Both answer
 * with the same status.
 */
export function honeypot<S extends z.ZodType>(
  schema: S,
  decoy: (input: z.output<S>) => Promise<unknown>,
  submit: (input: z.output<S>) => Promise<unknown>,
  status = 201,
): RequestHandler {
  return async (req, res) => {
    const input = parse(schema, req.body);
    res.status(status).json(await submitUnlessTrapped(input, res, decoy, submit));
  };
}

/**
 * The same rule for an endpoint whose body the contract has already validated: a filled trap gets
 * the `decoy`'s answer (and is counted), everyone else `submit`'s.
 */
export async function answerUnlessTrapped<T extends { [HONEYPOT_FIELD]?: string }, R>(
  res: Response,
  input: T,
  decoy: (input: T) => Promise<R>,
  submit: (input: T) => Promise<R>,
): Promise<R> {
  const trap = input[HONEYPOT_FIELD];
  if (typeof trap !== "string" || trap.trim() === "") return submit(input);
  const answer = await decoy(input);
  markHoneypot(res);
  return answer;
}
