import { describe, expect, it } from "vitest";
import {
  BIO_MAX_LENGTH,
  PUBLIC_PROFILE_MESSAGES,
  profileTextProblem,
} from "./public-profile-fields.ts";

const bio = (text: string) =>
  profileTextProblem(text, BIO_MAX_LENGTH, PUBLIC_PROFILE_MESSAGES.bioTooLong);

describe("profileTextProblem", () => {
  it("takes plain text up to the length, counted in characters", () => {
    expect(bio("")).toBeNull();
    expect(bio("a".repeat(BIO_MAX_LENGTH))).toBeNull();
    expect(bio("😀".repeat(BIO_MAX_LENGTH))).toBeNull();
  });

  it("refuses one character too many", () => {
    expect(bio("a".repeat(BIO_MAX_LENGTH + 1))).toBe(PUBLIC_PROFILE_MESSAGES.bioTooLong);
  });

  it("refuses line breaks, control and invisible characters", () => {
    for (const text of ["two\nlines", "tab\there", "zero\u200bwidth", "rtl\u202eoverride"]) {
      expect(bio(text)).toBe(PUBLIC_PROFILE_MESSAGES.invisible);
    }
  });
});
