import { Link } from "gatsby";
import type { PermissionView, SecuritySchemeView } from "@shared/api";

/** Which token the operation takes and which scope its caller needs. */
export function Authorization({
  security,
  permission,
}: {
  security: SecuritySchemeView[];
  permission: PermissionView;
}) {
  if (security.length === 0 || permission.kind === "none") {
    return <p>No token is needed for this operation.</p>;
  }
  return (
    <>
      <p>
        Send a bearer token in the <code>Authorization</code> header:{" "}
        {security.map((scheme, i) => (
          <span key={scheme.id}>
            {i > 0 && (i === security.length - 1 ? " or " : ", ")}a {scheme.label.toLowerCase()}
            {scheme.prefix && (
              <>
                {" "}
                (<code>{scheme.prefix}…</code>)
              </>
            )}
          </span>
        ))}
        . See <Link to="/docs/api#authentication">Authentication</Link>.
      </p>
      {permission.kind === "authenticated" ? (
        <p>Any signed-in user may call it: no scope is needed.</p>
      ) : (
        <p>
          {permission.scopes.length > 1 ? "Required scopes (all of them): " : "Required scope: "}
          {permission.scopes.map((scope, i) => (
            <span key={scope.name}>
              {i > 0 && ", "}
              <code>{scope.name}</code>
              {scope.impliedBy && (
                <>
                  {" "}
                  (or <code>{scope.impliedBy}</code>)
                </>
              )}
            </span>
          ))}
          . See <Link to="/docs/api#permissions">Permissions</Link>.
        </p>
      )}
    </>
  );
}
