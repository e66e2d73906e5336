import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { chromiumLaunchOptions } from "../e2e/browser-launch";

/** The features Playwright's own Chromium switches turn off, read from the installed Playwright. */
function playwrightDisabledFeatures(): string[] {
  const bundle = fs.readFileSync(createRequire(import.meta.url).resolve("playwright-core/lib/coreBundle"), "utf8");
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/);
  expect(list, "Playwright's own --disable-features list, in playwright-core/lib/coreBundle.js").not.toBeNull();
  return [...list![1].replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}

it("the browser tests' Chromium keeps off every feature Playwright turns off: Chromium reads only the last --disable-features", () => {
  const playwrights = playwrightDisabledFeatures();
  expect(playwrights).toContain("HttpsUpgrades");
  const ours = chromiumLaunchOptions.args.filter((arg) => arg.startsWith("--disable-features="));
  expect(ours).toHaveLength(1);
  const disabled = ours[0].slice("--disable-features=".length).split(",");
  expect(disabled).toEqual(expect.arrayContaining(playwrights));
  expect(disabled).toEqual(
    expect.arrayContaining(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"]),
  );
});
