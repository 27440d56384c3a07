import type { ApiOverviewPageContext } from "@shared/api";
import { BODY_KIND_TITLES, CONVENTIONS_PROSE, SPECIAL_BODIES_INTRO } from "@shared/api-wording";
import { ApiOperationList } from "../ApiOperationList";
import { Heading } from "../Heading";
import { HtmlContent } from "../HtmlContent";
import { Prose } from "../Prose";

/** Body formats and the `success` flag (the wording is shared with the page's Markdown copy). */
export function Conventions({
  successHtml,
  specialBodies,
}: Pick<ApiOverviewPageContext, "successHtml" | "specialBodies">) {
  return (
    <>
      <Prose nodes={CONVENTIONS_PROSE} />
      <HtmlContent html={successHtml} />
      <p>{SPECIAL_BODIES_INTRO}</p>
      {/* Each format titles a list: a heading (not a bold paragraph), so it can be reached. */}
      {specialBodies.map((group) => (
        <section key={group.kind}>
          <Heading level={3} id={`body-${group.kind}`}>
            {BODY_KIND_TITLES[group.kind]}
          </Heading>
          <ApiOperationList operations={group.operations} />
        </section>
      ))}
    </>
  );
}
