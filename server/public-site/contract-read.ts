import type { z } from "zod";
import { contract, type SpecOf } from "@shared/api/contract";
import type { Output, Route, Spec } from "@shared/api/endpoint";
import { type EndpointName, type Feature, routes } from "@shared/api/routes";
import type { PublicReader } from "@shared/ssr";

/**
 * A public read for the page head, in-process, checked against the endpoint's response schema: the
 * JSON-LD and preview tags are typed by the contract, like every answer the client reads.
 */
export async function readPublic<F extends Feature, N extends EndpointName<F>>(
  read: PublicReader,
  feature: F,
  name: N,
): Promise<Output<SpecOf<F, N>>> {
  const route = routes[feature][name] as Route;
  const spec = (contract[feature] as Record<string, Spec>)[name];
  const schema = (spec.responses as Record<number, z.ZodType>)[200];
  return schema.parse(await read(route.path)) as Output<SpecOf<F, N>>;
}
