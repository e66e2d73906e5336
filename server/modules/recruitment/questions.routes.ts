import { Router } from "express";
import { listQuerySchema, moveQuestionSchema, questionSchema, updateQuestionSchema } from "@shared/schema/recruitment-forms";
import type { AppDeps } from "../../app";
import { parse, parseId } from "../../lib/validate";
import { activeOnly, isAdmin, requireAdmin } from "../../middleware/require-admin";
import * as questions from "./questions.service";

const NOT_FOUND = "السؤال غير موجود";

export function questionsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get("/application-questions", async (req, res) => {
    const query = parse(listQuerySchema, req.query);
    res.json(await questions.listQuestions(db, activeOnly(isAdmin(req), query.active)));
  });
  router.post("/application-questions", requireAdmin, async (req, res) => {
    res.status(201).json(await questions.createQuestion(db, parse(questionSchema, req.body)));
  });
  router.put("/application-questions/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await questions.updateQuestion(db, id, parse(updateQuestionSchema, req.body)));
  });
  // The dashboard's move up/down: one call swaps with the neighbour, so orders stay consistent.
  router.post("/application-questions/:id/move", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await questions.moveQuestion(db, id, parse(moveQuestionSchema, req.body).direction));
  });
  router.delete("/application-questions/:id", requireAdmin, async (req, res) => {
    await questions.deleteQuestion(db, parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
