import config from "@site-config";

/**
 * The announcement bar slot. FlowG's configuration has no announcement; the bar renders only
 * when `announcementBar` is configured.
 */
export function AnnouncementBar() {
  const bar = config.announcementBar;
  if (!bar) return null;
  return (
    <div
      role="region"
      aria-label="Announcement"
      style={{
        backgroundColor: bar.backgroundColor,
        color: bar.textColor,
        textAlign: "center",
        padding: "0.4rem 1rem",
      }}
    >
      <span dangerouslySetInnerHTML={{ __html: bar.content }} />
    </div>
  );
}
