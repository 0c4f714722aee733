import { describe, expect, it } from "vitest";
import { SITE_NAME } from "../../core/site/site.ts";
import {
  durationText,
  emailChangeMail,
  emailChangeNoticeMail,
  emailVerificationMail,
  passwordResetMail,
} from "./messages.ts";

describe("durationText", () => {
  it("names a link's life in the largest whole unit", () => {
    expect(durationText(3600)).toBe("1 hour");
    expect(durationText(7200)).toBe("2 hours");
    expect(durationText(86_400)).toBe("1 day");
    expect(durationText(1800)).toBe("30 minutes");
    expect(durationText(60)).toBe("1 minute");
    expect(durationText(90)).toBe("90 seconds");
    expect(durationText(1)).toBe("1 second");
  });
});

describe("passwordResetMail", () => {
  const link = "https://typetempo.example/reset-password#token=abc&x=<1>";
  const mail = passwordResetMail({ username: "ada_l", link, expiresInSeconds: 3600 });

  it("names the site, the account, the link, its expiry and why it was sent, in plain text", () => {
    expect(mail.kind).toBe("password-reset");
    expect(mail.subject).toBe(`Reset your ${SITE_NAME} password`);
    expect(mail.text).toContain("Hello ada_l,");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain("expires in 1 hour");
    expect(mail.text).toContain("works once");
    expect(mail.text).toContain("signs your account out on every device");
    expect(mail.text).toContain("If it was not you, ignore it");
    expect(mail.text).toContain(SITE_NAME);
    expect(mail.links).toEqual([link]);
  });

  it("says the same in HTML, with the link escaped as an attribute and as text", () => {
    const escaped = "https://typetempo.example/reset-password#token=abc&amp;x=&lt;1&gt;";
    expect(mail.html).toContain(`href="${escaped}"`);
    expect(mail.html).toContain(`>${escaped}</a>`);
    expect(mail.html).not.toContain("<1>");
    expect(mail.html).toContain("Reset your password</a>");
    expect(mail.html).toContain("expires in 1 hour");
    expect(mail.html).toContain(`<title>Reset your ${SITE_NAME} password</title>`);
  });

  it("escapes a name that looks like markup", () => {
    const odd = passwordResetMail({ username: "<b>&", link, expiresInSeconds: 60 });
    expect(odd.html).toContain("Hello &lt;b&gt;&amp;,");
    expect(odd.text).toContain("expires in 1 minute");
  });
});

describe("emailVerificationMail", () => {
  it("names the site, the link, its expiry and why it was sent, as text and HTML", () => {
    const link = "https://typetempo.example/api/auth/verify-email?token=t&callbackURL=%2Fprofile";
    const mail = emailVerificationMail({ username: "ada", link, expiresInSeconds: 86_400 });
    expect(mail.kind).toBe("email-verification");
    expect(mail.subject).toBe(`Verify your e-mail address for ${SITE_NAME}`);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain("expires in 1 day");
    expect(mail.text).toContain("someone created a TypeTempo account with this address");
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail.links).toEqual([link]);
  });
});

describe("emailChangeMail", () => {
  it("asks the new address to confirm, says the old one stays until then, as text and HTML", () => {
    const link = "https://typetempo.example/api/auth/verify-email?token=t&callbackURL=%2Fprofile";
    const mail = emailChangeMail({
      username: "ada",
      newEmail: "ada@new.example",
      link,
      expiresInSeconds: 86_400,
    });
    expect(mail.kind).toBe("email-change");
    expect(mail.subject).toBe(`Confirm your new e-mail address for ${SITE_NAME}`);
    expect(mail.text).toContain(`To make ada@new.example the address of your ${SITE_NAME} account`);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain("keeps its old address");
    expect(mail.html).toContain("Confirm your new address</a>");
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail.links).toEqual([link]);
  });
});

describe("emailChangeNoticeMail", () => {
  it("tells the old address what was asked and what to do if it was not them", () => {
    const mail = emailChangeNoticeMail({
      username: "<ada>",
      newEmail: "ada@new.example",
      siteLink: "https://typetempo.example/profile",
    });
    expect(mail.kind).toBe("email-change-notice");
    expect(mail.subject).toBe(`Your ${SITE_NAME} e-mail address is being changed`);
    expect(mail.text).toContain("change its e-mail address to ada@new.example.");
    expect(mail.text).toContain("If it was not you");
    expect(mail.html).toContain("Hello &lt;ada&gt;,");
    expect(mail.html).toContain(`>${SITE_NAME}</p>`);
  });
});
