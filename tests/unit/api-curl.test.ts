import { describe, expect, it } from "vitest";
import { curlCommand, shellQuote, type CurlInput } from "../../node/api/curl";

const base: CurlInput = {
  method: "GET",
  path: "/api/v1/streams",
  serverUrl: "http://localhost:5080",
  authenticated: true,
  parameters: [],
  body: null,
  responseMediaType: "application/json",
};

describe("curl examples", () => {
  it("reads the token from $FLOWG_API_TOKEN and fills path parameters with examples", () => {
    expect(
      curlCommand({
        ...base,
        method: "DELETE",
        path: "/api/v1/streams/{stream}",
        parameters: [{ name: "stream", in: "path", required: true, example: "nginx-access" }],
      }),
    ).toBe(
      `curl -X DELETE "http://localhost:5080/api/v1/streams/nginx-access" \\
  -H "Authorization: Bearer $FLOWG_API_TOKEN"`,
    );
  });

  it("URL-encodes query parameters and quotes values the shell would touch", () => {
    expect(
      curlCommand({
        ...base,
        path: "/api/v1/streams/{stream}/logs",
        parameters: [
          { name: "stream", in: "path", required: true, example: "app" },
          { name: "from", in: "query", required: true, example: "2025-11-03T14:00:00Z" },
          { name: "filter", in: "query", required: false, example: 'level = "error"' },
          { name: "limit", in: "query", required: false },
        ],
      }),
    ).toBe(
      `curl --get "http://localhost:5080/api/v1/streams/app/logs" \\
  -H "Authorization: Bearer $FLOWG_API_TOKEN" \\
  --data-urlencode "from=2025-11-03T14:00:00Z" \\
  --data-urlencode 'filter=level = "error"'`,
    );
  });

  it("sends JSON bodies inline, without a token for public routes", () => {
    expect(
      curlCommand({
        ...base,
        method: "POST",
        path: "/api/v1/auth/login",
        authenticated: false,
        body: { mediaType: "application/json", example: { username: "alice", password: "it's" } },
      }),
    ).toBe(
      `curl -X POST "http://localhost:5080/api/v1/auth/login" \\
  -H "Content-Type: application/json" \\
  -d '{"username":"alice","password":"it'\\''s"}'`,
    );
  });

  it("shows event streams, uploads, downloads and text bodies as what they are", () => {
    expect(
      curlCommand({
        ...base,
        path: "/api/v1/streams/x/logs/watch",
        responseMediaType: "text/event-stream",
      }),
    ).toContain(`curl --no-buffer "http://localhost:5080/api/v1/streams/x/logs/watch" \\
  -H "Authorization: Bearer $FLOWG_API_TOKEN" \\
  -H "Accept: text/event-stream"`);
    expect(
      curlCommand({
        ...base,
        method: "POST",
        path: "/api/v1/restore/auth",
        body: { mediaType: "multipart/form-data", fields: ["backup"] },
      }),
    ).toContain(`--form "backup=@auth.db"`);
    expect(
      curlCommand({
        ...base,
        path: "/api/v1/backup/logs",
        responseMediaType: "application/octet-stream",
      }),
    ).toContain("--fail --output logs.db");
    expect(
      curlCommand({
        ...base,
        method: "POST",
        path: "/api/v1/pipelines/default/logs/text",
        body: { mediaType: "text/plain", example: "a\nb" },
      }),
    ).toContain(`-H "Content-Type: text/plain" \\
  --data-binary @app.log`);
  });

  it("quotes for the shell", () => {
    expect(shellQuote("it's $HOME")).toBe(`'it'\\''s $HOME'`);
  });
});
