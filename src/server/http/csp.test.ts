import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script exactly as written, once, and skips scripts loaded from a file", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";\n</script>',
      '<script src="/assets/app.js"></script>',
      "<script>window.a = 1;</script>",
      "<SCRIPT>é = 'ü'</SCRIPT >",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.a = 1;"),
      sha256('import "/assets/x.js";\n'),
      sha256("é = 'ü'"),
    ]);
  });

  it("finds none in a page without scripts", () => {
    expect(inlineScriptHashes("<p>Hello</p>")).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy([sha256("x")]);
  const directive = (name: string) =>
    policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

  it("allows scripts only from the site and by hash, never inline or eval", () => {
    expect(directive("script-src")).toBe(`script-src 'self' ${sha256("x")}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive("script-src-attr")).toBe("script-src-attr 'none'");
  });

  it("forbids framing, plugins and foreign base URLs and form targets", () => {
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("base-uri")).toBe("base-uri 'self'");
    expect(directive("form-action")).toBe("form-action 'self'");
    expect(directive("default-src")).toBe("default-src 'self'");
  });
});
