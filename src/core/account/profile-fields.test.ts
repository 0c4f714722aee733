import { describe, expect, it } from "vitest";
import {
  IMAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PROFILE_FIELD_MESSAGES as M,
  cleanProfileFields,
  imageProblem,
  nameProblem,
  profileFieldsProblem,
} from "./profile-fields.ts";

describe("nameProblem", () => {
  it.each(["Ada_Types", "Ada Lovelace", "José García", "李小龍", "🙂 typist", "", "a".repeat(100)])(
    "accepts %j",
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );

  it("counts characters, not UTF-16 units", () => {
    expect(nameProblem("🙂".repeat(NAME_MAX_LENGTH))).toBeNull();
    expect(nameProblem("🙂".repeat(NAME_MAX_LENGTH + 1))).toBe(M.nameTooLong);
  });

  it.each([
    ["10 kB", "a".repeat(10_000), M.nameTooLong],
    ["101 characters", "a".repeat(101), M.nameTooLong],
    ["a right-to-left override", "\u202eAda", M.nameInvisible],
    ["a zero-width space", "Ada\u200bTypes", M.nameInvisible],
    ["a newline", "Ada\nTypes", M.nameInvisible],
    ["a line separator", "Ada\u2028Types", M.nameInvisible],
    ["a NUL", "Ada\u0000", M.nameInvisible],
    ["a number", 42, M.nameNotText],
    ["null", null, M.nameNotText],
    ["an object", { first: "Ada" }, M.nameNotText],
  ])("refuses %s", (_what, name, message) => {
    expect(nameProblem(name)).toBe(message);
  });
});

describe("imageProblem", () => {
  it.each([null, "https://avatars.example.com/u/1?v=4", `https://x.example/${"a".repeat(2000)}`])(
    "accepts %j",
    (image) => {
      expect(imageProblem(image)).toBeNull();
    },
  );

  it.each([
    ["a javascript: address", "javascript:alert(1)"],
    ["a data: address", "data:image/png;base64,AAAA"],
    ["an http:// address", "http://avatars.example.com/u/1"],
    ["an address with credentials", "https://user:secret@example.com/a.png"],
    ["a relative path", "/avatar.png"],
    ["an empty string", ""],
    ["a number", 7],
    ["a 2,049-character address", `https://x.example/${"a".repeat(IMAGE_MAX_LENGTH)}`],
  ])("refuses %s", (_what, image) => {
    expect(imageProblem(image)).toBe(M.image);
  });
});

describe("profileFieldsProblem", () => {
  it("checks only the fields a change sets, the name first", () => {
    expect(profileFieldsProblem({})).toBeNull();
    expect(profileFieldsProblem({ name: "Ada", image: null })).toBeNull();
    expect(profileFieldsProblem({ image: "javascript:x" })).toBe(M.image);
    expect(profileFieldsProblem({ name: "a".repeat(101), image: "javascript:x" })).toBe(
      M.nameTooLong,
    );
  });
});

describe("cleanProfileFields", () => {
  it("keeps what follows the rules as it is", () => {
    const fields = { name: "José García", image: "https://avatars.example.com/u/1" };
    expect(cleanProfileFields(fields)).toEqual(fields);
    expect(cleanProfileFields({ name: "Ada" })).toEqual({ name: "Ada", image: null });
  });

  it("drops invisible characters, cuts the name, and leaves a bad image out", () => {
    const cleaned = cleanProfileFields({
      name: ` \u202eAda\u200b ${"🙂".repeat(200)}`,
      image: "javascript:alert(1)",
    });
    expect(cleaned.image).toBeNull();
    expect(nameProblem(cleaned.name)).toBeNull();
    expect(cleaned.name.startsWith("Ada 🙂")).toBe(true);
    expect([...cleaned.name]).toHaveLength(NAME_MAX_LENGTH);
  });
});
