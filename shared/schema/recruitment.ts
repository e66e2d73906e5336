import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, isActive } from "./columns";

// Application numbers come from the database so concurrent submissions never collide.
export const jobApplicationNumberSeq = pgSequence("job_application_number_seq", { startWith: 100001 });

/**
 * The form a catalog name is compared in, so one place or job is listed once however it was typed:
 * Unicode NFKC, case-folded, the Arabic spellings people use interchangeably made one (أ إ آ ٱ as ا,
 * ى as ي, ة as ه), diacritics and tatweel dropped, spaces trimmed and runs of them made one. The
 * unique indexes below are on this expression, so two racing creates of one name store one row.
 */
const nameKey = (column: AnyPgColumn): SQL =>
  sql`lower(btrim(regexp_replace(regexp_replace(translate(normalize(${column}, NFKC), 'أإآٱىةـ', 'اااايه'), '[\u064B-\u065F\u0670]', '', 'g'), '[[:space:]]+', ' ', 'g')))`;

export const governorates = pgTable(
  "governorates",
  {
    id: id(),
    name: text("name").notNull(),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("governorates_name_key").on(nameKey(t.name))],
);

export const areas = pgTable(
  "areas",
  {
    id: id(),
    name: text("name").notNull(),
    governorateId: uuid("governorate_id")
      .notNull()
      .references(() => governorates.id, { onDelete: "cascade" }),
    // The branch (slug, shared/branches.ts) that hires for this area: its manager sees the area's applications.
    branchSlug: text("branch_slug"),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (t) => [
    index("areas_governorate_idx").on(t.governorateId),
    uniqueIndex("areas_governorate_name_key").on(t.governorateId, nameKey(t.name)),
  ],
);

export const jobPositions = pgTable(
  "job_positions",
  {
    id: id(),
    title: text("title").notNull(),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("job_positions_title_key").on(nameKey(t.title))],
);

export const applicationQuestions = pgTable("application_questions", {
  id: id(),
  question: text("question").notNull(),
  order: integer("order").notNull(),
  isActive: isActive(),
  options: text("options").array(),
  createdAt: createdAt(),
});

// Applications keep plain ids (no foreign keys) to positions, governorates and areas:
// deleting those must never remove or block a submitted application.
export const jobApplications = pgTable(
  "job_applications",
  {
    id: id(),
    applicationNumber: text("application_number")
      .notNull()
      .unique()
      .default(sql`'J' || nextval('job_application_number_seq')::text`),
    applicantName: text("applicant_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    jobPositionId: uuid("job_position_id"),
    governorateId: uuid("governorate_id"),
    areaId: uuid("area_id"),
    address: text("address").notNull().default(""),
    termsAccepted: boolean("terms_accepted").notNull().default(false),
    // Where it stands in the hiring pipeline (applicationStages); its history is in application_stage_changes.
    stage: text("stage").notNull().default("new"),
    // When the applicant ticked the data-processing consent, and the SHA-256 of the text they saw (consent_texts).
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentHash: text("consent_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_applications_created_idx").on(t.createdAt),
    index("job_applications_position_idx").on(t.jobPositionId),
    index("job_applications_governorate_idx").on(t.governorateId),
    index("job_applications_stage_idx").on(t.stage),
  ],
);

export const applicationAnswers = pgTable(
  "application_answers",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    questionId: uuid("question_id"),
    questionText: text("question_text"),
    answer: text("answer").notNull(),
  },
  (t) => [index("application_answers_application_idx").on(t.applicationId)],
);

/**
 * Each stage an application reached, and when: one row per move (the first, "new", when it was sent).
 * Who moved it is kept by id and by name, so the history still reads after an account is gone.
 */
export const applicationStageChanges = pgTable(
  "application_stage_changes",
  {
    // A serial, so moves made in the same instant still read in the order they were made.
    id: serial("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    reachedAt: timestamp("reached_at", { withTimezone: true }).notNull().defaultNow(),
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    byUsername: text("by_username"),
  },
  (t) => [index("application_stage_changes_application_idx").on(t.applicationId, t.reachedAt)],
);

/** Short notes staff write on an application; they go with it on erasure and retention (cascade). */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: serial("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

export type Governorate = typeof governorates.$inferSelect;
export type Area = typeof areas.$inferSelect;
export type JobPosition = typeof jobPositions.$inferSelect;
export type ApplicationQuestion = typeof applicationQuestions.$inferSelect;
export type JobApplication = typeof jobApplications.$inferSelect;
export type ApplicationAnswer = typeof applicationAnswers.$inferSelect;
export type ApplicationStageChange = typeof applicationStageChanges.$inferSelect;
export type ApplicationNote = typeof applicationNotes.$inferSelect;
