import { Link } from "gatsby";
import type { LandingContext } from "@shared/page-context/landing";
import { CodeBlock } from "../CodeBlock";
import { Diagram } from "../Diagram";
import { Prose } from "../Prose";
import { Features } from "./Features";
import { Hero } from "./Hero";
import * as styles from "./styles.module.css";

/**
 * The landing page: hero, what the current release changed, a drawn pipeline, capabilities,
 * quick start, and the newest post.
 */
export function Landing({ quickStart, release, latestPost, pipeline }: LandingContext) {
  return (
    <>
      <Hero />
      {release && <Release release={release} />}
      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          Logs in, refined logs out
        </h2>
        <p className={styles.lead}>
          A pipeline takes every record from its sources, runs it through your transformers and
          conditions, and decides where it ends up: in a stream you can query, in another system, or
          both.
        </p>
        <div className={styles.figure}>
          <Diagram {...pipeline} />
        </div>
      </section>
      <Features />
      <section className={styles.section} aria-labelledby="quickstart-title">
        <h2 id="quickstart-title" className={styles.sectionTitle}>
          {quickStart.title}
        </h2>
        <Prose nodes={quickStart.intro} className={styles.lead} />
        <div className={styles.quickStart}>
          <CodeBlock language="bash" title={quickStart.scriptName} tokens={quickStart.tokens} />
        </div>
      </section>
      {latestPost && (
        <section className={styles.section} aria-labelledby="news-title">
          <h2 id="news-title" className={styles.sectionTitle}>
            From the blog
          </h2>
          <article className={styles.news}>
            <h3>
              <Link to={latestPost.route}>{latestPost.title}</Link>
            </h3>
            <p className={styles.newsDate}>
              <time dateTime={latestPost.date}>
                {new Date(`${latestPost.date}T00:00:00Z`).toLocaleDateString("en", {
                  dateStyle: "long",
                  timeZone: "UTC",
                })}
              </time>
            </p>
            <p>{latestPost.description}</p>
            <Link to="/blog">All posts</Link>
          </article>
        </section>
      )}
    </>
  );
}

/** What the documented release changed since the previous documented one, in figures and links. */
function Release({ release }: { release: NonNullable<LandingContext["release"]> }) {
  return (
    <section className={styles.section} aria-labelledby="release-title">
      <h2 id="release-title" className={styles.sectionTitle}>
        New in FlowG {release.version}
      </h2>
      <p className={styles.lead}>
        What changed since {release.since}, the documented release before it, counted from both
        releases&apos; API and command-line reference.
      </p>
      <ul className={styles.figures}>
        {release.figures.map((figure) => (
          <li key={figure.what}>
            <strong>{figure.count}</strong> {figure.what}
          </li>
        ))}
      </ul>
      <p className={styles.releaseLinks}>
        {release.upgrade && (
          <Link to={release.upgrade.route} className={styles.releaseLink}>
            {release.upgrade.title}
          </Link>
        )}
        <Link to={release.changes.route} className={styles.releaseLink}>
          {release.changes.title}
        </Link>
      </p>
    </section>
  );
}
