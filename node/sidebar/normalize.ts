import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";

/**
 * Step 1 (load + normalize): content/sidebars.yaml parsed and checked for shape, with the doc
 * shorthand (`- setup/installation`) expanded to `{ type: doc, id: setup/installation }`.
 */

/** Entries produced from data rather than docs (CLI commands, API operations). */
export const GENERATED_SOURCES = ["cli", "api"] as const;
export type GeneratedSource = (typeof GENERATED_SOURCES)[number];

export type SidebarItem =
  | { type: "doc"; id: string; label?: string }
  | { type: "generated"; source: GeneratedSource }
  | { type: "link"; label: string; href: string }
  | { type: "category"; label: string; link?: string; collapsed: boolean; items: SidebarItem[] };

const docItem = z.strictObject({
  type: z.literal("doc"),
  id: z.string().min(1),
  label: z.string().min(1).optional(),
});
const linkItem = z.strictObject({
  type: z.literal("link"),
  label: z.string().min(1),
  href: z.url(),
});
const generatedItem = z.strictObject({
  type: z.literal("generated"),
  source: z.enum(GENERATED_SOURCES),
});

type CategoryInput = {
  type: "category";
  label: string;
  link?: string;
  collapsed?: boolean;
  items: Array<
    | string
    | z.input<typeof docItem>
    | z.input<typeof linkItem>
    | z.input<typeof generatedItem>
    | CategoryInput
  >;
};

// The shorthand string is expanded before the union, so shape errors name the item's own keys.
const itemSchema: z.ZodType<SidebarItem, CategoryInput["items"][number]> = z.lazy(() =>
  z.preprocess(
    (value) => (typeof value === "string" ? { type: "doc", id: value } : value),
    z.discriminatedUnion("type", [docItem, linkItem, generatedItem, categoryItem]),
  ),
) as never;

const categoryItem = z.strictObject({
  type: z.literal("category"),
  label: z.string().min(1),
  /** Doc id of the page the category label opens. */
  link: z.string().min(1).optional(),
  collapsed: z.boolean().default(true),
  get items() {
    return z.array(itemSchema).min(1, "expected at least one item");
  },
});

const sidebarsSchema = z.record(
  z.string().regex(/^[a-zA-Z][\w-]*$/, "expected a sidebar id such as docs"),
  z.array(itemSchema),
);

export type Sidebars = Record<string, SidebarItem[]>;

export function normalizeSidebars(raw: unknown, file: string): Sidebars {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new ContentError(
      `${file}: invalid sidebars\n  - (root): expected a mapping of sidebar id to a list of items`,
    );
  }
  const result = sidebarsSchema.safeParse(raw, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "sidebars", result.error));
  return result.data;
}
