import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobApplications } from "../../server/db/schema";
import { startAdminApp } from "../support/admin-app";
import { signInAdmin, unique } from "../support/factories";
import { applicationBody, createPlacesAndPosition, created } from "../support/recruitment-fixtures";

// Two applications sent from one phone are likely one person applying twice: the list and the
// details name the other application's number, among the applications the staff member may see.

type Row = { applicationNumber: string; phoneNumber: string; samePhoneAs: string[] };

/** A Jordanian mobile number no other test uses. */
const freshPhone = () => `079${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

describe("applications from the same phone", () => {
  const suite = startAdminApp();

  async function apply(
    places: Awaited<ReturnType<typeof createPlacesAndPosition>>,
    phoneNumber: string,
    areaId?: string,
  ) {
    const res = await suite.app
      .client()
      .post("/api/job-applications", applicationBody(places, [], { phoneNumber, ...(areaId ? { areaId } : {}) }));
    expect(res.status, res.text).toBe(201);
    return res.body.applicationNumber as string;
  }

  const listed = async (client = suite.admin, search = "") => {
    const res = await client.get(`/api/job-applications?search=${encodeURIComponent(search)}&page=1&pageSize=100`);
    expect(res.status, res.text).toBe(200);
    return new Map((res.body as Row[]).map((row) => [row.applicationNumber, row]));
  };

  it("names each other application from the phone, oldest first, and nothing for a phone used once", async () => {
    const places = await createPlacesAndPosition(suite.admin);
    const phone = freshPhone();
    const first = await apply(places, phone);
    const second = await apply(places, phone);
    const third = await apply(places, phone);
    const alone = await apply(places, freshPhone());

    const rows = await listed();
    expect(rows.get(first)?.samePhoneAs).toEqual([second, third]);
    expect(rows.get(second)?.samePhoneAs).toEqual([first, third]);
    expect(rows.get(third)?.samePhoneAs).toEqual([first, second]);
    expect(rows.get(alone)?.samePhoneAs).toEqual([]);

    // Found by a search that matches only one of them, it still names the others.
    const searched = await listed(suite.admin, third);
    expect([...searched.keys()]).toEqual([third]);
    expect(searched.get(third)?.samePhoneAs).toEqual([first, second]);
  });

  it("tells a branch manager only of applications their branches hire for", async () => {
    const places = await createPlacesAndPosition(suite.admin);
    const ours = await created(suite.admin, "/api/areas", {
      name: unique("دابوق "),
      governorateId: places.governorate.id,
      branchSlug: "dabouq",
    });
    const theirs = await created(suite.admin, "/api/areas", {
      name: unique("المطار "),
      governorateId: places.governorate.id,
      branchSlug: "airport-road",
    });
    const phone = freshPhone();
    const atOurs = await apply(places, phone, ours.id);
    const alsoOurs = await apply(places, phone, ours.id);
    const atTheirs = await apply(places, phone, theirs.id);

    const manager = suite.app.client();
    await signInAdmin(suite.app.db, manager, { role: "manager", branches: ["dabouq"] });
    const rows = await listed(manager);
    expect(rows.has(atTheirs)).toBe(false);
    expect(rows.get(atOurs)?.samePhoneAs).toEqual([alsoOurs]);
    expect(rows.get(alsoOurs)?.samePhoneAs).toEqual([atOurs]);

    // The stage change answers the row as the list shows it, with the same limit.
    const [{ id: ourId }] = await suite.app.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.applicationNumber, atOurs));
    const moved = await manager.put(`/api/job-applications/${ourId}/stage`, { stage: "contacted" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.samePhoneAs).toEqual([alsoOurs]);

    const owners = await listed();
    expect(owners.get(atOurs)?.samePhoneAs).toEqual([alsoOurs, atTheirs]);
  });
});
