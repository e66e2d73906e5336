import { asc, count, eq } from "drizzle-orm";
import type { ApplicationNoteDto, ApplicationTimelineDto } from "@shared/api/recruitment-pipeline.contract";
import type { ApplicationListItemDto } from "@shared/api/recruitment.contract";
import { type ApplicationStage, applicationStages } from "@shared/schema/enums";
import { APPLICATION_NOT_FOUND } from "@shared/schema/recruitment-application-forms";
import { stageField } from "@shared/schema/recruitment-pipeline-forms";
import type { Db } from "../../db/client";
import { applicationNotes, applicationStageChanges, jobApplications } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import type { Actor } from "../audit/audit.service";
import type { BranchScope } from "../../middleware/branch-scope";
import { applicationScopeWhere } from "./application-scope";
import { applicationRow } from "./applications-list.service";

// The hiring pipeline: where each application stands, since when, who moved it, and staff notes.

/**
 * The application as the list shows it (the applications from the same phone among those `scope`
 * may see); 404 in Arabic when there is none.
 */
export async function existingApplication(db: Db, id: string, scope?: BranchScope): Promise<ApplicationListItemDto> {
  const row = await applicationRow(db, id, scope);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/**
 * Moves an application to `stage` and dates the move in its history, with who made it. The row is
 * locked first, so two staff moving it at once leave one history row per actual move. Moving it to
 * the stage it is in changes nothing.
 */
export async function moveToStage(
  tx: Db,
  id: string,
  stage: ApplicationStage,
  by: Actor,
  now: Date,
  scope?: BranchScope,
): Promise<ApplicationListItemDto> {
  const [current] = await tx
    .select({ stage: jobApplications.stage })
    .from(jobApplications)
    .where(eq(jobApplications.id, id))
    .for("update");
  if (!current) throw notFound(APPLICATION_NOT_FOUND);
  if (current.stage !== stage) {
    await tx.update(jobApplications).set({ stage }).where(eq(jobApplications.id, id));
    await tx.insert(applicationStageChanges).values({
      applicationId: id,
      stage,
      reachedAt: now,
      byUserId: by.id ?? null,
      byUsername: by.username ?? null,
    });
  }
  return existingApplication(tx, id, scope);
}

/** A note signed with its author, dated by the clock. */
export async function addNote(tx: Db, applicationId: string, body: string, by: Actor, now: Date) {
  await existingApplication(tx, applicationId);
  const [note] = await tx
    .insert(applicationNotes)
    .values({ applicationId, body, authorId: by.id ?? null, authorName: by.username ?? "", createdAt: now })
    .returning();
  return note;
}

export const noteDto = (note: typeof applicationNotes.$inferSelect): ApplicationNoteDto => ({
  id: note.id,
  body: note.body,
  authorName: note.authorName,
  createdAt: note.createdAt.toISOString(),
});

/** Every stage the application reached and every note, in the order they were made. */
export async function applicationTimeline(db: Db, applicationId: string): Promise<ApplicationTimelineDto> {
  await existingApplication(db, applicationId);
  const [stages, notes] = await Promise.all([
    db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, applicationId))
      .orderBy(asc(applicationStageChanges.id)),
    db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, applicationId))
      .orderBy(asc(applicationNotes.id)),
  ]);
  return {
    stages: stages.map((row) => ({
      id: row.id,
      stage: stageField.parse(row.stage),
      reachedAt: row.reachedAt.toISOString(),
      byUsername: row.byUsername,
    })),
    notes: notes.map(noteDto),
  };
}

/**
 * How many applications stand at each stage now, every stage listed (zero where none), in pipeline
 * order, among those the staff member's list shows (a manager's: the areas their branches hire for).
 */
export async function countApplicationsPerStage(
  db: Db,
  scope: BranchScope,
): Promise<{ stage: ApplicationStage; count: number }[]> {
  const rows = await db
    .select({ stage: jobApplications.stage, count: count() })
    .from(jobApplications)
    .where(applicationScopeWhere(scope))
    .groupBy(jobApplications.stage);
  const counts = new Map(rows.map((row) => [row.stage, row.count]));
  return applicationStages.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }));
}
