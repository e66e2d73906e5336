import { expect, newVisitorPage, signIn, test } from "./support";

// Tuesday 24 November 2026 in Amman.
const TUESDAY_NOON = new Date("2026-11-24T12:00:00+03:00");
const TUESDAY_LATE = new Date("2026-11-24T23:50:00+03:00");
const i = (open: string, close: string) => ({ open, close });

for (const width of [390, 1280]) {
  test.describe(`branch card at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the card says when the branch closes or opens next beside its badge, and shows the whole week behind a disclosure", async ({
      page,
      browser,
    }, testInfo) => {
      await signIn(page);
      const split = [i("11:00", "15:00"), i("18:00", "23:45")];
      const saved = await page.request.put("/api/branches/hashmi-north", {
        data: {
          // Sunday … Saturday: split shifts on weekdays, Friday from 13:00 past midnight, Saturday closed.
          hours: [split, split, split, split, split, [i("13:00", "02:00")], []],
          exceptions: [
            { from: "2026-11-26", to: "2026-11-26", label: "يوم الاستقلال", intervals: [i("16:00", "22:00")] },
          ],
        },
      });
      expect(saved.status()).toBe(200);

      const visitor = await newVisitorPage(browser);
      const hydration: string[] = [];
      visitor.on("pageerror", (error) => hydration.push(error.message));
      visitor.on("console", (message) => {
        if (/Minified React error|hydrat/i.test(message.text())) hydration.push(message.text());
      });
      await visitor.clock.install({ time: TUESDAY_NOON });
      await visitor.goto("/#contact");
      const card = visitor.getByRole("article", { name: "فرع الهاشمي الشمالي" });
      await expect(card.getByRole("status")).toHaveText("مفتوح الآن – يغلق الساعة 3:00 م");
      await expect(card.getByRole("status")).toContainText("يغلق الساعة 3:00 م");

      // Closed: the week's rows are there but folded away until asked for.
      const toggle = card.getByText("ساعات العمل خلال الأسبوع");
      const week = card.getByRole("table", { name: "ساعات العمل من السبت إلى الجمعة" });
      await expect(week).toBeHidden();
      await toggle.click();
      await expect(week).toBeVisible();
      const rows = week.getByRole("row");
      await expect(rows).toHaveCount(7);
      await expect(rows.nth(0)).toHaveText(/^السبت\s*مغلق$/);
      await expect(rows.nth(3)).toContainText("الثلاثاء (اليوم)");
      await expect(rows.nth(3)).toHaveAttribute("aria-current", "date");
      await expect(rows.nth(3)).toContainText("11:00 ص – 3:00 م، 6:00 م – 11:45 م");
      await expect(rows.nth(5)).toContainText("الخميس");
      await expect(rows.nth(5)).toContainText("يوم الاستقلال: 4:00 م – 10:00 م");
      await expect(rows.nth(6)).toContainText("1:00 م – 2:00 ص");
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: testInfo.outputPath(`branch-week-${width}.png`) });
      // The keyboard opens and closes it too.
      await toggle.focus();
      await visitor.keyboard.press("Enter");
      await expect(week).toBeHidden();

      // Late Tuesday: closed, opens tomorrow at 11.
      await visitor.clock.fastForward(TUESDAY_LATE.getTime() - TUESDAY_NOON.getTime());
      await expect(card.getByRole("status")).toHaveText("مغلق الآن – يفتح غداً الساعة 11:00 ص");
      expect(hydration).toEqual([]);
      await visitor.close();
    });
  });
}
