import { recruitmentRoutes } from "@shared/api/recruitment.routes";
import type { AppDeps } from "../../deps";
import type { FeatureImplementation } from "../../lib/contract-router";
import { includesHiddenRows } from "../../middleware/staff-access";
import { auditor } from "../audit/actor";
import * as questions from "./questions.service";

type QuestionsEndpoints = "questions" | "createQuestion" | "updateQuestion" | "moveQuestion" | "removeQuestion";

export function questionsHandlers({ db }: AppDeps): Pick<FeatureImplementation<"recruitment">, QuestionsEndpoints> {
  return {
    questions: ({ req }) =>
      questions.listQuestions(db, { includeHidden: includesHiddenRows(req, recruitmentRoutes.questions) }),
    createQuestion: ({ req, body }) =>
      auditor(db, req)({ action: "create", resource: "application-questions" }, (tx) =>
        questions.createQuestion(tx, body),
      ),
    updateQuestion: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "update", resource: "application-questions", id }, (tx) =>
        questions.updateQuestion(tx, id, body),
      ),
    // The dashboard's move up/down: one call swaps with the neighbour, so orders stay consistent.
    moveQuestion: ({ req, params: { id }, body }) =>
      auditor(db, req)({ action: "move", resource: "application-questions", id }, (tx) =>
        questions.moveQuestion(tx, id, body.direction),
      ),
    removeQuestion: async ({ req, params: { id } }) => {
      await auditor(db, req)({ action: "delete", resource: "application-questions", id }, (tx) =>
        questions.deleteQuestion(tx, id),
      );
    },
  };
}
