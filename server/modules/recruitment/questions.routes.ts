import { Router } from "express";
import { moveQuestionSchema, questionSchema, updateQuestionSchema } from "@shared/schema/recruitment-forms";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../lib/validate";
import { activeRowsOnly, requireAdmin } from "../../middleware/require-admin";
import * as questions from "./questions.service";
import { auditor } from "../audit/actor";

export function questionsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/application-questions", async (req, res) => {
    res.json(await questions.listQuestions(db, activeRowsOnly(req)));
  });
  router.post("/application-questions", requireAdmin, async (req, res) => {
    const input = parse(questionSchema, req.body);
    res
      .status(201)
      .json(
        await auditor(db, req)({ action: "create", resource: "application-questions" }, (tx) =>
          questions.createQuestion(tx, input),
        ),
      );
  });
  router.put("/application-questions/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, questions.QUESTION_NOT_FOUND);
    const input = parse(updateQuestionSchema, req.body);
    res.json(
      await auditor(db, req)({ action: "update", resource: "application-questions", id }, (tx) =>
        questions.updateQuestion(tx, id, input),
      ),
    );
  });
  // The dashboard's move up/down: one call swaps with the neighbour, so orders stay consistent.
  router.post("/application-questions/:id/move", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, questions.QUESTION_NOT_FOUND);
    const input = parse(moveQuestionSchema, req.body).direction;
    res.json(
      await auditor(db, req)({ action: "move", resource: "application-questions", id }, (tx) =>
        questions.moveQuestion(tx, id, input),
      ),
    );
  });
  router.delete("/application-questions/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, questions.QUESTION_NOT_FOUND);
    await auditor(db, req)({ action: "delete", resource: "application-questions", id }, (tx) =>
      questions.deleteQuestion(tx, id),
    );
    res.status(204).end();
  });

  return router;
}
