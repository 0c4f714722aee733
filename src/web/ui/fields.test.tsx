import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LabelledSelect, Select } from "./Select.tsx";
import { TextField } from "./TextField.tsx";

const classesOf = (markup: string) => markup.match(/class="([^"]*)"/)![1]!.split(" ");

describe("TextField", () => {
  it("is an input with the fields' palette and focus ring, the caller's spacing added", () => {
    const markup = renderToStaticMarkup(<TextField type="email" name="email" className="mt-1" />);
    expect(markup).toMatch(/^<input type="email" class="[^"]*" name="email"\/>$/);
    expect(classesOf(markup)).toEqual(
      expect.arrayContaining(["bg-gray-800", "border-gray-500", "focus:outline-amber-400", "mt-1"]),
    );
    expect(classesOf(markup)).not.toContain("font-mono");
  });

  it("sets words to copy in the typing font", () => {
    expect(classesOf(renderToStaticMarkup(<TextField mono />))).toContain("font-mono");
  });
});

describe("Select", () => {
  it("fills its column, or sits compact inside a line", () => {
    const full = classesOf(renderToStaticMarkup(<Select />));
    expect(full).toEqual(expect.arrayContaining(["w-full", "px-3", "py-2"]));
    const compact = classesOf(renderToStaticMarkup(<Select compact className="ml-1" />));
    expect(compact).toEqual(expect.arrayContaining(["px-2", "py-1", "ml-1"]));
    expect(compact).not.toContain("w-full");
  });

  it("names its list by the label above it", () => {
    const markup = renderToStaticMarkup(
      <LabelledSelect label="Duration" value="60" onChange={() => {}}>
        <option value="30">30 seconds</option>
        <option value="60">1 minute</option>
      </LabelledSelect>,
    );
    const labelFor = markup.match(/<label for="([^"]+)">Duration<\/label>/)?.[1];
    expect(labelFor).toBeTruthy();
    expect(markup).toContain(`<select id="${labelFor}"`);
    expect(markup).toContain('<option value="60" selected="">1 minute</option>');
  });
});
