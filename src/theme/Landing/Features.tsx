import { Link } from "gatsby";
import * as styles from "./styles.module.css";

interface Feature {
  title: string;
  text: string;
  to: string;
  icon: string;
}

/** What FlowG does, each point linking to the page that explains it. */
const FEATURES: Feature[] = [
  {
    title: "Visual pipelines",
    text: "Draw the path of your logs in the web editor: VRL transformers reshape records, switches route them by condition.",
    to: "/docs/guides/pipelines",
    icon: "M4 6h5v4H4zM15 14h5v4h-5zM9 8h3a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2",
  },
  {
    title: "Streams with retention",
    text: "Each stream keeps records for as long, or as many megabytes, as you decide, and indexes the fields you list.",
    to: "/docs/guides/streams",
    icon: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  },
  {
    title: "Schema-less logs",
    text: "Records are flat maps of fields. Nothing to declare up front: new fields simply appear.",
    to: "/docs/guides/filtering",
    icon: "M5 4h14v16H5zM9 9h6M9 13h6M9 17h3",
  },
  {
    title: "Forward anywhere",
    text: "Eleven forwarder kinds push records on, from HTTP, syslog and OpenTelemetry to ClickHouse, Datadog and the AWS, Google Cloud and Azure log services; settings can be computed from each record.",
    to: "/docs/usecases/interoperability",
    icon: "M4 12h12M12 6l6 6-6 6M20 5v14",
  },
  {
    title: "Ingest your way",
    text: "Send JSON or plain text over HTTP, OTLP logs, syslog over UDP, TCP or TLS, or use an Elasticsearch client.",
    to: "/docs/setup/syslog",
    icon: "M12 3v12M6 9l6 6 6-6M4 19h16",
  },
  {
    title: "Live web UI",
    text: "Query a time range with a filter, read the histogram, and watch new records arrive as they are ingested.",
    to: "/docs/guides/filtering",
    icon: "M3 5h18v12H3zM8 21h8M7 13l3-3 3 2 4-4",
  },
  {
    title: "FoundationDB storage",
    text: "Keep accounts, configuration and logs in a FoundationDB cluster instead of local files, and run several FlowG servers on the same data.",
    to: "/docs/advanced/foundationdb",
    icon: "M12 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM5 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM19 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM11 8l-5 8M13 8l5 8M7 18h10",
  },
  {
    title: "Role-based access",
    text: "Users get roles, roles get scopes; automation uses personal access tokens that you can revoke at any time.",
    to: "/docs/design/auth",
    icon: "M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4",
  },
];

export function Features() {
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.sectionTitle}>
        What FlowG does
      </h2>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              className={styles.featureIcon}
            >
              <path d={feature.icon} />
            </svg>
            <h3 className={styles.featureTitle}>
              <Link to={feature.to}>{feature.title}</Link>
            </h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
