import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Card, cardClass } from "./Card.tsx";

describe("Card", () => {
  it("renders the card classes on the element asked for, before the caller's", () => {
    expect(
      renderToStaticMarkup(
        <Card as="section" aria-labelledby="t" className="p-5">
          x
        </Card>,
      ),
    ).toBe(
      '<section class="rounded-xl border border-gray-800 bg-gray-900 p-5" aria-labelledby="t">x</section>',
    );
  });

  it("has a faint and a bare tone", () => {
    expect(cardClass("p-5", "faint")).toBe("rounded-xl border border-gray-800 bg-gray-900/60 p-5");
    expect(cardClass("overflow-x-auto", "bare")).toBe(
      "rounded-xl border border-gray-800 overflow-x-auto",
    );
  });
});
