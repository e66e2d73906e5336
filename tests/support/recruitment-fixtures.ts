import { expect } from "vitest";
import type { TestClient } from "./http";
import { unique } from "./factories";
import { DEFAULT_CONSENT_TEXT } from "../../shared/schema/terms-forms";
import { consentHash } from "../../server/modules/terms/terms.service";

/** The hash of the consent text a fresh installation shows (the admin has not written one). */
export const DEFAULT_CONSENT_HASH = consentHash(DEFAULT_CONSENT_TEXT);

/** Creates a row through the admin API and returns it, failing the test on anything but 201. */
export async function created(admin: TestClient, path: string, body: Record<string, unknown>) {
  const res = await admin.post(path, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A governorate with one area, a second governorate with its own area, and an active position. */
export async function createPlacesAndPosition(admin: TestClient) {
  const governorate = await created(admin, "/api/governorates", { name: unique("عمان ") });
  const area = await created(admin, "/api/areas", { name: unique("خلدا "), governorateId: governorate.id });
  const otherGovernorate = await created(admin, "/api/governorates", { name: unique("إربد ") });
  const otherArea = await created(admin, "/api/areas", { name: unique("الحصن "), governorateId: otherGovernorate.id });
  const position = await created(admin, "/api/job-positions", { title: unique("كاشير ") });
  return { governorate, area, otherGovernorate, otherArea, position };
}

export function applicationBody(
  places: Awaited<ReturnType<typeof createPlacesAndPosition>>,
  answers: { questionId: string; answer: string }[] = [],
  overrides: Record<string, unknown> = {},
) {
  return {
    termsAccepted: true,
    governorateId: places.governorate.id,
    areaId: places.area.id,
    applicantName: "أحمد محمد",
    phoneNumber: "0791234567",
    jobPositionId: places.position.id,
    address: "",
    answers,
    consentAccepted: true,
    consentHash: DEFAULT_CONSENT_HASH,
    ...overrides,
  };
}
