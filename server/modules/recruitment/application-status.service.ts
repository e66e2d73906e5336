import { and, eq } from "drizzle-orm";
import type { ApplicationStatusDto } from "@shared/api/recruitment.contract";
import { APPLICATION_STATUS_MESSAGES } from "@shared/schema/application-status-forms";
import { applicationStages } from "@shared/schema/enums";
import type { Db } from "../../db/client";
import { jobApplications, jobPositions } from "../../db/schema";
import { notFound } from "../../lib/app-error";

/**
 * An application's stage for the applicant, found by its number and the phone it was sent with
 * together: either one alone, or a wrong pair, finds nothing (the same 404 either way). Nothing
 * the staff wrote about it is read.
 */
export async function applicationStatus(
  db: Db,
  input: { applicationNumber: string; phoneNumber: string },
): Promise<ApplicationStatusDto> {
  const [row] = await db
    .select({
      applicationNumber: jobApplications.applicationNumber,
      createdAt: jobApplications.createdAt,
      stage: jobApplications.stage,
      positionTitle: jobPositions.title,
    })
    .from(jobApplications)
    .leftJoin(jobPositions, eq(jobPositions.id, jobApplications.jobPositionId))
    .where(
      and(
        eq(jobApplications.applicationNumber, input.applicationNumber),
        eq(jobApplications.phoneNumber, input.phoneNumber),
      ),
    );
  if (!row) throw notFound(APPLICATION_STATUS_MESSAGES.notFound);
  const stage = applicationStages.find((known) => known === row.stage) ?? "new";
  return { ...row, createdAt: row.createdAt.toISOString(), stage };
}
