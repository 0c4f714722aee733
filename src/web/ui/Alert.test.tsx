import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Alert } from "./Alert.tsx";

describe("Alert", () => {
  it("interrupts with an error and announces the rest politely", () => {
    expect(renderToStaticMarkup(<Alert kind="error">Failed</Alert>)).toBe(
      '<p role="alert" class="text-red-300">Failed</p>',
    );
    expect(renderToStaticMarkup(<Alert kind="success">Saved</Alert>)).toContain('role="status"');
    expect(renderToStaticMarkup(<Alert kind="info">Copied</Alert>)).toContain('role="status"');
  });

  it("frames a standalone error and keeps the caller's element, classes and attributes", () => {
    const html = renderToStaticMarkup(
      <Alert as="div" kind="error" boxed id="why" className="mt-4 text-sm">
        Sign in failed
      </Alert>,
    );
    expect(html).toBe(
      '<div role="alert" class="rounded-md border border-red-500/60 bg-red-950/60 px-4 py-3 text-red-200 mt-4 text-sm" id="why">Sign in failed</div>',
    );
  });
});
