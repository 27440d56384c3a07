/**
 * Announcement bar dismissal. The key includes the bar's id, so a new announcement (new id)
 * shows again to readers who closed an older one. The inline script (gatsby-ssr onRenderBody)
 * marks <html> before first paint, and global.css hides the bar from that mark: a closed bar
 * does not flash while the page loads.
 */
export const ANNOUNCEMENT_BAR_CLOSED_ATTRIBUTE = "data-announcement-bar-closed";

export function announcementBarStorageKey(id: string): string {
  return `flowg.announcementBar.closed.${id}`;
}

export function announcementBarScript(id: string): string {
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(announcementBarStorageKey(id))})==="true")document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_BAR_CLOSED_ATTRIBUTE)},"true")}catch(e){}})()`;
}
