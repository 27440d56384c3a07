import { describe, expect, it } from "vitest";
import { decodeFragment, tolerantDecodeURI } from "../../src/theme-common/fragment";

// Fragments a shared link can carry that are not valid percent-encoding (gatsbyjs/gatsby#26828).
const MALFORMED = ["#%", "#100%", "#%zz", "#%E0%A4%A", "#50%"];

describe("a malformed fragment never throws where Gatsby decodes it", () => {
  const decode = tolerantDecodeURI(decodeURI);

  it.each(MALFORMED)("%s is handed back unchanged", (hash) => {
    expect(() => decodeURI(hash)).toThrow(URIError);
    expect(decode(hash)).toBe(hash);
    expect(decodeFragment(hash.slice(1))).toBe(hash.slice(1));
  });

  it("decodes well-formed fragments as decodeURI does", () => {
    expect(decode("#caf%C3%A9")).toBe("#café");
    expect(decode("#50%25")).toBe("#50%");
    expect(decodeFragment("na%C3%AFve")).toBe("naïve");
  });

  it("still throws for anything that is not a location hash", () => {
    expect(() => decode("/docs/%zz")).toThrow(URIError);
    expect(() => decode("%")).toThrow(URIError);
  });
});
