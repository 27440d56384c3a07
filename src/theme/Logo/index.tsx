import config from "@site-config";
import { cx } from "../../theme-common/classNames";

export interface LogoConfig {
  src: string;
  srcDark?: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A logo image; with `srcDark`, both variants are in the HTML and the colour mode on <html>
 * shows one (global.css `.themed-light` / `.themed-dark`), so there is no flash either way.
 */
export function Logo({
  logo,
  className,
  lazy,
}: {
  logo: LogoConfig;
  className?: string;
  /** Below the fold (the footer): load when needed. */
  lazy?: boolean;
}) {
  const image = (src: string, variant?: string) => (
    <img
      src={`${config.basePath}${src}`}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      className={cx(className, variant)}
      loading={lazy ? "lazy" : undefined}
    />
  );
  if (!logo.srcDark) return image(logo.src);
  return (
    <>
      {image(logo.src, "themed-light")}
      {image(logo.srcDark, "themed-dark")}
    </>
  );
}
