import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    status: text("status").notNull().default("pending"),
    // When the applicant ticked the data-processing consent, and the SHA-256 of the text they saw (consent_texts).
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentHash: text("consent_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_applications_created_idx").on(t.createdAt),
    index("job_applications_position_idx").on(t.jobPositionId),
    index("job_applications_governorate_idx").on(t.governorateId),
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

export type Governorate = typeof governorates.$inferSelect;
export type Area = typeof areas.$inferSelect;
export type JobPosition = typeof jobPositions.$inferSelect;
export type ApplicationQuestion = typeof applicationQuestions.$inferSelect;
export type JobApplication = typeof jobApplications.$inferSelect;
export type ApplicationAnswer = typeof applicationAnswers.$inferSelect;
