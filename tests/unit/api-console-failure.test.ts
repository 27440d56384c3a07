import { describe, expect, it } from "vitest";
import { failureText } from "../../src/theme/RapiDocConsole/failure";

describe("the API console's word on a failed call", () => {
  const here = "https://docs.example.org";

  it("names the other origin and CORS, with the two ways that work", () => {
    const text = failureText("http://flowg.internal:5080/api/v1/auth/whoami", here);
    expect(text).toMatch(/^The request to http:\/\/flowg\.internal:5080 got no answer/);
    expect(text).toContain("FlowG answers no CORS preflight");
    expect(text).toContain("under one origin behind the same reverse proxy");
    expect(text).toContain("curl command");
  });

  it("on the page's own origin, points at the server and its proxy instead", () => {
    const text = failureText(`${here}/api/v1/streams`, here);
    expect(text).toBe(
      "The request to https://docs.example.org got no answer: check that the FlowG server runs there and that the proxy in front of it forwards the API.",
    );
  });

  it("still says why when the request's address is missing or not a URL", () => {
    for (const url of [undefined, "not a url"])
      expect(failureText(url, here)).toMatch(/^The request got no answer this page can read\./);
  });
});
