import { describe, expect, it } from "vitest";
import { EMAIL_CHANGED_CALLBACK_PATH } from "./email-change.ts";
import { VERIFIED_CALLBACK_PATH } from "./email-verification.ts";
import {
  OTHER_ACCOUNT_CALLBACK_PATH,
  otherAccountLinkMessage,
  signedOutLinkNotice,
} from "./link-landing.ts";

const searchOf = (path: string) => path.slice(path.indexOf("?"));

describe("otherAccountLinkMessage", () => {
  const landing = searchOf(OTHER_ACCOUNT_CALLBACK_PATH);

  it("says the link confirmed another account's address and names who stays signed in", () => {
    expect(otherAccountLinkMessage(landing, "Ada_Types")).toBe(
      "That link was for another account, whose address it has now confirmed. You are still signed in as Ada_Types.",
    );
  });

  it("says when the other account's link did not work", () => {
    expect(otherAccountLinkMessage(`${landing}&error=INVALID_TOKEN`, "Ada_Types")).toBe(
      "That link was for another account, and it has expired, was used already or is not valid. You are still signed in as Ada_Types.",
    );
  });

  it("says nothing on the profile reached any other way", () => {
    for (const search of ["", searchOf(VERIFIED_CALLBACK_PATH), "?link=mine", "?error=x"]) {
      expect(otherAccountLinkMessage(search, "Ada_Types")).toBeNull();
    }
  });
});

describe("signedOutLinkNotice", () => {
  it.each([
    [VERIFIED_CALLBACK_PATH, "Your e-mail address is verified."],
    [
      `${VERIFIED_CALLBACK_PATH}&error=TOKEN_EXPIRED`,
      "That verification link has expired or is not valid.",
    ],
    [EMAIL_CHANGED_CALLBACK_PATH, "Your new e-mail address is confirmed."],
    [
      `${EMAIL_CHANGED_CALLBACK_PATH}&error=INVALID_TOKEN`,
      "That link to change your e-mail address has expired, was used already or is not valid.",
    ],
  ])("after %s: %s", (path, notice) => {
    expect(signedOutLinkNotice(searchOf(path))).toBe(notice);
  });

  it("is nothing for a plain visit to the profile", () => {
    for (const search of ["", "?email=other", "?error=x", searchOf(OTHER_ACCOUNT_CALLBACK_PATH)]) {
      expect(signedOutLinkNotice(search)).toBeNull();
    }
  });
});
