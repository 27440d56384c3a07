import path from "node:path";
import { describe, expect, it } from "vitest";
import type { MdNode } from "../../node/mdx/mdast";
import { parseDoc, readDocSource } from "../support/docs-check";
import { versionSources } from "../support/flowg-version";
import { guideSections, PARTS, upgradeGuideProblems, type Change } from "../support/upgrade-guide";

/**
 * The v0.45.8 -> v0.63.0 upgrade guide is ordered by harm (issue 27): one section per breaking
 * change, most harmful first, each with the same four parts, and a checklist in the order of
 * work that links every item to its section. The page is read wherever v0.63.0 lives
 * (tests/support/flowg-version.ts).
 */
const SOURCES = versionSources("0.63.0");
const FILE = path.join(SOURCES.docs, "setup", "upgrade.mdx");

/**
 * The breaking changes between v0.45.8 and v0.63.0 that the guide covers, in the order of harm
 * the sections follow: silent data loss, an empty instance or lost replication first; loud
 * or cosmetic failures last. Moving a section means moving its line here, on purpose.
 */
const CHANGES: Change[] = [
  { change: "renamed data-directory variables", heading: /data-directory variables/i },
  { change: "the Helm chart's new volume", heading: /Helm chart/i },
  { change: "clustering -> FoundationDB", heading: /clustering.*FoundationDB/i },
  { change: "old backups and the key-separator migration", heading: /backups.*key-separator/i },
  { change: "personal access tokens to re-issue", heading: /personal access tokens/i },
  { change: "a broken node stops the whole pipeline", heading: /broken node.*pipeline/i },
  { change: "TLS 1.3 only on every listener", heading: /TLS 1\.3/i },
  { change: "syslog origins", heading: /syslog.*origins/i },
  { change: "forwarder consumers to adapt", heading: /forwarder.*consumers/i },
  { change: "filters to rewrite", heading: /filters/i },
  { change: "flags -> config file", heading: /flags.*configuration file/i },
  { change: "non-root image and file ownership", heading: /non-root image.*ownership/i },
  {
    change: "the four new scopes existing admin roles do not get",
    heading: /four new scopes.*admin/i,
  },
  { change: "requests the API now refuses", heading: /API now refuses/i },
  { change: "test_transformer's records and VRL 0.34", heading: /transformers/i },
];

/** The checklist's groups, in the order an operator works: before the stop, the switch, after. */
const GROUPS = [/before you stop v0\.45\.8/i, /switch/i, /once v0\.63\.0 runs/i];

function treeOf(file: string, text?: string): MdNode {
  const { tree, problems } = parseDoc(readDocSource(file, SOURCES.docs, text));
  expect(problems, file).toEqual([]);
  return tree!;
}

describe("the upgrade guide, ordered by harm", () => {
  const tree = treeOf(FILE);

  it("has its intro, the copy first, one section per change in the order of harm, the checklist last", () => {
    expect(upgradeGuideProblems(FILE, tree, CHANGES, GROUPS).join("\n")).toBe("");
  });

  it("gives every change section the four parts", () => {
    const { sections } = guideSections(tree);
    // Copy, twelve changes, checklist: a check that passes on no section would be empty.
    expect(sections.length, `${FILE}: ## sections`).toBe(CHANGES.length + 2);
  });

  it("keeps the wording the facts test looks for", () => {
    const text = readDocSource(FILE, SOURCES.docs).body;
    expect(text).toMatch(/Re-issue every personal access token/);
  });
});

describe("the upgrade guide's checker names the file, the line and the problem", () => {
  const CH: Change[] = [
    { change: "alpha", heading: /^Alpha$/ },
    { change: "beta", heading: /^Beta$/ },
  ];
  const G = [/^Before$/, /^After$/];
  const parts = (except: string[] = []) =>
    PARTS.filter((p) => !except.includes(p))
      .map((p) => `**${p}.** Text.`)
      .join("\n\n");
  const page = (body: string) => `---\ntitle: T\n---\n\n${body}\n`;
  const good = [
    "Ordered by harm; see the [checklist](#checklist).",
    "## Take a copy you can go back to\n\nCopy.",
    `## Alpha\n\n${parts()}`,
    `## Beta\n\n${parts()}`,
    "## Checklist\n\n### Before\n\n- [ ] Copy ([c](#take-a-copy-you-can-go-back-to)).\n- [ ] A ([a](#alpha)).\n\n### After\n\n- [ ] B ([b](#beta)).",
  ];
  const check = (blocks: string[]) =>
    upgradeGuideProblems("s.mdx", treeOf("s.mdx", page(blocks.join("\n\n"))), CH, G);

  it("accepts a well-formed page", () => {
    expect(check(good)).toEqual([]);
  });

  it("reports a missing part, parts out of order and a part that says nothing", () => {
    const blocks = [...good];
    blocks[2] = `## Alpha\n\n${parts(["How you notice"])}`;
    blocks[3] =
      "## Beta\n\n**How you notice.** x\n\n**What breaks.** x\n\n**Before you upgrade.** x\n\n**After you upgrade.**";
    expect(check(blocks)).toEqual([
      's.mdx:11: section "Alpha" has the parts [What breaks, Before you upgrade, After you upgrade]; expected What breaks, How you notice, Before you upgrade, After you upgrade, once each and in that order',
      's.mdx:19: section "Beta" has the parts [How you notice, What breaks, Before you upgrade, After you upgrade]; expected What breaks, How you notice, Before you upgrade, After you upgrade, once each and in that order',
      's.mdx:27: section "Beta": "After you upgrade" says nothing',
    ]);
  });

  it("reports the order of harm, a change without a section and a section that is no change", () => {
    expect(check([good[0]!, good[1]!, good[3]!, good[2]!, good[4]!])).toEqual([
      's.mdx: the change sections are not in the order of harm; expected "Alpha", "Beta"',
    ]);
    const problems = check([good[0]!, good[1]!, good[2]!, `## Gamma\n\n${parts()}`, good[4]!]);
    expect(problems).toContain(
      's.mdx: the change "beta" should have one section (heading matching /^Beta$/), found 0',
    );
    expect(problems).toContain('s.mdx:21: section "Gamma" is none of the listed changes');
  });

  it("reports the intro, the first and last sections and the checklist's links and groups", () => {
    const problems = check([
      "No reason given.",
      `## Alpha\n\n${parts()}`,
      good[1]!,
      `## Beta\n\n${parts()}`,
      "## Checklist\n\n### After\n\n- [ ] A ([a](#alpha)).\n- [ ] Nowhere.\n- [ ] Wrong ([w](#nope)).",
    ]);
    expect(problems).toEqual([
      "s.mdx:1: the intro should say that the sections are ordered by harm",
      "s.mdx:1: the intro should link to the checklist (#checklist)",
      's.mdx:7: the first section should be "Take a copy you can go back to", found "Alpha"',
      "s.mdx:31: the checklist's groups are [After]; expected 2 groups matching /^Before$/, /^After$/, in that order",
      "s.mdx:36: checklist item links to no section",
      's.mdx:37: checklist item links to "#nope", not a section',
      's.mdx:17: no checklist item links to section "Take a copy you can go back to"',
      's.mdx:21: no checklist item links to section "Beta"',
    ]);
  });
});
