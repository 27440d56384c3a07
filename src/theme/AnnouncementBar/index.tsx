import config from "@site-config";
import { useEffect } from "react";
import {
  ANNOUNCEMENT_BAR_CLOSED_ATTRIBUTE,
  announcementBarStorageKey,
} from "../../theme-common/announcementBar";
import { useHydrated, useStoredValue } from "../../theme-common/useStoredValue";
import { CloseIcon } from "../Icons";
import * as styles from "./styles.module.css";

/**
 * The announcement bar (config `announcementBar`). Closing it is remembered per announcement id.
 * The server always renders it; for a reader who closed it, the inline script of gatsby-ssr has
 * already hidden it before first paint, and it is removed once the stored state is read.
 */
export function AnnouncementBar() {
  return config.announcementBar ? <Bar bar={config.announcementBar} /> : null;
}

function Bar({ bar }: { bar: NonNullable<typeof config.announcementBar> }) {
  const [closed, setClosed] = useStoredValue(announcementBarStorageKey(bar.id));
  const hydrated = useHydrated();
  const isClosed = closed === "true";

  useEffect(() => {
    if (!hydrated) return;
    const html = document.documentElement;
    if (isClosed) html.setAttribute(ANNOUNCEMENT_BAR_CLOSED_ATTRIBUTE, "true");
    else html.removeAttribute(ANNOUNCEMENT_BAR_CLOSED_ATTRIBUTE);
  }, [hydrated, isClosed]);

  if (isClosed) return null;
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label="Announcement"
      data-announcement-bar=""
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className={styles.close}
          aria-label="Close the announcement"
          onClick={() => setClosed("true")}
        >
          <CloseIcon width={16} height={16} />
        </button>
      )}
    </div>
  );
}
