import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./Button.tsx";

describe("Button", () => {
  it("is a plain button unless told to submit", () => {
    expect(renderToStaticMarkup(<Button variant="secondary">Reset</Button>)).toBe(
      '<button type="button" class="rounded-lg font-semibold border border-gray-700 text-gray-100 hover:border-gray-500 px-4 py-2">Reset</button>',
    );
    expect(
      renderToStaticMarkup(
        <Button type="submit" variant="primary" size="lg">
          Send
        </Button>,
      ),
    ).toContain('type="submit"');
  });

  it("gives links the same look", () => {
    expect(buttonClass("primary", "lg")).toBe(
      "rounded-lg font-semibold bg-amber-400 text-gray-950 hover:bg-amber-300 px-5 py-2.5",
    );
  });
});
