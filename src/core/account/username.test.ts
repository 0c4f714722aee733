import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  USERNAME_MAX_LENGTH,
  usernameBaseFrom,
  usernameCandidate,
  displayUsernameProblem,
  usernameProblem,
} from "./username.ts";

describe("usernameProblem", () => {
  it.each([
    ["abc", null],
    ["A_b-9", null],
    ["x".repeat(20), null],
    ["ab", "Username must be at least 3 characters"],
    ["", "Username must be at least 3 characters"],
    ["x".repeat(21), "Username must be at most 20 characters"],
    ["has space", "Username can only contain letters, numbers, underscores, and hyphens"],
    ["dots.no", "Username can only contain letters, numbers, underscores, and hyphens"],
    ["émile", "Username can only contain letters, numbers, underscores, and hyphens"],
  ])("%j → %j", (name, message) => {
    expect(usernameProblem(name)).toBe(message);
  });
});

describe("displayUsernameProblem", () => {
  it.each([
    ["Tc_Max60", "tc_max60", null],
    ["tc_max60", "tc_max60", null],
    ["TC_MAX60", "tc_max60", null],
    ["", "tc_max60", "Username must be at least 3 characters"],
    ["x".repeat(15_000), "tc_max60", "Username must be at most 20 characters"],
    [
      "\u202etc_max60",
      "tc_max60",
      "Username can only contain letters, numbers, underscores, and hyphens",
    ],
    [
      "tc_\u200bmax60",
      "tc_max60",
      "Username can only contain letters, numbers, underscores, and hyphens",
    ],
    [
      "tc_max6O",
      "tc_max60",
      "Your display name must be your username; only its letter case may differ",
    ],
    [
      "someone",
      "tc_max60",
      "Your display name must be your username; only its letter case may differ",
    ],
  ])("%j for %j → %j", (display, username, message) => {
    expect(displayUsernameProblem(display, username)).toBe(message);
  });
});

describe("usernames derived for external sign-ins", () => {
  it("uses the name, then the e-mail's local part, then a fallback", () => {
    expect(usernameBaseFrom(["Grace Hopper", "grace@x.org"])).toBe("Grace_Hopper");
    expect(usernameBaseFrom(["Zoë Ångström"])).toBe("Zoe_Angstrom");
    expect(usernameBaseFrom(["李", "li.wei+typing"])).toBe("liweityping");
    expect(usernameBaseFrom([null, "", "!!"])).toBe("typist");
  });

  it("always yields a valid username, also with digits appended", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string())), fc.nat(100), (candidates, attempt) => {
        const name = usernameCandidate(usernameBaseFrom(candidates), attempt);
        expect(usernameProblem(name)).toBeNull();
        expect(name.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
      }),
    );
  });

  it("tries the base first, then the base with 2, 3 …", () => {
    expect([0, 1, 2].map((n) => usernameCandidate("alan", n))).toEqual(["alan", "alan2", "alan3"]);
  });

  it("keeps 16 characters of a long name, room for four digits within 20", () => {
    expect(usernameBaseFrom(["abcdefghijklmnopqrst"])).toBe("abcdefghijklmnop");
  });

  it("takes a name of 3 characters, and skips one of 2", () => {
    expect(usernameBaseFrom(["ab", "abc"])).toBe("abc");
  });

  it("turns each run of spaces into one underscore and trims underscores and hyphens", () => {
    expect(usernameBaseFrom(["Ada   Lovelace"])).toBe("Ada_Lovelace");
    expect(usernameBaseFrom(["_-_ada-_-"])).toBe("ada");
  });

  it("appends 2 to 10 for the first nine retries, then six random digits", () => {
    expect(usernameCandidate("alan", 9)).toBe("alan10");
    const random = vi.spyOn(Math, "random").mockReturnValue(0.1234567);
    try {
      expect(usernameCandidate("alan", 10)).toBe("alan123456");
    } finally {
      random.mockRestore();
    }
  });

  it("shortens the base to fit its digits within 20 characters", () => {
    expect(usernameCandidate("a".repeat(20), 1)).toBe(`${"a".repeat(19)}2`);
    expect(usernameCandidate("a".repeat(16), 9)).toBe(`${"a".repeat(16)}10`);
  });
});
