import config from "@site-config";
import { Link, type PageProps } from "gatsby";
import { Seo } from "../theme/Seo";
import * as styles from "./index.module.css";

/** The landing page at /flowg/. */
export default function HomePage({ location }: PageProps) {
  return (
    <>
      <Seo
        title={`${config.title}: low-code log processing`}
        rawTitle
        description={config.tagline}
        pathname={location.pathname.replace(config.basePath, "") || "/"}
      />
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.title}>
            <img
              src={`${config.basePath}/img/logo.svg`}
              alt=""
              width={72}
              height={72}
              className={styles.logo}
            />
            {config.title}
          </h1>
          <p className={styles.tagline}>{config.tagline}</p>
          <div className={styles.actions}>
            <Link className={styles.primary} to="/docs">
              Get started
            </Link>
            <a
              className={styles.secondary}
              href={config.issuesUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Report a bug<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
