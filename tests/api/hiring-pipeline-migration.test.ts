import { beforeAll, describe, expect, it } from "vitest";
import { migratedFromBefore } from "../support/migration-step";

// Applications an installation held before the hiring pipeline existed.
const SENT = ["2025-01-05 08:00:00+00", "2025-06-30 21:30:00+00"];

describe("the hiring pipeline migration", () => {
  let rows: Array<{ applicant_name: string; stage: string; created_at: string; history: string }>;

  beforeAll(async () => {
    rows = await migratedFromBefore(
      "hiring-pipeline",
      SENT.map(
        (sent, i) =>
          `insert into job_applications (applicant_name, phone_number, created_at) values ('متقدم ${i}', '0791234567', '${sent}')`,
      ),
      `select a.applicant_name, a.stage, a.created_at::text,
         (select string_agg(s.stage || '@' || s.reached_at::text || '@' || coalesce(s.by_username, '-'), ',')
            from application_stage_changes s where s.application_id = a.id) as history
       from job_applications a order by a.created_at`,
    );
  });

  it("puts every existing application at «جديد»", () => {
    expect(rows.map((row) => row.stage)).toEqual(["new", "new"]);
  });

  it("dates that stage at the moment the application was sent, moved by nobody", () => {
    expect(rows.map((row) => row.history)).toEqual(rows.map((row) => `new@${row.created_at}@-`));
    expect(rows).toHaveLength(SENT.length);
  });
});
