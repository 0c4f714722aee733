import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/root";
import { ErrorBoundary } from "./root.tsx";

function render(error: unknown) {
  const props = { error, params: {} } as unknown as Route.ErrorBoundaryProps;
  return renderToStaticMarkup(<ErrorBoundary {...props} />);
}

describe("the router fallback", () => {
  it("shows the heading of product 'The error catalogue' and the error's message", () => {
    const html = render(new Error("chunk failed to load"));
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("chunk failed to load");
  });

  it("shows a generic line for errors that are not Error objects", () => {
    expect(render("weird")).toContain("Something went wrong.");
  });
});
