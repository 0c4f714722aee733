// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { storedChoice } from "./stored-choice.ts";

type Size = "small" | "large";
const isSize = (value: string | null): value is Size => value === "small" || value === "large";

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("a stored choice", () => {
  it("is the default until chosen, then the choice, kept in localStorage", () => {
    const size = storedChoice("test:size", "small", isSize);
    expect(size.get()).toBe("small");
    size.set("large");
    expect(size.get()).toBe("large");
    expect(window.localStorage.getItem("test:size")).toBe("large");
    expect(storedChoice("test:size", "small", isSize).get()).toBe("large");
  });

  it("reads a stored value it does not know as the choice made on this page", () => {
    window.localStorage.setItem("test:size", "enormous");
    const size = storedChoice("test:size", "small", isSize);
    expect(size.get()).toBe("small");
  });

  it("tells its listeners of a change here and of one made in another tab, until they leave", () => {
    const size = storedChoice("test:size", "small", isSize);
    const heard = vi.fn();
    const leave = size.subscribe(heard);
    size.set("large");
    expect(heard).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key: "test:other" }));
    expect(heard).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key: "test:size" }));
    expect(heard).toHaveBeenCalledTimes(2);
    leave();
    size.set("small");
    window.dispatchEvent(new StorageEvent("storage", { key: "test:size" }));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("keeps the choice for this page when storage is blocked", () => {
    // As browsers do when a page may not keep data: the storage itself cannot be reached.
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => window.localStorage).toThrow("blocked");
    const size = storedChoice("test:size", "small", isSize);
    expect(size.get()).toBe("small");
    size.set("large");
    expect(size.get()).toBe("large");
  });
});
