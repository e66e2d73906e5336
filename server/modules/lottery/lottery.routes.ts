import { Router } from "express";
import {
  createPrizeSchema,
  entriesQuerySchema,
  entryStatusSchema,
  lotteryEntrySchema,
  updatePrizeSchema,
} from "@shared/schema/lottery-forms";
import { HONEYPOT_FIELD } from "@shared/schema/fields";
import type { AppDeps } from "../../app";
import { setPageHeaders } from "../../lib/paging";
import { parse, parseId } from "../../lib/validate";
import { honeypot } from "../../middleware/honeypot";
import { submissionLimit } from "../../middleware/rate-limit";
import { requireAdmin } from "../../middleware/require-admin";
import { drawAvailability } from "./availability.service";
import { decoyWin, enterDraw } from "./draw.service";
import { csvHeader, csvRows } from "./entries-csv";
import { eachEntryBatch, searchEntries, setEntryStatus } from "./entries.service";
import { createPrize, deletePrize, listPrizes, updatePrize } from "./prizes.service";

export function lotteryRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.post(
    "/lottery",
    submissionLimit(db, config.submitRateLimit),
    // The decoy names a real active prize, which needs the database, so it is built before the honeypot answers.
    async (req, res, next) => {
      const body = req.body as Record<string, unknown> | undefined;
      const trap = body?.[HONEYPOT_FIELD];
      if (typeof trap === "string" && trap.trim() !== "") res.locals.decoy = await decoyWin(db, body?.invoiceNumber);
      next();
    },
    (req, res, next) => honeypot(() => res.locals.decoy)(req, res, next),
    async (req, res) => {
      const { invoiceNumber, phoneNumber } = parse(lotteryEntrySchema, req.body);
      res.status(201).json(await enterDraw(db, { invoiceNumber, phoneNumber }));
    },
  );

  // Public: the home popup and /win ask before inviting anyone into the draw.
  router.get("/lottery/availability", async (_req, res) => {
    res.json(await drawAvailability(db));
  });

  router.get("/prizes", requireAdmin, async (_req, res) => {
    res.json(await listPrizes(db));
  });

  router.post("/prizes", requireAdmin, async (req, res) => {
    res.status(201).json(await createPrize(db, parse(createPrizeSchema, req.body)));
  });

  router.put("/prizes/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, "الجائزة غير موجودة");
    res.json(await updatePrize(db, id, parse(updatePrizeSchema, req.body)));
  });

  router.delete("/prizes/:id", requireAdmin, async (req, res) => {
    await deletePrize(db, parseId(req.params.id, "الجائزة غير موجودة"));
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
    const id = parseId(req.params.id, "المشاركة غير موجودة");
    res.json(await setEntryStatus(db, id, parse(entryStatusSchema, req.body)));
  });

  return router;
}
