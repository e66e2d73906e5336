// Demo job applications at several hiring stages, with staff notes, for scripts/demo-data.ts: sent
// through the public form's API (answering whatever questions are active), then moved and annotated
// as the signed-in staff member would from the dashboard. Numbers follow the 079 000 00xx pattern.
import type { SiteApi } from "./site-api";

type Row = { id: string };
type Question = { id: string; options: string[] | null };

const APPLICANTS = [
  { applicantName: "ليث الحوراني", phoneNumber: "0790000101", stages: [], note: null },
  {
    applicantName: "دانة المصري",
    phoneNumber: "0790000102",
    stages: ["contacted"],
    note: "لم ترد على الاتصال الأول، أُرسلت رسالة واتساب",
  },
  {
    applicantName: "عمر الزعبي",
    phoneNumber: "0790000103",
    stages: ["contacted", "interview"],
    note: "مقابلة يوم الأحد الساعة 11 صباحاً في فرع الياسمين",
  },
  {
    applicantName: "رنا الخطيب",
    phoneNumber: "0790000104",
    stages: ["contacted", "interview", "accepted"],
    note: "مناسبة للفترة المسائية، تبدأ أول الشهر",
  },
  {
    applicantName: "سامر العبادي",
    phoneNumber: "0790000105",
    stages: ["contacted", "rejected"],
    note: "يبحث عن دوام جزئي فقط",
  },
] as const;

/** Sends the demo applications and moves each through its stages, with a note where it has one. */
export async function addDemoApplications(site: SiteApi): Promise<void> {
  const call = site.call.bind(site);
  const [governorate] = await call<Row[]>("GET", "/api/governorates?active=true");
  const [area] = await call<Row[]>("GET", `/api/areas?governorateId=${governorate.id}&active=true`);
  const positions = await call<Row[]>("GET", "/api/job-positions?active=true");
  const questions = await call<Question[]>("GET", "/api/application-questions?active=true");
  const { consentHash } = await call<{ consentHash: string }>("GET", "/api/terms-and-conditions");
  for (const [index, { applicantName, phoneNumber, stages, note }] of APPLICANTS.entries()) {
    const { applicationNumber } = await call<{ applicationNumber: string }>("POST", "/api/job-applications", {
      termsAccepted: true,
      governorateId: governorate.id,
      areaId: area.id,
      applicantName,
      phoneNumber,
      jobPositionId: positions[index % positions.length].id,
      answers: questions.map((q) => ({ questionId: q.id, answer: q.options?.[0] ?? "مساءً بعد الساعة الرابعة" })),
      consentAccepted: true,
      consentHash,
    });
    const [application] = await call<Row[]>("GET", `/api/job-applications?search=${applicationNumber}`);
    for (const stage of stages) await call("PUT", `/api/job-applications/${application.id}/stage`, { stage });
    if (note) await call("POST", `/api/job-applications/${application.id}/notes`, { body: note });
  }
}
