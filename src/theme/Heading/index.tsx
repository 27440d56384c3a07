import type { HTMLAttributes } from "react";

type Level = 2 | 3 | 4 | 5 | 6;

/** A Markdown heading with a hash link (visible on hover and focus) to its own anchor. */
export function Heading({
  level,
  id,
  children,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { level: Level }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} {...rest}>
      {children}
      {id && (
        <a className="hash-link" href={`#${id}`} aria-label={`Direct link to this section`}>
          #
        </a>
      )}
    </Tag>
  );
}

export const headingComponents = {
  h2: (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={2} {...props} />,
  h3: (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={3} {...props} />,
  h4: (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={4} {...props} />,
  h5: (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={5} {...props} />,
  h6: (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={6} {...props} />,
};
