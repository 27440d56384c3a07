import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages } from "../support/built-pages";

/**
 * The W3C Nu Html Checker (npm vnu-jar, run on Debian's Java) over every page of the build:
 * zero errors, and no warning except the ones listed below with the reason they stay. It reads
 * the bytes as a browser does, so it also catches what html-validate does not (stray U+0000,
 * ARIA names on elements that cannot carry one).
 */
const PUBLIC = path.resolve("public");
const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** Messages that are not errors and stay, each with why it cannot or should not change. */
const ALLOWED: Array<{ message: RegExp; reason: string }> = [
  {
    message: /^Trailing slash on void elements has no effect/,
    reason:
      "React's server renderer closes void elements as <meta ... />; the markup is valid HTML " +
      "and no React option changes it.",
  },
  {
    message: /^The “list” role is unnecessary for element “ul”\.$/,
    reason:
      "The blog's tag lists are styled without bullets, and Safari then drops their list " +
      "semantics for VoiceOver; role=list restores them.",
  },
  {
    message:
      /^Resource violates Content Security Policy \(meta tag\): .* “\/flowg\/[^”]*” blocked by “(script|img)-src” directive\.$/,
    reason:
      "The checker reads the pages from files, where 'self' matches no origin; a browser loads " +
      "the site's own /flowg/ files under the policy (tests/build/static-hosts.test.ts loads the " +
      "pages in Chromium and finds no violation).",
  },
  {
    message:
      /^Inline script violates Content Security Policy \(meta tag\): blocked by “script-src” directive/,
    reason:
      'The checker counts each page\'s JSON-LD (<script type="application/ld+json">), a data ' +
      "block that browsers never run and do not hold to script-src; a script that runs inline " +
      "fails the build test that looks for one (tests/build/static-hosts.test.ts).",
  },
];

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
}

describe("W3C Nu Html Checker", () => {
  it("reports no error and no unlisted warning on any page", () => {
    expect(fs.existsSync(VNU), "vnu-jar is a dev dependency: run npm ci").toBe(true);
    const files = builtPages(PUBLIC);
    expect(files.length).toBeGreaterThan(130);
    let report: string;
    try {
      report = execFileSync(
        "java",
        ["-jar", VNU, "--format", "json", "--exit-zero-always", "--stdout", ...files],
        { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
      );
    } catch (error) {
      throw new Error(
        `could not run the Nu checker (Java from apt: default-jre-headless): ${error}`,
      );
    }
    const messages = (JSON.parse(report) as { messages: NuMessage[] }).messages;
    const problems = messages
      .filter((m) => !isAllowed(m))
      .map((m) => {
        const file = path.relative(PUBLIC, decodeURIComponent(m.url.replace(/^file:/, "")));
        return `${file}:${m.lastLine ?? "?"} ${m.subType ?? m.type}: ${m.message}`;
      });
    expect(problems).toEqual([]);
  });
});

function isAllowed(message: NuMessage): boolean {
  return message.type === "info" && ALLOWED.some((a) => a.message.test(message.message));
}
