import type { GatsbyBrowser } from "gatsby";
import "./src/styles/tokens.css";
import "./src/styles/global.css";
import "./src/styles/markdown.css";
import "./src/styles/prism.css";
import { Layout } from "./src/theme/Layout";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const sidebarId = (props.pageContext as { sidebarId?: string | null }).sidebarId ?? null;
  return (
    <Layout pathname={props.location.pathname} sidebarId={sidebarId}>
      {element}
    </Layout>
  );
};
