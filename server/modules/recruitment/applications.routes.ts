import { Router } from "express";
import { applicationsQuerySchema, jobApplicationSchema } from "@shared/schema/recruitment-application-forms";
import type { AppDeps } from "../../app";
import { setPageHeaders } from "../../lib/paging";
import { parse, parseId } from "../../lib/validate";
import { honeypot } from "../../middleware/honeypot";
import { submissionLimit } from "../../middleware/rate-limit";
import { requireAdmin } from "../../middleware/require-admin";
import { applicationsCsv } from "./applications-export";
import * as applications from "./applications.service";

const NOT_FOUND = "الطلب غير موجود";

// What a bot that filled the honeypot is told: a plausible number, nothing stored.
const fakeResult = () => ({ applicationNumber: `J${100001 + Math.floor(Math.random() * 900000)}` });

export function applicationsRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.post("/job-applications", submissionLimit(db, config.submitRateLimit), honeypot(fakeResult), async (req, res) => {
    res.status(201).json(await applications.submitApplication(db, parse(jobApplicationSchema, req.body)));
  });

  router.get("/job-applications", requireAdmin, async (req, res) => {
    // A plain GET is the whole list of SPEC.md 7.4; ?page=&pageSize= gives one page, the total in X-Total-Count.
    const query = parse(applicationsQuerySchema, req.query);
    const { items, total } = await applications.searchApplications(db, query);
    setPageHeaders(res, query, total);
    res.json(items);
  });
  router.get("/job-applications/export.csv", requireAdmin, async (req, res) => {
    const csv = await applicationsCsv(db, parse(applicationsQuerySchema, req.query));
    const day = new Date().toISOString().slice(0, 10);
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="job-applications-${day}.csv"`);
    res.send(csv);
  });
  router.get("/job-applications/:id/answers", requireAdmin, async (req, res) => {
    res.json(await applications.getApplicationAnswers(db, parseId(req.params.id, NOT_FOUND)));
  });
  router.delete("/job-applications/:id", requireAdmin, async (req, res) => {
    await applications.deleteApplication(db, parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
