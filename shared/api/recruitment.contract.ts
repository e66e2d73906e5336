import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { applicationExports } from "../schema/exports";
import {
  applicationAnswers,
  applicationQuestions,
  areas,
  governorates,
  jobApplications,
  jobPositions,
} from "../schema/recruitment";
import {
  APPLICATION_NOT_FOUND,
  applicationsQuerySchema,
  jobApplicationSchema,
} from "../schema/recruitment-application-forms";
import {
  AREA_NOT_FOUND,
  areaSchema,
  areasQuerySchema,
  GOVERNORATE_NOT_FOUND,
  governorateSchema,
  moveQuestionSchema,
  POSITION_NOT_FOUND,
  positionSchema,
  QUESTION_NOT_FOUND,
  questionSchema,
  updateAreaSchema,
  updateGovernorateSchema,
  updatePositionSchema,
  updateQuestionSchema,
} from "../schema/recruitment-forms";
import { stageField } from "../schema/recruitment-pipeline-forms";
import { APPLICATION_STATUS_MESSAGES, applicationStatusSchema } from "../schema/application-status-forms";
import type { SpecsOf } from "./endpoint";
import type { recruitmentRoutes } from "./recruitment.routes";
import { pipelineSpecs } from "./recruitment-pipeline.contract";
import { activeQuery, bodyFor, idParams, noContent, onTheWire } from "./wire";

export const governorateResponse = onTheWire(createSelectSchema(governorates));
export const areaResponse = onTheWire(createSelectSchema(areas));
export const positionResponse = onTheWire(createSelectSchema(jobPositions));
export const questionResponse = onTheWire(createSelectSchema(applicationQuestions));

/** A submitted application's answer: only its number, for the applicant to quote. */
const applicationNumberResponse = createSelectSchema(jobApplications).pick({ applicationNumber: true });

/** What the applicant's follow-up shows: the stage (the page words it), the position and the day it was sent. */
export const applicationStatusResponse = onTheWire(createSelectSchema(jobApplications))
  .pick({ applicationNumber: true, createdAt: true })
  .extend({ stage: stageField, positionTitle: z.string().nullable() });
export type ApplicationStatusDto = z.output<typeof applicationStatusResponse>;

/**
 * One row of the admin's applications list, with the names of what it points at (null once deleted)
 * and when it reached its current stage.
 */
export const applicationListItemResponse = onTheWire(createSelectSchema(jobApplications)).extend({
  stage: stageField,
  stageReachedAt: z.iso.datetime({ offset: true }),
  positionTitle: z.string().nullable(),
  governorateName: z.string().nullable(),
  areaName: z.string().nullable(),
  /** The numbers of the other applications sent from the same phone, oldest first (empty when none). */
  samePhoneAs: z.array(z.string()),
});

/** An answer with the question's current text, or null when the question was deleted (questionText keeps the snapshot). */
export const applicationAnswerResponse = createSelectSchema(applicationAnswers)
  .pick({ id: true, questionId: true, answer: true, questionText: true })
  .extend({ question: z.string().nullable() });

/** One applications CSV download: who, when, how many rows, and whether filters narrowed it. */
export const applicationExportResponse = onTheWire(createSelectSchema(applicationExports))
  .pick({ id: true, username: true, rowCount: true, createdAt: true })
  .extend({ filtered: z.boolean() });

export type GovernorateDto = z.output<typeof governorateResponse>;
export type AreaDto = z.output<typeof areaResponse>;
export type PositionDto = z.output<typeof positionResponse>;
export type QuestionDto = z.output<typeof questionResponse>;
export type ApplicationListItemDto = z.output<typeof applicationListItemResponse>;
export type ApplicationAnswerDto = z.output<typeof applicationAnswerResponse>;
export type ApplicationExportDto = z.output<typeof applicationExportResponse>;

