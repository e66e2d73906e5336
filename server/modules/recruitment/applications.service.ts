import { and, asc, count, eq, gt, inArray, lt, type SQL } from "drizzle-orm";
import type { ApplicationAnswerDto } from "@shared/api/recruitment.contract";
import type { JobApplicationData } from "@shared/schema/recruitment-application-forms";
import { APPLICATION_MESSAGES, APPLICATION_NOT_FOUND } from "@shared/schema/recruitment-application-forms";
import type { Db } from "../../db/client";
import { countPerAmmanDay } from "../../lib/amman-days";
import { dryRun } from "../../lib/dry-run";
import {
  applicationAnswers,
  applicationQuestions,
  applicationStageChanges,
  areas,
  consentTexts,
  governorates,
  jobApplications,
  jobPositions,
} from "../../db/schema";
import { AppError, notFound } from "../../lib/app-error";
import { currentConsentIn } from "../terms/terms.service";
import { type Actor, diffRows, recordAudit } from "../audit/audit.service";
import type { BranchScope } from "../../middleware/branch-scope";
import { applicationScopeWhere } from "./application-scope";

export { APPLICATION_NOT_FOUND };
const invalid = (message: string) => new AppError("bad_request", message);

/**
 * The server's own check of everything the form asks: the places and position must exist and be
 * active, the area must belong to the governorate, and every active question needs a non-blank
 * answer (one of its options when it has options). The application and its answers are written in
 * one transaction; the number comes from the database sequence.
 */
export async function submitApplication(db: Db, input: JobApplicationData) {
  return db.transaction(async (tx) => {
    const [governorate] = await tx.select().from(governorates).where(eq(governorates.id, input.governorateId));
    if (!governorate?.isActive) throw invalid("المحافظة المختارة غير متاحة");
    const [area] = await tx.select().from(areas).where(eq(areas.id, input.areaId));
    if (!area?.isActive) throw invalid("المنطقة المختارة غير متاحة");
    if (area.governorateId !== governorate.id) throw invalid("المنطقة المختارة لا تتبع المحافظة المختارة");
    const [position] = await tx.select().from(jobPositions).where(eq(jobPositions.id, input.jobPositionId));
    if (!position?.isActive) throw invalid("الوظيفة المختارة غير متاحة");

    // The applicant agreed to the words on their screen: they must be today's words, kept by their hash.
    const consent = await currentConsentIn(tx);
    if (input.consentHash !== consent.consentHash) throw new AppError("conflict", APPLICATION_MESSAGES.consentChanged);
    await tx
      .insert(consentTexts)
      .values({ hash: consent.consentHash, content: consent.consentContent })
      .onConflictDoNothing();

    const questions = await tx
      .select()
      .from(applicationQuestions)
      .where(eq(applicationQuestions.isActive, true))
      .orderBy(asc(applicationQuestions.order), asc(applicationQuestions.createdAt));
    const given = new Map<string, string>();
    for (const { questionId, answer } of input.answers) {
      if (given.has(questionId)) throw invalid("تمت الإجابة على السؤال نفسه أكثر من مرة");
      given.set(questionId, answer);
    }
    // Answers to questions that are not asked (unknown or inactive) are not stored.
    const answers = questions.map((question) => {
      const answer = given.get(question.id)?.trim() ?? "";
      if (answer === "") throw invalid(`${APPLICATION_MESSAGES.answer}: ${question.question}`);
      if (question.options?.length && !question.options.includes(answer)) {
        throw invalid(`الإجابة المختارة غير موجودة في خيارات السؤال: ${question.question}`);
      }
      return { questionId: question.id, questionText: question.question, answer };
    });

    const [application] = await tx
      .insert(jobApplications)
      .values({
        applicantName: input.applicantName,
        phoneNumber: input.phoneNumber,
        jobPositionId: position.id,
        governorateId: governorate.id,
        areaId: area.id,
        address: input.address ?? "",
        termsAccepted: true,
        consentAt: new Date(),
        consentHash: consent.consentHash,
      })
      .returning({
        id: jobApplications.id,
        applicationNumber: jobApplications.applicationNumber,
        createdAt: jobApplications.createdAt,
      });
    // The pipeline's first step: "new", reached the moment it was sent.
    await tx
      .insert(applicationStageChanges)
      .values({ applicationId: application.id, stage: "new", reachedAt: application.createdAt });
    if (answers.length) {
      await tx
        .insert(applicationAnswers)
        .values(answers.map((answer) => ({ ...answer, applicationId: application.id })));
    }
    return { applicationNumber: application.applicationNumber };
  });
}

/** The honeypot's answer: the real submission rolled back, so a bot cannot tell it from a real one and nothing is stored. */
export const decoyApplication = (db: Db, input: JobApplicationData) => dryRun(db, (tx) => submitApplication(tx, input));

/** The answers of some applications, with each question's current text (null when the question was deleted). */
export async function answersFor(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      id: applicationAnswers.id,
      applicationId: applicationAnswers.applicationId,
      questionId: applicationAnswers.questionId,
      answer: applicationAnswers.answer,
      questionText: applicationAnswers.questionText,
      question: applicationQuestions.question,
      order: applicationQuestions.order,
    })
    .from(applicationAnswers)
    .leftJoin(applicationQuestions, eq(applicationQuestions.id, applicationAnswers.questionId))
    .where(inArray(applicationAnswers.applicationId, applicationIds));
  // Current question order first; answers to deleted questions go last.
  return rows.sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
}

export async function getApplicationAnswers(db: Db, applicationId: string): Promise<ApplicationAnswerDto[]> {
  const [application] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  const rows = await answersFor(db, [applicationId]);
  return rows.map(({ id, questionId, answer, question, questionText }) => ({
    id,
    questionId,
    answer,
    question,
    questionText,
  }));
}

/** Its answers go with it (foreign key cascade). Returns the deleted row, for the audit record's field names. */
export async function deleteApplication(db: Db, id: string) {
  const [row] = await db.delete(jobApplications).where(eq(jobApplications.id, id)).returning();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/**
 * Erasure on the applicant's request, in one transaction with its audit record: the record says who
 * erased which application and its fields, never what they held.
 */
export async function eraseApplication(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const erased = await deleteApplication(tx, id);
    await recordAudit(tx, {
      actor,
      action: "erase",
      resource: "job-applications",
      resourceId: id,
      changes: diffRows(erased, undefined),
    });
  });
}

/**
 * Applications that arrived after `since` (every application when it is null), among those the staff
 * member's list shows (a manager's: the areas their branches hire for).
 */
export async function countApplicationsSince(db: Db, since: Date | null, scope: BranchScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(and(since ? gt(jobApplications.createdAt, since) : undefined, applicationScopeWhere(scope)));
  return row.n;
}

/** Applications per Amman calendar day of arrival, since the start of `since` ("yyyy-mm-dd"), within the scope. */
export const countApplicationsPerAmmanDay = (db: Db, since: string, scope: BranchScope) =>
  countPerAmmanDay(db, jobApplications, jobApplications.createdAt, since, applicationScopeWhere(scope));

/**
 * Deletes every application sent before `cutoff` (their answers go with them) in one statement, so
 * runs from several processes at once delete each row once; returns how many were deleted.
 */
export async function eraseApplicationsOlderThan(tx: Db, cutoff: SQL): Promise<number> {
  const deleted = await tx
    .delete(jobApplications)
    .where(lt(jobApplications.createdAt, cutoff))
    .returning({ id: jobApplications.id });
  return deleted.length;
}
