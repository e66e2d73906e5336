import type { RequestHandler } from "express";
import type { OrderDto } from "@shared/api/orders.contract";
import { idempotencyKeySchema, type PlaceOrderData } from "@shared/schema/orders-forms";
import { ORDER_MESSAGES } from "@shared/order-messages";
import { type AppDeps, clockOf } from "../../deps";
import { AppError, notFound } from "../../lib/app-error";
import { implement } from "../../lib/contract-router";
import { assertBranchInScope, branchScope, inScope } from "../../middleware/branch-scope";
import { publicForm } from "../../middleware/honeypot";
import { auditor } from "../audit/actor";
import { assertOrderAheadOn } from "./order-ahead.service";
import { blockPhone, listBlockedPhones, unblockPhone } from "./blocked-phones.service";
import { orderingStates } from "./order-availability";
import { orderBranch, orderBranches } from "./order-branches";
import { settingsByBranch, toSettingsDto, updateSettings } from "./order-settings.service";
import { cancelOrder, decoyOrder, getOrder, placeOrder } from "./orders.service";

export function ordersRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = clockOf(deps);
  const featureOn: RequestHandler = async (_req, _res, next) => {
    try {
      await assertOrderAheadOn(db);
      next();
    } catch (error) {
      next(error);
    }
  };
  const form = publicForm<PlaceOrderData, OrderDto>(
    deps,
    (input) => decoyOrder(db, input, now()),
    (input, req) => placeOrder(db, input, idempotencyKeyOf(req.get("Idempotency-Key")), now()),
  );
  return implement(deps, "orders", {
    ordering: { use: [featureOn], handle: () => orderingStates(db, now()) },
    place: { use: [featureOn, ...form.use], handle: form.handle },
    get: { use: [featureOn], handle: ({ params: { token } }) => getOrder(db, token) },
    cancel: { use: [featureOn], handle: ({ params: { token } }) => cancelOrder(db, token, now()) },
    // A manager sees and edits the branches assigned to them; the owner every branch.
    branchSettings: async ({ req }) => {
      const scope = branchScope(req);
      const settings = await settingsByBranch(db);
      return (await orderBranches(db))
        .filter((branch) => inScope(scope, branch.slug))
        .map((branch) => toSettingsDto(branch, settings.get(branch.slug)));
    },
    updateBranchSettings: async ({ req, params: { slug }, body }) => {
      const branch = await orderBranch(db, slug);
      if (!branch) throw notFound("الفرع غير موجود");
      assertBranchInScope(branchScope(req), slug);
      return auditor(db, req)({ action: "update", resource: "branch-ordering", id: slug }, (tx) =>
        updateSettings(tx, branch, body, now()),
      );
    },
    blockedPhones: () => listBlockedPhones(db),
    blockPhone: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "blocked-phones" }, (tx) => blockPhone(tx, body)),
    unblockPhone: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "blocked-phones", id }, (tx) => unblockPhone(tx, id));
    },
  });
}

/** The Idempotency-Key header, when sent; a malformed one is a 400 rather than silently ignored. */
function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new AppError("bad_request", ORDER_MESSAGES.idempotencyKey);
  return parsed.data;
}
