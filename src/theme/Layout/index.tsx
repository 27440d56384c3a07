import type { VersionLink } from "@shared/page-context/doc";
import type { PageSidebarItem } from "@shared/sidebar";
import { PageVersionContext, VersionLinksContext } from "../../theme-common/versionLinks";
import config from "@site-config";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Helmet } from "../../theme-common/head";
import { PathnameContext, sitePath } from "../../theme-common/location";
import { AnnouncementBar } from "../AnnouncementBar";
import { DocsVersionBanner } from "../DocsVersionBanner";
import { useVersionSwitch } from "../../theme-common/versionSwitch";
import { ErrorBoundary } from "../ErrorBoundary";
import { Footer } from "../Footer";
import { MobileSidebar } from "../MobileSidebar";
import { Navbar } from "../Navbar";
import { SearchHost } from "../Search";
import { MAIN_ID, SkipToContent } from "../SkipToContent";
import * as styles from "./styles.module.css";

/** Shown once, after a version switch that could not keep the page: its code loads only then. */
const VersionSwitchNotice = lazy(
  () => import(/* webpackChunkName: "version-switch-notice" */ "../VersionSwitchNotice"),
);

interface LayoutProps {
  children: ReactNode;
  pathname: string;
  /** Docs sidebar of the current page (from the page context of doc pages). */
  sidebarId: string | null;
  /** That sidebar's items (page context too), for the mobile panel and the navbar. */
  sidebar: PageSidebarItem[] | null;
  /** The page in each docs version (page context of docs-layout pages on a versioned site). */
  versionLinks?: readonly VersionLink[];
  /** The page's docs version (page context of docs-layout pages on a versioned site). */
  docsVersion?: string;
  /** On an archived version's pages, the current version's upgrade guide (for the banner). */
  versionUpgrade?: { route: string; title: string };
}

/**
 * The shell of every page, applied by wrapPageElement so it survives navigations: skip link,
 * announcement bar, navbar (and its mobile panel), the main area inside an error boundary, footer,
 * and the search host (shortcuts and the lazily loaded search dialog). The outer boundary shows the crash page when the shell itself fails (a faulty navbar item).
 */
const NO_LINKS: readonly VersionLink[] = [];

/** What a docs-layout page's context gives the shell (the rest is the page's own). */
interface ShellContext {
  sidebarId?: string | null;
  docsSidebar?: PageSidebarItem[] | null;
  versionLinks?: VersionLink[];
  docsVersion?: string;
  versionUpgrade?: { route: string; title: string };
}

/** The layout's props from a page's props: gatsby-browser and gatsby-ssr wrap pages alike. */
export function layoutProps(page: {
  location: { pathname: string };
  pageContext: unknown;
}): Omit<LayoutProps, "children"> {
  // Page data that lost its context (a proxy's rewrite, a broken deploy) must still get the shell,
  // so the page's own error boundary can say what failed.
  const context: ShellContext =
    typeof page.pageContext === "object" && page.pageContext !== null ? page.pageContext : {};
  return {
    pathname: page.location.pathname,
    sidebarId: context.sidebarId ?? null,
    sidebar: context.docsSidebar ?? null,
    versionLinks: context.versionLinks,
    docsVersion: context.docsVersion,
    versionUpgrade: context.versionUpgrade,
  };
}

export function Layout({
  children,
  pathname,
  sidebarId,
  sidebar,
  versionLinks = NO_LINKS,
  docsVersion,
  versionUpgrade,
}: LayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasDocsSidebar = sidebar !== null;

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  // A navigation closes the panel; focus then follows Gatsby's route announcer.
  useEffect(() => setMenuOpen(false), [pathname]);
  const switched = useVersionSwitch(sitePath(pathname));

  return (
    <PathnameContext.Provider value={sitePath(pathname)}>
      <PageVersionContext.Provider value={docsVersion ?? null}>
        <VersionLinksContext.Provider value={versionLinks}>
          {/* Pages set lang through Seo too; this keeps it when a page crashes and Seo unmounts. */}
          <Helmet htmlAttributes={{ lang: config.language }} />
          <ErrorBoundary>
            <SkipToContent />
            {FLOWG_FEATURES.announcementBar && <AnnouncementBar />}
            <Navbar
              menuOpen={menuOpen}
              onOpenMenu={() => setMenuOpen(true)}
              toggleRef={toggleRef}
              docsSidebar={hasDocsSidebar}
            />
            <MobileSidebar
              open={menuOpen}
              onClose={closeMenu}
              onNavigate={() => setMenuOpen(false)}
              pathname={pathname}
              sidebar={sidebar}
            />
            <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
              {FLOWG_FEATURES.versionBanner && sidebarId && (
                <DocsVersionBanner upgrade={versionUpgrade} />
              )}
              {switched && (
                <Suspense fallback={null}>
                  <VersionSwitchNotice from={switched} />
                </Suspense>
              )}
              <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
            </main>
            <Footer />
            <SearchHost />
          </ErrorBoundary>
        </VersionLinksContext.Provider>
      </PageVersionContext.Provider>
    </PathnameContext.Provider>
  );
}
