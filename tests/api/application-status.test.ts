import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APPLICATION_STATUS_MESSAGES } from "@shared/schema/application-status-forms";
import { jobApplications } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { holdClockInOneWindow } from "../support/frozen-clock";
import { applicationBody, createPlacesAndPosition } from "../support/recruitment-fixtures";

// The applicant's follow-up: the application number and the phone it was sent with, together, show
// its stage; neither alone shows anything, and no answer is kept by a cache.

const freshPhone = () => `079${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

describe("an applicant's follow-up", () => {
  const suite = startAdminApp();

  async function apply(phoneNumber: string) {
    const places = await createPlacesAndPosition(suite.admin);
    const res = await suite.app.client().post("/api/job-applications", applicationBody(places, [], { phoneNumber }));
    expect(res.status, res.text).toBe(201);
    return { number: res.body.applicationNumber as string, position: places.position.title as string };
  }
  const ask = (applicationNumber: string, phoneNumber: string) =>
    suite.app.client().post("/api/job-applications/status", { applicationNumber, phoneNumber });

  it("shows the stage, position and date for the number and its phone (in any spelling), never cached", async () => {
    const phone = freshPhone();
    const { number, position } = await apply(phone);
    const res = await ask(number, phone);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      applicationNumber: number,
      stage: "new",
      positionTitle: position,
      createdAt: expect.any(String),
    });
    // Lower case with spaces, the phone in the international form with Arabic digits.
    const spelled = await ask(
      ` ${number.toLowerCase()} `,
      `+962 ${phone.slice(1).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)])}`,
    );
    expect(spelled.status, spelled.text).toBe(200);
    expect(spelled.body.applicationNumber).toBe(number);
  });

  it("follows the staff's stage changes", async () => {
    const phone = freshPhone();
    const { number } = await apply(phone);
    const [row] = await suite.app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, number));
    expect((await suite.admin.put(`/api/job-applications/${row.id}/stage`, { stage: "interview" })).status).toBe(200);
    expect((await ask(number, phone)).body.stage).toBe("interview");
  });

  it("shows nothing for the number with another phone, or a number that does not exist: the same 404", async () => {
    const phone = freshPhone();
    const { number } = await apply(phone);
    for (const res of [await ask(number, freshPhone()), await ask("J99999999", phone)]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(APPLICATION_STATUS_MESSAGES.notFound);
      expect(res.body).not.toHaveProperty("stage");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("asks for both: the number alone, or a malformed one, is a 400 in Arabic", async () => {
    const alone = await suite.app.client().post("/api/job-applications/status", { applicationNumber: "J1" });
    expect(alone.status).toBe(400);
    expect(alone.body.issues.map((issue: { path: string }) => issue.path)).toEqual(["phoneNumber"]);
    const malformed = await ask("J-1; drop", freshPhone());
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(APPLICATION_STATUS_MESSAGES.number);
  });
});

describe("follow-up lookups share the per-IP limit", () => {
  const suite = startAdminApp({ submitRateLimit: 2 });

  it("answers 429 past the limit", async () => {
    holdClockInOneWindow();
    const client = suite.app.client();
    for (let i = 0; i < 2; i++) {
      expect(
        (await client.post("/api/job-applications/status", { applicationNumber: "J1", phoneNumber: freshPhone() }))
          .status,
      ).toBe(404);
    }
    const limited = await client.post("/api/job-applications/status", {
      applicationNumber: "J1",
      phoneNumber: freshPhone(),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});
