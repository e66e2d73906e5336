import { type AppDeps, clockOf } from "../../deps";
import type { FeatureImplementation } from "../../lib/contract-router";
import { branchScope } from "../../middleware/branch-scope";
import { actorOf, auditor } from "../audit/actor";
import { assertApplicationInScope } from "./application-scope";
import * as pipeline from "./pipeline.service";

type PipelineEndpoints = "changeStage" | "applicationTimeline" | "addNote";

/**
 * An application's stage and notes; neither is shown to visitors, so the public caches are kept. A
 * branch manager reaches only the applications of the areas their branches hire for (403 otherwise).
 */
export function pipelineHandlers(deps: AppDeps): Pick<FeatureImplementation<"recruitment">, PipelineEndpoints> {
  const { db } = deps;
  const now = clockOf(deps);
  return {
    changeStage: async ({ req, res, params: { id }, body: { stage } }) => {
      res.locals.publicContentUnchanged = true;
      const scope = branchScope(req);
      await assertApplicationInScope(db, scope, id);
      const current = await pipeline.existingApplication(db, id, scope);
      // Already there: nothing moves, so nothing goes into the history or the audit log.
      if (current.stage === stage) return current;
      return auditor(db, req)({ action: "stage", resource: "job-applications", id }, (tx) =>
        pipeline.moveToStage(tx, id, stage, actorOf(req), now(), scope),
      );
    },
    applicationTimeline: async ({ req, params: { id } }) => {
      await assertApplicationInScope(db, branchScope(req), id);
      return pipeline.applicationTimeline(db, id);
    },
    addNote: async ({ req, res, params: { id }, body: { body } }) => {
      res.locals.publicContentUnchanged = true;
      await assertApplicationInScope(db, branchScope(req), id);
      // The record names the note and its application; its text (about a person) is withheld like any visitor data.
      const note = await auditor(db, req)(
        { action: "create", resource: "application-notes", hidden: ["authorId", "authorName", "createdAt"] },
        (tx) => pipeline.addNote(tx, id, body, actorOf(req), now()),
      );
      return pipeline.noteDto(note);
    },
  };
}
