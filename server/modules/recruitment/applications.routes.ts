import { Router } from "express";
import { applicationsQuerySchema, jobApplicationSchema } from "@shared/schema/recruitment-application-forms";
import type { AppDeps } from "../../deps";
import { csvTime } from "../../lib/csv";
import { setPageHeaders } from "../../lib/paging";
import { parse, parseId } from "../../lib/validate";
import { honeypot } from "../../middleware/honeypot";
import { submissionLimit } from "../../middleware/rate-limit";
import { requireAdmin } from "../../middleware/require-admin";
import { applicationsCsv, listExports } from "./applications-export";
import * as applications from "./applications.service";
import { actorOf } from "../audit/actor";
import { diffRows, recordAudit } from "../audit/audit.service";

export function applicationsRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.post(
    "/job-applications",
    submissionLimit(db, config.submitRateLimit),
    honeypot(
      jobApplicationSchema,
      (input) => applications.decoyApplication(db, input),
      (input) => applications.submitApplication(db, input),
    ),
  );

  router.get("/job-applications", requireAdmin, async (req, res) => {
    // A plain GET is the whole list of SPEC.md 7.4; ?page=&pageSize= gives one page, the total in X-Total-Count.
    const query = parse(applicationsQuerySchema, req.query);
    const { items, total } = await applications.searchApplications(db, query);
    setPageHeaders(res, query, total);
    res.json(items);
  });
  router.get("/job-applications/export.csv", requireAdmin, async (req, res) => {
    const now = new Date();
    const username = req.session.username ?? "";
    const csv = await applicationsCsv(
      db,
      parse(applicationsQuerySchema, req.query),
      { userId: req.session.userId, username },
      now,
    );
    // The file's name says when it was taken (Amman time), so copies on a desktop tell themselves apart.
    const stamp = csvTime(now).replace(" ", "-").replace(":", "");
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="job-applications-${stamp}.csv"`);
    res.send(csv);
  });
  router.get("/job-applications/exports", requireAdmin, async (_req, res) => {
    res.json(await listExports(db));
  });
  router.get("/job-applications/:id/answers", requireAdmin, async (req, res) => {
    res.json(await applications.getApplicationAnswers(db, parseId(req.params.id, applications.APPLICATION_NOT_FOUND)));
  });
  router.delete("/job-applications/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, applications.APPLICATION_NOT_FOUND);
    // Erasure on request: the record says who erased which application and its fields, never what they held.
    await db.transaction(async (tx) => {
      const erased = await applications.deleteApplication(tx, id);
      await recordAudit(tx, {
        actor: actorOf(req),
        action: "erase",
        resource: "job-applications",
        resourceId: id,
        changes: diffRows(erased, undefined),
      });
    });
    res.status(204).end();
  });

  return router;
}
