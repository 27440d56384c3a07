import { Link, navigate, withPrefix } from "gatsby";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

/**
 * A link to the landing page. With a path prefix and `trailingSlash: "never"`, Gatsby's <Link>
 * writes it as /flowg, a folder URL that GitHub Pages and nginx answer with a redirect to
 * /flowg/; this link keeps the slash in its href and still navigates in the client as <Link> does
 * (unless the reader asks for a new tab or window). Remove once gatsby-link leaves the prefixed
 * root's slash alone.
 */
export function HomeLink({ onClick, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    event.preventDefault();
    void navigate("/");
  };
  return (
    <a {...rest} href={withPrefix("/")} onClick={follow}>
      {children}
    </a>
  );
}

/** A link to a site path: HomeLink for the landing page, Gatsby's <Link> for any other. */
export function SiteLink({
  to,
  ...rest
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return to === "/" ? <HomeLink {...rest} /> : <Link to={to} {...rest} />;
}
