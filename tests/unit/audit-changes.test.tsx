import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { AuditChangesList } from "../../client/src/features/audit/components/audit-changes";

const text = (html: string) => html.replace(/<[^>]+>/g, "");
const GOVERNORATE = "0b6f2a51-1c1e-4a8b-9d3e-2f7a1c9b4e10";
const GONE = "11111111-1c1e-4a8b-9d3e-2f7a1c9b4e10";

describe("audit log changes", () => {
  it("shows Arabic field names, yes/no, Amman time with Latin digits, names for ids and words for codes", () => {
    const settings = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "site-settings",
            changes: { showLotteryLink: { before: true, after: false } },
            valueNames: {},
          }}
        />,
      ),
    );
    expect(settings).toBe("رابط اربح معنا: نعم ← لا");

    const account = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "accounts",
            changes: {
              disabledAt: { before: null, after: "2026-11-24T02:12:05.991Z" },
              reason: { before: null, after: "disabled" },
            },
            valueNames: {},
          }}
        />,
      ),
    );
    expect(account).toContain("وقت التعطيل: ");
    // 02:12 UTC is 05:12 in Amman; Arabic (Jordan) month names, Latin digits.
    expect(account).toMatch(/24 تشرين الثاني 2026.*05:12/);
    expect(account).toContain("السبب: الحساب معطّل");
    expect(account).not.toMatch(/disabledAt|reason|[٠-٩]/);

    const area = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "areas",
            changes: { governorateId: { before: GONE, after: GOVERNORATE }, someNewFlag: { before: 1, after: 2 } },
            valueNames: { [GOVERNORATE]: "إربد" },
          }}
        />,
      ),
    );
    expect(area).toContain("المحافظة: غير معروف ← إربد");
    expect(area).toContain("some new flag: 1 ← 2");
  });

  it("reads a changed list of records (a week of hours) as one change, and names the branch's own fields", () => {
    const day = (opens: string) => ({ day: 0, shifts: [{ opens, closes: "23:00" }] });
    const branch = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "branches",
            changes: {
              hours: { before: [day("10:00"), day("10:00")], after: [day("11:00"), day("11:00")] },
              slug: { before: null, after: "hashmi-north" },
            },
            valueNames: {},
          }}
        />,
      ),
    );
    expect(branch).toContain("ساعات العمل: تفاصيل معدّلة ← تفاصيل معدّلة");
    expect(branch.match(/تفاصيل معدّلة/g)).toHaveLength(2);
    expect(branch).toContain("معرّف الفرع: hashmi-north");
  });

  it("names a field whose personal values were not kept, without values", () => {
    const html = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{ resource: "reviews", changes: { customerName: { before: null, after: null } }, valueNames: {} }}
        />,
      ),
    );
    expect(html).toBe("اسم العميل (تغيّر)");
  });
});
