/**
 * One person, one account: an address is compared with the others in the form its mailbox
 * receives it, after dropping what mail providers ignore. The rules are kept to what providers
 * say of their own mailboxes, since a wrong rule would refuse a different person's address:
 *
 * - Letter case, everywhere: the users table already holds one account per address in any case.
 * - A plus tag, everywhere: `name+tag@` is delivered to `name@` by Gmail, Outlook, Proton,
 *   Fastmail and most mail servers that know subaddressing.
 * - Dots in Gmail addresses, which Google says Gmail does not read, and googlemail.com is the
 *   same mailbox as gmail.com.
 * - Dots, hyphens and underscores in Proton addresses, which Proton's own canonical form of an
 *   address drops; each Proton domain is kept apart.
 *
 * Not folded, because their dots or hyphens are part of the address: Outlook and Hotmail,
 * Yahoo (whose `-keyword` aliases are not told apart from ordinary hyphens), iCloud, Fastmail,
 * Yandex, and any own domain, even one hosted by Google Workspace, which we cannot recognise.
 * Migration 0013 wrote the same rule in SQL for the accounts that existed then; changing it
 * calls for a migration that recomputes `users.email_canonical`.
 */

/** Another name of a mailbox domain, and the domain it is the same mailbox as. */
const SAME_MAILBOX: ReadonlyMap<string, string> = new Map([["googlemail.com", "gmail.com"]]);

/** Domains whose addresses ignore these characters in the local part. */
const IGNORED_CHARACTERS: ReadonlyMap<string, RegExp> = new Map([
  ["gmail.com", /\./g],
  ["protonmail.com", /[._-]/g],
  ["protonmail.ch", /[._-]/g],
  ["proton.me", /[._-]/g],
  ["pm.me", /[._-]/g],
]);

/**
 * The address its mailbox receives mail for: lower case, without a plus tag, without what its
 * provider ignores. Two addresses with the same canonical form reach one person. Text without
 * a local part is only lower-cased, and a local part the rules would empty keeps its characters.
 */
export function canonicalEmail(address: string): string {
  const lower = address.toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  const domain = SAME_MAILBOX.get(lower.slice(at + 1)) ?? lower.slice(at + 1);
  const local = lower.slice(0, at);
  const plus = local.indexOf("+");
  const untagged = plus > 0 ? local.slice(0, plus) : local;
  const ignored = IGNORED_CHARACTERS.get(domain);
  const bare = ignored ? untagged.replace(ignored, "") : untagged;
  return `${bare || untagged}@${domain}`;
}

/** The domain of an address (after its last `@`), lower case; empty when it has none. */
export function emailDomain(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0 ? "" : address.slice(at + 1).toLowerCase();
}
