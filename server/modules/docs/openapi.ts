import { z } from "zod";
import { contract } from "@shared/api/contract";
import type { Access, Route, Spec } from "@shared/api/endpoint";
import { ERROR_CODES } from "@shared/api/errors";
import { routes } from "@shared/api/routes";

const ACCESS_NOTE: Record<Access, string> = {
  public: "Anyone.",
  signedIn: "A signed-in session, even one that must still replace its temporary password.",
  owner: "The owner's session (session cookie).",
  manager: "The owner, or a branch manager (narrowed to their branches).",
  cashier: "Any staff role: owner, branch manager or cashier (narrowed to their branches).",
  ownerOrToken: "The owner's session, or `Authorization: Bearer <BACKUP_TOKEN>`.",
};

const ERROR_BODY = {
  description:
    "The error shape: a code from a closed list for programs to decide by, an Arabic message fit to show, and field issues for an invalid body or query.",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["code", "message"],
        properties: {
          code: { type: "string", enum: [...ERROR_CODES] },
          message: { type: "string" },
          issues: {
            type: "array",
            items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } },
          },
        },
      },
    },
  },
};

const json = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });

/** `:id` as OpenAPI writes it, `{id}`. */
const openapiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

function parameters(spec: Spec) {
  const list: object[] = [];
  for (const [where, schema] of [
    ["path", spec.params],
    ["query", spec.query],
  ] as const) {
    if (!(schema instanceof z.ZodObject)) continue;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      list.push({
        name,
        in: where,
        required: where === "path" || !field.safeParse(undefined).success,
        schema: json(field, "input"),
      });
    }
  }
  return list;
}

function responses(spec: Spec) {
  const out: Record<string, object> = { "4XX": ERROR_BODY, "5XX": ERROR_BODY };
  if ("raw" in spec.responses) {
    out["200"] = {
      description: "A file",
      content: { [spec.responses.raw as string]: { schema: { type: "string", format: "binary" } } },
    };
    return out;
  }
  for (const [status, schema] of Object.entries(spec.responses as Record<string, z.ZodType>)) {
    out[status] =
      status === "204"
        ? { description: "Done, no body" }
        : { description: "Success", content: { "application/json": { schema: json(schema, "output") } } };
  }
  return out;
}

/** The OpenAPI 3.1 document of /api, generated from the route table and the contract's schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, object>> = {};
  for (const [feature, table] of Object.entries(routes) as [keyof typeof routes, Record<string, Route>][]) {
    const specs = contract[feature] as Record<string, Spec>;
    for (const [name, route] of Object.entries(table)) {
      const spec = specs[name];
      const operation: Record<string, unknown> = {
        operationId: `${feature}.${name}`,
        tags: [feature],
        summary: spec.summary,
        description: ACCESS_NOTE[route.access],
        parameters: parameters(spec),
        responses: responses(spec),
      };
      if (spec.body) {
        operation.requestBody = {
          required: true,
          content: { "application/json": { schema: json(spec.body, "input") } },
        };
      }
      const path = openapiPath(route.path);
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Broasted chain API", version: "1" },
    paths,
  };
}
