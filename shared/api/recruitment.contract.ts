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
import { activeQuery, bodyFor, createSpec, idParams, onTheWire, removeSpec, updateSpec } from "./wire";

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
  createGovernorate: createSpec("Add a governorate", bodyFor(governorates, governorateSchema), governorateResponse),
  updateGovernorate: updateSpec(
    "Edit a governorate, or only its visibility",
    GOVERNORATE_NOT_FOUND,
    bodyFor(governorates, updateGovernorateSchema),
    governorateResponse,
  ),
  removeGovernorate: removeSpec("Delete a governorate and its areas", GOVERNORATE_NOT_FOUND),

  areas: {
    summary: "Areas, optionally of one governorate; visitors get active areas of active governorates",
    query: areasQuerySchema.extend(activeQuery.shape),
    responses: { 200: z.array(areaResponse) },
  },
  createArea: createSpec("Add an area to a governorate", bodyFor(areas, areaSchema), areaResponse),
  updateArea: updateSpec(
    "Edit an area, or only its visibility",
    AREA_NOT_FOUND,
    bodyFor(areas, updateAreaSchema),
    areaResponse,
  ),
  removeArea: removeSpec("Delete an area", AREA_NOT_FOUND),

  positions: {
    summary: "Job positions; an admin also gets hidden ones unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(positionResponse) },
  },
  createPosition: createSpec("Add a job position", bodyFor(jobPositions, positionSchema), positionResponse),
  updatePosition: updateSpec(
    "Edit a job position, or only its visibility",
    POSITION_NOT_FOUND,
    bodyFor(jobPositions, updatePositionSchema),
    positionResponse,
  ),
  removePosition: removeSpec("Delete a job position; applications keep its id", POSITION_NOT_FOUND),

  questions: {
    summary: "Application questions in order; an admin also gets hidden ones unless ?active=true",
    query: activeQuery,
    responses: { 200: z.array(questionResponse) },
  },
  createQuestion: createSpec(
    "Add an application question (last unless an order is given)",
    bodyFor(applicationQuestions, questionSchema),
    questionResponse,
  ),
  updateQuestion: updateSpec(
    "Edit an application question, its order or only its visibility",
    QUESTION_NOT_FOUND,
    bodyFor(applicationQuestions, updateQuestionSchema),
    questionResponse,
  ),
  moveQuestion: updateSpec(
    "Swap a question with its neighbour above or below; answers the renumbered list",
    QUESTION_NOT_FOUND,
    moveQuestionSchema,
    z.array(questionResponse),
  ),
  removeQuestion: removeSpec("Delete an application question; answers keep their text", QUESTION_NOT_FOUND),

  apply: createSpec(
    "Submit a job application (rate-limited; a filled honeypot gets the same answer and nothing is stored)",
    jobApplicationSchema,
    applicationNumberResponse,
  ),
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
  eraseApplication: removeSpec(
    "Erase an application and its answers on the applicant's request",
    APPLICATION_NOT_FOUND,
  ),
  ...pipelineSpecs(applicationListItemResponse),
} as const satisfies SpecsOf<typeof recruitmentRoutes>;
