import { ERROR_CODES } from "@shared/api/errors";
import { describe, expect, it } from "vitest";
import { contract } from "@shared/api/contract";
import { routes } from "@shared/api/routes";
import { createApp } from "../../server/app";
import { startAdminApp } from "../support/admin-app";
import { listRoutes } from "../support/route-table";

const contractRoutes = Object.values(routes).flatMap((table) =>
  Object.values(table).map((route) => `${route.method} ${route.path}`),
);

describe("the API contract", () => {
  const suite = startAdminApp();

  it("serves an OpenAPI 3.1 document with every endpoint of the route table", async () => {
    const res = await suite.app.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(documented.sort()).toEqual([...contractRoutes].sort());
  });

  it("documents an endpoint's body, path id and answer from the contract's schemas", async () => {
    const { body } = await suite.app.client().get("/api/openapi.json");
    const update = body.paths["/api/offers/{id}"].put;
    expect(update.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    expect(update.requestBody.content["application/json"].schema.properties).toHaveProperty("discountedPrice");
    const created = body.paths["/api/offers"].post.responses["201"].content["application/json"].schema;
    expect(created.properties.createdAt).toMatchObject({ type: "string", format: "date-time" });
  });

  it("documents the error shape with its closed list of codes on every endpoint", async () => {
    const { body } = await suite.app.client().get("/api/openapi.json");
    for (const status of ["4XX", "5XX"]) {
      const schema = body.paths["/api/offers/{id}"].put.responses[status].content["application/json"].schema;
      expect(schema.required).toEqual(["code", "message"]);
      expect(schema.properties.code.enum).toEqual([...ERROR_CODES]);
    }
  });

  it("has a schema for every endpoint, and the server registers every endpoint it declares", () => {
    for (const [feature, table] of Object.entries(routes)) {
      expect(Object.keys(contract[feature as keyof typeof contract]).sort()).toEqual(Object.keys(table).sort());
    }
    const served = listRoutes(createApp(suite.app.deps).express).map((route) => `${route.method} ${route.path}`);
    expect(served).toEqual(expect.arrayContaining(contractRoutes));
  });

  it("serves nothing under /api that the contract does not declare, but the local disk's signed upload", () => {
    const served = listRoutes(createApp(suite.app.deps).express)
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => route.split(" ")[1].startsWith("/api/"));
    expect(served.filter((route) => !contractRoutes.includes(route))).toEqual(["PUT /api/uploads/:id"]);
  });

  it("answers a path id that cannot exist with the endpoint's own 404", async () => {
    const res = await suite.admin.put("/api/offers/not-a-uuid", { title: "عرض" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: "not_found", message: "العرض غير موجود" });
  });
});