export const recruitmentSpecs = {
  governorates: {
    summary: "Governorates; visitors get active ones that have an active area, an admin every one unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(governorateResponse) },
  },
  createGovernorate: {
    summary: "Add a governorate",
    body: bodyFor(governorates, governorateSchema),
    responses: { 201: governorateResponse },
  },
  updateGovernorate: {
    summary: "Edit a governorate, or only its visibility",
    params: idParams,
    notFound: GOVERNORATE_NOT_FOUND,
    body: bodyFor(governorates, updateGovernorateSchema),
    responses: { 200: governorateResponse },
  },
  removeGovernorate: {
    summary: "Delete a governorate and its areas",
    params: idParams,
    notFound: GOVERNORATE_NOT_FOUND,
    responses: { 204: noContent },
  },

  areas: {
    summary: "Areas, optionally of one governorate; visitors get active areas of active governorates",
    query: areasQuerySchema.extend(activeQuery.shape),
    responses: { 200: z.array(areaResponse) },
  },
  createArea: {
    summary: "Add an area to a governorate",
    body: bodyFor(areas, areaSchema),
    responses: { 201: areaResponse },
  },
  updateArea: {
    summary: "Edit an area, or only its visibility",
    params: idParams,
    notFound: AREA_NOT_FOUND,
    body: bodyFor(areas, updateAreaSchema),
    responses: { 200: areaResponse },
  },
  removeArea: {
    summary: "Delete an area",
    params: idParams,
    notFound: AREA_NOT_FOUND,
    responses: { 204: noContent },
  },

  positions: {
    summary: "Job positions; an admin also gets hidden ones unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(positionResponse) },
  },
  createPosition: {
    summary: "Add a job position",
    body: bodyFor(jobPositions, positionSchema),
    responses: { 201: positionResponse },
  },
  updatePosition: {
    summary: "Edit a job position, or only its visibility",
    params: idParams,
    notFound: POSITION_NOT_FOUND,
    body: bodyFor(jobPositions, updatePositionSchema),
    responses: { 200: positionResponse },
  },
  removePosition: {
    summary: "Delete a job position; applications keep its id",
    params: idParams,
    notFound: POSITION_NOT_FOUND,
    responses: { 204: noContent },
  },

  questions: {
    summary: "Application questions in order; an admin also gets hidden ones unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(questionResponse) },
  },
  createQuestion: {
    summary: "Add an application question (last unless an order is given)",
    body: bodyFor(applicationQuestions, questionSchema),
    responses: { 201: questionResponse },
  },
  updateQuestion: {
    summary: "Edit an application question, its order or only its visibility",
    params: idParams,
    notFound: QUESTION_NOT_FOUND,
    body: bodyFor(applicationQuestions, updateQuestionSchema),
    responses: { 200: questionResponse },
  },
  moveQuestion: {
    summary: "Swap a question with its neighbour above or below; answers the renumbered list",
    params: idParams,
    notFound: QUESTION_NOT_FOUND,
    body: moveQuestionSchema,
    responses: { 200: z.array(questionResponse) },
  },
  removeQuestion: {
    summary: "Delete an application question; answers keep their text",
    params: idParams,
    notFound: QUESTION_NOT_FOUND,
    responses: { 204: noContent },
  },

  apply: {
    summary: "Submit a job application (rate-limited; a filled honeypot gets the same answer and nothing is stored)",
    body: jobApplicationSchema,
    responses: { 201: applicationNumberResponse },
  },
  applicationStatus: {
    summary:
      "An applicant's follow-up: the application's stage, position and date, for its number and the phone it was sent with (rate-limited, never cached; a wrong pair is a 404)",
    body: applicationStatusSchema,
    notFound: APPLICATION_STATUS_MESSAGES.notFound,
    responses: { 200: applicationStatusResponse },
  },
  applications: {
    summary:
      "Applications, newest first, filtered and searched; ?page=&pageSize= gives one page, the total in X-Total-Count",
    query: applicationsQuerySchema,
    responses: { 200: z.array(applicationListItemResponse) },
  },
  exportApplications: {
    summary: "The filtered applications as a CSV download, recorded in the export history",
    query: applicationsQuerySchema,
    responses: { raw: "text/csv; charset=utf-8" },
  },
  exports: {
    summary: "The latest applications CSV downloads, newest first",
    responses: { 200: z.array(applicationExportResponse) },
  },
  applicationAnswers: {
    summary: "An application's answers in the questions' current order",
    params: idParams,
    notFound: APPLICATION_NOT_FOUND,
    responses: { 200: z.array(applicationAnswerResponse) },
  },
  eraseApplication: {
    summary: "Erase an application and its answers on the applicant's request",
    params: idParams,
    notFound: APPLICATION_NOT_FOUND,
    responses: { 204: noContent },
  },
  ...pipelineSpecs(applicationListItemResponse),
} as const satisfies SpecsOf<typeof recruitmentRoutes>;
