import { describe, expect, it } from "vitest";
import { startAdminApp } from "../support/admin-app";
import { unique } from "../support/factories";
import { created } from "../support/recruitment-fixtures";

// Arabic letters, digits, punctuation; no Latin word (a field name in `path` is fine, the message is what people read).
const expectArabic = (res: { status: number; body: { message: string; issues?: Array<{ message: string }> } }) => {
  expect(res.status).toBe(400);
  expect(["invalid", "bad_request"]).toContain((res.body as { code?: string }).code);
  const messages = [res.body.message, ...(res.body.issues ?? []).map((i) => i.message)];
  for (const message of messages) {
    expect(message).toMatch(/[\u0600-\u06FF]/);
    expect(message).not.toMatch(/[A-Za-z]{2,}/);
  }
};

describe("every validation message a client can trigger is Arabic", () => {
  const suite = startAdminApp();

  it("array bodies and wrong types on public forms", async () => {
    const visitor = suite.app.client();
    expectArabic(await visitor.post("/api/submit-review", []));
    expectArabic(await visitor.post("/api/submit-reel", [1, 2]));
    expectArabic(await visitor.post("/api/lottery", ["INV", "0791234567"]));
    expectArabic(await visitor.post("/api/job-applications", []));
    expectArabic(await visitor.post("/api/admin/login", []));
    expectArabic(
      await visitor.post("/api/submit-review", {
        customerName: "سارة",
        rating: 5,
        comment: "الطعم رائع والخدمة سريعة",
        website: 1,
      }),
    );
    expectArabic(
      await visitor.post("/api/submit-review", {
        customerName: "سارة",
        rating: 5,
        comment: "الطعم رائع والخدمة سريعة",
        isActive: "yes",
      }),
    );
    expectArabic(await visitor.post("/api/admin/login", { username: "owner", password: "x".repeat(201) }));
  });

  it("wrong types and too many options on admin forms", async () => {
    expectArabic(await suite.admin.post("/api/menu-items", []));
    expectArabic(await suite.admin.post("/api/menu-items", { name: unique("صنف "), isActive: "yes" }));
    expectArabic(
      await suite.admin.post("/api/offers", { title: "عرض", originalPrice: 5, discountedPrice: 4, branches: "دابوق" }),
    );
    expectArabic(await suite.admin.put("/api/site-settings", { showMenuLink: "yes" }));
    expectArabic(await suite.admin.put("/api/site-settings", { unknownFlag: true }));
    expectArabic(
      await suite.admin.post("/api/social-links", { platform: 1, url: "https://x.example", icon: "facebook" }),
    );
    expectArabic(await suite.admin.post("/api/prizes", { name: "جائزة", isActive: "yes" }));
    expectArabic(
      await suite.admin.post("/api/application-questions", {
        question: "ما هي خبرتك؟",
        options: Array.from({ length: 60 }, (_, i) => `خيار ${i}`),
      }),
    );
    expectArabic(
      await suite.admin.post("/api/application-questions", { question: "ما هي خبرتك؟", options: ["x".repeat(600)] }),
    );
    expectArabic(
      await suite.admin.put("/api/lottery-entries/7d1f0a33-5b2c-4e7d-8a9f-1b2c3d4e5f60/status", { status: 1 }),
    );
    expectArabic(await suite.admin.get("/api/lottery-entries?page=abc"));
    const governorate = await created(suite.admin, "/api/governorates", { name: unique("عمان ") });
    expectArabic(await suite.admin.put(`/api/governorates/${governorate.id}`, { isActive: "yes" }));
  });
});
