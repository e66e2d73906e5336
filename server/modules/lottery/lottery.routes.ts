import { Router } from "express";
import {
  createPrizeSchema,
  entriesQuerySchema,
  entryStatusSchema,
  lotteryEntrySchema,
  updatePrizeSchema,
} from "@shared/schema/lottery-forms";
import type { AppDeps } from "../../deps";
import { setPageHeaders } from "../../lib/paging";
import { parse, parseId } from "../../lib/validate";
import { honeypot } from "../../middleware/honeypot";
import { submissionLimit } from "../../middleware/rate-limit";
import { requireAdmin } from "../../middleware/require-admin";
import { drawAvailability } from "./availability.service";
import { decoyWin, enterDraw } from "./draw.service";
import { csvHeader, csvRows } from "./entries-csv";
import { ENTRY_NOT_FOUND, eachEntryBatch, searchEntries, setEntryStatus } from "./entries.service";
import { eraseEntry } from "./erasure.service";
import { createPrize, deletePrize, listPrizes, PRIZE_NOT_FOUND, updatePrize } from "./prizes.service";
import { auditor } from "../audit/actor";

export function lotteryRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.post(
    "/lottery",
    submissionLimit(db, config.submitRateLimit),
    honeypot(
      lotteryEntrySchema,
      (input) => decoyWin(db, input),
      (input) => enterDraw(db, input),
    ),
  );

  // Public: the home popup and /win ask before inviting anyone into the draw.
  router.get("/lottery/availability", async (_req, res) => {
    res.json(await drawAvailability(db));
  });

  router.get("/prizes", requireAdmin, async (_req, res) => {
    res.json(await listPrizes(db));
  });

  router.post("/prizes", requireAdmin, async (req, res) => {
    const input = parse(createPrizeSchema, req.body);
    res
      .status(201)
      .json(await auditor(db, req)({ action: "create", resource: "prizes" }, (tx) => createPrize(tx, input)));
  });

  router.put("/prizes/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, PRIZE_NOT_FOUND);
    const input = parse(updatePrizeSchema, req.body);
    res.json(await auditor(db, req)({ action: "update", resource: "prizes", id }, (tx) => updatePrize(tx, id, input)));
  });

  router.delete("/prizes/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, PRIZE_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "prizes", id }, (tx) => deletePrize(tx, id));
    res.status(204).end();
  });

  // Body is always an array (the plain list of SPEC.md 7.4); search and paging are opt-in query
  // parameters, and the total count of matches travels in X-Total-Count.
  router.get("/lottery-entries", requireAdmin, async (req, res) => {
    const query = parse(entriesQuerySchema, req.query);
    const { items, total } = await searchEntries(db, query);
    setPageHeaders(res, query, total);
    res.json(items);
  });

  router.get("/lottery-entries/export", requireAdmin, async (req, res) => {
    const { search } = parse(entriesQuerySchema, req.query);
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", 'attachment; filename="lottery-entries.csv"');
    res.write(csvHeader());
    for await (const batch of eachEntryBatch(db, search)) res.write(csvRows(batch));
    res.end();
  });

  router.put("/lottery-entries/:id/status", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ENTRY_NOT_FOUND);
    const input = parse(entryStatusSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "status", resource: "lottery-entries", id }, (tx) =>
        setEntryStatus(tx, id, input),
      ),
    );
  });

  // Erasure on the visitor's request: the phone and typed invoice go, the entry stays for the draw. The
  // record says who erased which entry and which fields, never what they held.
  router.delete("/lottery-entries/:id/personal-data", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ENTRY_NOT_FOUND);
    await auditor(db, req)({ action: "erase", resource: "lottery-entries", id, hidden: ["erasedAt"] }, (tx) =>
      eraseEntry(tx, id),
    );
    res.status(204).end();
  });

  return router;
}
