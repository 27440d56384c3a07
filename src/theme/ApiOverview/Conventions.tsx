import type { ApiOverviewPageContext, BodyKind } from "@shared/api";
import { ApiOperationList } from "../ApiOperationList";
import { Heading } from "../Heading";
import { HtmlContent } from "../HtmlContent";

const KIND_TITLES = {
  json: "JSON",
  text: "Plain text (one record per line)",
  multipart: "Multipart form uploads",
  binary: "Binary file downloads",
  "event-stream": "Server-sent events (a live feed that stays open)",
  other: "Other formats",
} as const satisfies Record<BodyKind, string>;

/** Body formats and the `success` flag. */
export function Conventions({
  successHtml,
  specialBodies,
}: Pick<ApiOverviewPageContext, "successHtml" | "specialBodies">) {
  return (
    <>
      <ul>
        <li>
          Requests and answers are JSON (<code>application/json</code>) unless an operation says
          otherwise.
        </li>
        <li>
          Every JSON answer to a successful call has a boolean <code>success</code> field beside its
          other fields.
          <HtmlContent html={successHtml} />
        </li>
        <li>
          A body or parameter that does not decode or fails the schema is refused with{" "}
          <code>400</code> before FlowG does anything.
        </li>
        <li>
          Deleting something that does not exist is not an error: delete operations answer{" "}
          <code>200</code> either way.
        </li>
      </ul>
      <p>These operations send or return something other than JSON:</p>
      {/* Each format titles a list: a heading (not a bold paragraph), so it can be reached. */}
      {specialBodies.map((group) => (
        <section key={group.kind}>
          <Heading level={3} id={`body-${group.kind}`}>
            {KIND_TITLES[group.kind]}
          </Heading>
          <ApiOperationList operations={group.operations} />
        </section>
      ))}
    </>
  );
}
