import config from "@site-config";
import type { PageProps } from "gatsby";
import type { LandingContext } from "@shared/page-context/landing";
import { Landing } from "../theme/Landing";
import { Seo } from "../theme/Seo";

/** The landing page at /flowg/ (created by node/create-pages/landing.ts). */
export default function LandingTemplate({ pageContext }: PageProps<object, LandingContext>) {
  return (
    <>
      <Seo
        title={`${config.title}: low-code log processing`}
        rawTitle
        description={config.tagline}
        pathname="/"
      />
      <Landing {...pageContext} />
    </>
  );
}
