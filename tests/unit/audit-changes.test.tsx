import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { FIRST_BRANCHES } from "@shared/branches";
import { AuditChangesList } from "../../client/src/features/audit/components/audit-changes";

const text = (html: string) => html.replace(/<[^>]+>/g, "");
// The server names every branch slug in an entry's values by the branch's name (closed ones too).
const BRANCH_NAMES = Object.fromEntries(FIRST_BRANCHES.map((branch) => [branch.slug, branch.name]));
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
            valueNames: BRANCH_NAMES,
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
            valueNames: BRANCH_NAMES,
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
    // A field nobody labelled still reads in Arabic, never as its code.
    expect(area).toContain("حقل آخر: 1 ← 2");
    expect(area).not.toMatch(/someNewFlag|some new flag/);
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
            valueNames: BRANCH_NAMES,
          }}
        />,
      ),
    );
    expect(branch).toContain("ساعات العمل: تفاصيل معدّلة ← تفاصيل معدّلة");
    expect(branch.match(/تفاصيل معدّلة/g)).toHaveLength(2);
    expect(branch).toContain("الفرع: الهاشمي الشمالي");
  });

  it("names a field whose personal values were not kept, without values", () => {
    const html = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "reviews",
            changes: { customerName: { before: null, after: null } },
            valueNames: BRANCH_NAMES,
          }}
        />,
      ),
    );
    expect(html).toBe("اسم العميل (تغيّر)");
  });

  it("reads an offer's schedule, an account's role and branches, and a dish's sold-out branches in Arabic", () => {
    const OFFER = "22222222-1c1e-4a8b-9d3e-2f7a1c9b4e10";
    const offer = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "offers",
            changes: {
              id: { before: null, after: OFFER },
              startsAt: { before: null, after: "2026-04-12T09:00:00.000Z" },
              endsAt: { before: null, after: "2026-04-20T20:00:00.000Z" },
              weekdays: { before: [], after: [5, 6] },
            },
            valueNames: { [OFFER]: "عرض الجمعة" },
          }}
        />,
      ),
    );
    expect(offer).toContain("المعرّف: عرض الجمعة");
    expect(offer).toMatch(/يبدأ في: 12 نيسان 2026، 12:00 م/);
    expect(offer).toMatch(/ينتهي في: 20 نيسان 2026، 11:00 م/);
    expect(offer).toContain("أيام العرض: لا شيء ← الجمعة، السبت");
    expect(offer).not.toMatch(/starts|ends|weekdays|غير معروف/);

    const account = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "accounts",
            changes: {
              role: { before: "cashier", after: "manager" },
              branches: { before: ["dabouq"], after: ["dabouq", "hashmi-north"] },
            },
            valueNames: BRANCH_NAMES,
          }}
        />,
      ),
    );
    expect(account).toBe("الدور: كاشير ← مدير فرعالفروع: دابوق ← دابوق، الهاشمي الشمالي");

    const soldOut = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "menu-items",
            changes: { soldOutUntil: { before: {}, after: { دابوق: "2026-11-25T07:00:00.000Z" } } },
            valueNames: BRANCH_NAMES,
          }}
        />,
      ),
    );
    expect(soldOut).toMatch(/^نفد اليوم: لا شيء ← دابوق حتى 25 تشرين الثاني 2026، 10:00 ص$/);
  });

  it("names the colleague who handed a prize over and the branch, with the times", () => {
    const CASHIER = "33333333-1c1e-4a8b-9d3e-2f7a1c9b4e10";
    const handOver = text(
      renderToStaticMarkup(
        <AuditChangesList
          entry={{
            resource: "lottery-entries",
            changes: {
              handedOverAt: { before: null, after: "2026-11-24T10:00:00.000Z" },
              handedOverById: { before: null, after: CASHIER },
              handedOverBranch: { before: null, after: "al-yasmeen" },
              handedOverByName: { before: null, after: "rami" },
            },
            valueNames: { ...BRANCH_NAMES, [CASHIER]: "rami" },
          }}
        />,
      ),
    );
    expect(handOver).toMatch(/وقت التسليم: 24 تشرين الثاني 2026، 01:00 م/);
    expect(handOver).toContain("سلّمها: rami");
    expect(handOver).toContain("فرع التسليم: الياسمين");
    expect(handOver).toContain("اسم من سلّمها: rami");
    expect(handOver).not.toMatch(/handed|al-yasmeen|بيانات شخصية/);
  });
});
