import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalEmail, emailDomain } from "./canonical-email.ts";

describe("canonicalEmail", () => {
  it.each([
    // Case and plus tags, at any domain.
    ["Name@Example.com", "name@example.com"],
    ["name+1@example.com", "name@example.com"],
    ["name+a+b@example.com", "name@example.com"],
    ["name+@example.com", "name@example.com"],
    ["first.last+news@example.com", "first.last@example.com"],
    ["first_last-x@example.org", "first_last-x@example.org"],
    // Gmail: dots do not count, and googlemail.com is the same mailbox.
    ["a@gmail.com", "a@gmail.com"],
    ["A@Gmail.com", "a@gmail.com"],
    ["a.b+x@googlemail.com", "ab@gmail.com"],
    ["A.B.@GoogleMail.COM", "ab@gmail.com"],
    ["a_b-c@gmail.com", "a_b-c@gmail.com"],
    // Proton: dots, hyphens and underscores do not count; its domains stay apart.
    ["Ada.L-x_y+news@protonmail.com", "adalxy@protonmail.com"],
    ["ada.l@pm.me", "adal@pm.me"],
    ["ada-l@proton.me", "adal@proton.me"],
    ["ada_l@protonmail.ch", "adal@protonmail.ch"],
    // Providers whose dots are part of the address.
    ["a.b@outlook.com", "a.b@outlook.com"],
    ["a.b@hotmail.com", "a.b@hotmail.com"],
    ["a.b-news@yahoo.com", "a.b-news@yahoo.com"],
    ["a.b@icloud.com", "a.b@icloud.com"],
    ["a.b@fastmail.com", "a.b@fastmail.com"],
    // A subdomain of a folding provider is another domain.
    ["a.b@mail.gmail.com", "a.b@mail.gmail.com"],
    // Nothing is emptied: a leading plus is no tag, and a local part of dots stays.
    ["+tag@example.com", "+tag@example.com"],
    ["...@gmail.com", "...@gmail.com"],
    [".+x@gmail.com", ".@gmail.com"],
    // The domain is what follows the last @.
    ['"a@b"@Example.com', '"a@b"@example.com'],
    // Not an address: lower-cased only.
    ["No-At-Sign", "no-at-sign"],
    ["@example.com", "@example.com"],
    ["", ""],
    // Object keys are no domains.
    ["a.b@constructor", "a.b@constructor"],
    ["a.b@__proto__", "a.b@__proto__"],
  ])("%j → %j", (address, canonical) => {
    expect(canonicalEmail(address)).toBe(canonical);
  });

  it("is idempotent and ignores letter case", () => {
    const address = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9._+-]{0,12}$/),
        fc.constantFrom("gmail.com", "GoogleMail.com", "pm.me", "example.com", "Outlook.com"),
      )
      .map(([local, domain]) => `${local}@${domain}`);
    fc.assert(
      fc.property(address, (a) => {
        const canonical = canonicalEmail(a);
        expect(canonicalEmail(canonical)).toBe(canonical);
        expect(canonicalEmail(a.toUpperCase())).toBe(canonical);
      }),
    );
  });
});

describe("emailDomain", () => {
  it.each([
    ["a@Mailinator.COM", "mailinator.com"],
    ['"a@b"@x.example', "x.example"],
    ["a@", ""],
    ["no-at-sign", ""],
  ])("%j → %j", (address, domain) => {
    expect(emailDomain(address)).toBe(domain);
  });
});
