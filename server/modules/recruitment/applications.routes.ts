import type { AppDeps } from "../../deps";
import { csvTime } from "../../lib/csv";
import type { FeatureImplementation } from "../../lib/contract-router";
import { setPageHeaders } from "../../lib/paging";
import { branchScope } from "../../middleware/branch-scope";
import { publicForm } from "../../middleware/honeypot";
import { actorOf } from "../audit/actor";
import { assertApplicationInScope } from "./application-scope";
import { applicationsCsv, listExports } from "./applications-export";
import { searchApplications } from "./applications-list.service";
import * as applications from "./applications.service";
import { applicationStatus } from "./application-status.service";
import { submissionLimit } from "../../middleware/rate-limit";

type ApplicationsEndpoints =
  | "apply"
  | "applicationStatus"
  | "applications"
  | "exportApplications"
  | "exports"
  | "applicationAnswers"
  | "eraseApplication";

export function applicationsHandlers({
  db,
  config,
}: AppDeps): Pick<FeatureImplementation<"recruitment">, ApplicationsEndpoints> {
  return {
    apply: publicForm(
      { db, config },
      (input) => applications.decoyApplication(db, input),
      (input) => applications.submitApplication(db, input),
    ),
    // Limited like the visitor's submissions (guessing pairs costs a minute per few tries); never stored by a cache.
    applicationStatus: {
      use: [submissionLimit(db, config.submitRateLimit, "application-status")],
      handle: ({ body, res }) => {
        res.setHeader("Cache-Control", "no-store");
        return applicationStatus(db, body);
      },
    },
    // Without page/pageSize the answer is the whole list; with them one page. The total is in X-Total-Count.
    applications: async ({ query, req, res }) => {
      // A branch manager gets the applications of their branches' areas only.
      const { items, total } = await searchApplications(db, { ...query, scope: branchScope(req) });
      setPageHeaders(res, query, total);
      return items;
    },
    exportApplications: async ({ query, req, res }) => {
      const now = new Date();
      const csv = await applicationsCsv(
        db,
        { ...query, scope: branchScope(req) },
        { userId: req.session.userId, username: req.session.username ?? "" },
        now,
      );
      // The file's name says when it was taken (Amman time), so copies on a desktop tell themselves apart.
      const stamp = csvTime(now).replace(" ", "-").replace(":", "");
      res.set("Content-Type", "text/csv; charset=utf-8");
      res.set("Content-Disposition", `attachment; filename="job-applications-${stamp}.csv"`);
      res.send(csv);
    },
    exports: () => listExports(db),
    applicationAnswers: async ({ req, params: { id } }) => {
      await assertApplicationInScope(db, branchScope(req), id);
      return applications.getApplicationAnswers(db, id);
    },
    eraseApplication: async ({ req, params: { id } }) => {
      await applications.eraseApplication(db, id, actorOf(req));
    },
  };
}
