import config from "@site-config";
import { Link } from "gatsby";
import * as styles from "./styles.module.css";

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <h1 id="hero-title" className={styles.heroTitle}>
          <img src={`${config.basePath}/img/logo.svg`} alt="" width={72} height={72} />
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
        <p className={styles.version}>
          Documentation for FlowG <strong>v{config.productVersion}</strong>
        </p>
      </div>
    </section>
  );
}
