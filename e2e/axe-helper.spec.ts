import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

/** The accessibility check itself: it must report what it is there to catch. */
test("the axe check reports violations, with their elements", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one viewport is enough to test the checker");
  await page.goto("/flowg/docs/setup/installation");
  // Hydration removes what it does not expect in the server's HTML: add the faults after it.
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    main.insertAdjacentHTML(
      "beforeend",
      '<img id="no-alt" src="/flowg/img/logo.svg"><p id="faint" style="color:#ddd;background:#fff">faint text</p>',
    );
  });
  const violations = await axeViolations(page);
  expect(violations.map((line) => line.split(" ")[0]).sort()).toEqual([
    "color-contrast",
    "image-alt",
  ]);
  expect(violations.join("\n")).toContain("#no-alt");
  expect(violations.join("\n")).toContain("#faint");
});
