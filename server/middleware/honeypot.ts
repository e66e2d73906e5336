import type { RequestHandler, Response } from "express";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import { parse } from "../lib/validate";
import { markHoneypot } from "../observability/metrics";

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
    const trap = (input as Record<string, unknown>)[HONEYPOT_FIELD];
    const trapped = typeof trap === "string" && trap.trim() !== "";
    const body = trapped ? await decoy(input) : await submit(input);
    if (trapped) markHoneypot(res);
    res.status(status).json(body);
  };
}

/**
 * The same rule for an endpoint whose body the contract has already validated: a filled trap gets the
 * `decoy`'s answer (and the request is counted as a honeypot hit), everyone else `submit`'s.
 */
export async function decoyWhenTrapped<I extends object, T>(
  input: I,
  res: Response,
  decoy: (input: I) => Promise<T>,
  submit: (input: I) => Promise<T>,
): Promise<T> {
  const trap = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  if (typeof trap !== "string" || trap.trim() === "") return submit(input);
  const body = await decoy(input);
  markHoneypot(res);
  return body;
}
