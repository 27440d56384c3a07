import type { PermissionView, SecuritySchemeView } from "@shared/api";
import { authorizationProse } from "@shared/api-wording";
import { Prose } from "../Prose";

/**
 * Which token the operation takes and which scope its caller needs, in the words of
 * @shared/api-wording (the Markdown copy says the same).
 */
export function Authorization({
  security,
  permission,
}: {
  security: SecuritySchemeView[];
  permission: PermissionView;
}) {
  return <Prose nodes={authorizationProse(security, permission)} />;
}
