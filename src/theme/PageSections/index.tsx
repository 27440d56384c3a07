import { Fragment, type ReactNode } from "react";
import type { PageSection } from "@shared/api-sections";
import { Heading } from "../Heading";

/**
 * The h2 sections of an API page, in the order of its section list (src/shared/api-sections.ts),
 * each heading followed by what `render` gives for it. The table of contents is made from the
 * same list, so the headings and the TOC cannot drift apart.
 */
export function PageSections<Kind extends string>({
  sections,
  render,
}: {
  sections: ReadonlyArray<PageSection<Kind>>;
  render: (section: PageSection<Kind>) => ReactNode;
}) {
  return (
    <>
      {sections.map((section) => (
        <Fragment key={section.id}>
          <Heading level={2} id={section.id}>
            {section.title}
          </Heading>
          {render(section)}
        </Fragment>
      ))}
    </>
  );
}
