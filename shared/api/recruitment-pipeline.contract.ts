import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { applicationNotes, applicationStageChanges } from "../schema/recruitment";
import { APPLICATION_NOT_FOUND } from "../schema/recruitment-application-forms";
import { applicationNoteSchema, stageChangeSchema, stageField } from "../schema/recruitment-pipeline-forms";
import { bodyFor, idParams, onTheWire } from "./wire";

// The hiring pipeline's half of the recruitment contract: an application's stage, its history and staff notes.

/** A stage the application reached, when, and who moved it there (null: the applicant, by sending it). */
export const stageChangeResponse = onTheWire(createSelectSchema(applicationStageChanges))
  .pick({ id: true, reachedAt: true, byUsername: true })
  .extend({ stage: stageField });

/** A staff note: what, who wrote it and when. */
export const applicationNoteResponse = onTheWire(createSelectSchema(applicationNotes)).pick({
  id: true,
  body: true,
  authorName: true,
  createdAt: true,
});

/** The stages an application went through, oldest first, and its notes, oldest first. */
export const applicationTimelineResponse = z.object({
  stages: z.array(stageChangeResponse),
  notes: z.array(applicationNoteResponse),
});

export type ApplicationNoteDto = z.output<typeof applicationNoteResponse>;
export type ApplicationTimelineDto = z.output<typeof applicationTimelineResponse>;

/** The specs, given the list row the stage change answers with (defined beside the list). */
export const pipelineSpecs = <Row extends z.ZodType>(applicationRow: Row) =>
  ({
    changeStage: {
      summary:
        "Move an application to a stage; the move is dated and kept in its history (the same stage changes nothing)",
      params: idParams,
      notFound: APPLICATION_NOT_FOUND,
      body: stageChangeSchema,
      responses: { 200: applicationRow },
    },
    applicationTimeline: {
      summary: "An application's stage history and staff notes, oldest first",
      params: idParams,
      notFound: APPLICATION_NOT_FOUND,
      responses: { 200: applicationTimelineResponse },
    },
    addNote: {
      summary: "Add a short staff note to an application, signed with the staff member's name",
      params: idParams,
      notFound: APPLICATION_NOT_FOUND,
      body: bodyFor(applicationNotes, applicationNoteSchema),
      responses: { 201: applicationNoteResponse },
    },
  }) as const;
