import { Link } from "gatsby";
import { BODY_KIND_LABELS, type MediaView } from "@shared/api";
import { CodeBlock } from "../CodeBlock";
import { HtmlContent } from "../HtmlContent";
import { SchemaFacts, SchemaTable, type FieldMark } from "../SchemaTable";
import * as styles from "./styles.module.css";

function Media({
  media,
  caption,
  mark,
}: {
  media: MediaView;
  caption: string;
  mark?: FieldMark | undefined;
}) {
  const { schema } = media;
  if (media.errorBody) {
    return (
      <p className={styles.media}>
        An <Link to="/docs/api#errors">error body</Link> (<code>{media.mediaType}</code>)
        {media.exampleText ? (
          <>
            , for example <code className={styles.inline}>{media.exampleText}</code>.
          </>
        ) : (
          "."
        )}
      </p>
    );
  }
  return (
    <div className={styles.media}>
      <p className={styles.kind}>
        <strong>{BODY_KIND_LABELS[media.kind]}</strong> <code>{media.mediaType}</code>
        {schema && (
          <>
            {" "}
            · <span className={styles.type}>{schema.name ?? schema.type}</span>
          </>
        )}
      </p>
      {schema && (
        <>
          <HtmlContent html={schema.html} />
          <SchemaFacts facts={schema.facts} />
          <SchemaTable rows={schema.rows} caption={caption} mark={mark} />
        </>
      )}
      {media.example && (
        <CodeBlock
          language={media.example.language}
          title={media.example.title ?? "Example"}
          tokens={media.example.tokens}
        />
      )}
    </div>
  );
}

/** The bodies of a request or response, one per media type; `mark` goes to their field tables. */
export function ApiBody({
  contents,
  caption,
  mark,
}: {
  contents: MediaView[];
  caption: string;
  mark?: FieldMark | undefined;
}) {
  return (
    <>
      {contents.map((media) => (
        <Media
          key={media.mediaType}
          media={media}
          caption={`${caption} (${media.mediaType})`}
          mark={mark}
        />
      ))}
    </>
  );
}
