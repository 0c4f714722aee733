import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { genericOAuth, username } from "better-auth/plugins";
import type { Redis } from "ioredis";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  normalizeUsername,
  usernameProblem,
} from "../../core/account/username.ts";
import {
  PASSWORD_RESET_EXPIRES_SECONDS,
  passwordResetLink,
} from "../../core/account/password-reset.ts";
import {
  EMAIL_VERIFICATION_EXPIRES_SECONDS,
  emailVerificationLink,
} from "../../core/account/email-verification.ts";
import { emailChangeLink } from "../../core/account/email-change.ts";
import { canonicalEmail } from "../../core/account/canonical-email.ts";
import { cleanProfileFields, profileFieldsProblem } from "../../core/account/profile-fields.ts";
import type { AuthConfig } from "./config.ts";
import type { Database } from "../db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema.ts";
import {
  addressInUse,
  linkUserId,
  mailboxOwner,
  refuseDisposable,
  withLinkError,
} from "./addresses.ts";
import { memoryFailureStore, redisFailureStore, signInGuard } from "./account-rate-limit.ts";
import type { Mailer } from "../mail/mailer.ts";
import {
  emailChangeMail,
  emailChangeNoticeMail,
  emailVerificationMail,
  passwordResetMail,
} from "../mail/messages.ts";
import { mailGuard, memoryCountStore, redisCountStore } from "../mail/rate-limit.ts";
import { usernameTaken } from "../users/repository.ts";
import { checkedNames, uniqueUsernameFor, type NameFields, type NamedUser } from "./names.ts";
import { knownAddressGuard } from "./known-address-limit.ts";
import { redisSessionStorage } from "./redis-storage.ts";
import { asTheLinkOwner } from "./verification-links.ts";
import { trackTransactions } from "./transactions.ts";

/** better-auth reads the client IP from this header, which the Fastify bridge sets from request.ip. */
export const CLIENT_IP_HEADER = "x-typetempo-client-ip";
/** The generic OpenID Connect provider's id in callback URLs and account rows. */
export const OIDC_PROVIDER_ID = "oidc";

const DAY = 60 * 60 * 24;

type LogFn = (obj: object, msg: string) => void;
interface AuthLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** better-auth messages that are routine for us: a failed sign-in, a derived base URL. */
const ROUTINE = [/^User not found/, /^Invalid password/, /Base URL is not set/];

function logTo(logger: AuthLogger) {
  return (
    level: "debug" | "info" | "success" | "warn" | "error",
    message: string,
    ...args: unknown[]
  ) => {
    const target =
      level === "success"
        ? "info"
        : level === "warn" && ROUTINE.some((r) => r.test(message))
          ? "debug"
          : level;
    logger[target]({ source: "better-auth", details: args.length > 0 ? args : undefined }, message);
  };
}

interface CreateAuthOptions {
  db: Database;
  config: AuthConfig;
  secret: string;
  /** The app's Redis connection, when configured: sessions and rate limits go there. */
  redis?: Redis;
  logger: AuthLogger;
  /** Silences better-auth's own console logging (tests). */
  quiet: boolean;
  /** Milliseconds since the epoch; tests move it through the sign-in backoff. */
  now: () => number;
  /** Sends the password reset and e-mail verification mails. */
  mailer: Mailer;
  /** The origin every link in a mail is built on, never one a request names (link-origin.ts). */
  linkOrigin: () => string;
}

/** The better-auth endpoints that send a mail, and the field naming its recipient. */
const MAIL_ENDPOINTS: Readonly<Record<string, string>> = {
  "/request-password-reset": "email",
  "/send-verification-email": "email",
  "/change-email": "newEmail",
};

/** Whether better-auth is mailing a link from a request to change the account's address. */
function isEmailChange(request: Request | undefined): boolean {
  return request ? new URL(request.url).pathname.endsWith("/change-email") : false;
}

/** The name a mail greets its reader by: the username as typed, else the account's name. */
function greetingName(user: { name: string }): string {
  const name = (user as typeof user & NameFields).displayUsername;
  return typeof name === "string" && name ? name : user.name;
}

export function createAuth({
  db,
  config,
  secret,
  redis,
  logger,
  quiet,
  now,
  mailer,
  linkOrigin,
}: CreateAuthOptions) {
  const database = trackTransactions(db);
  const signIns = signInGuard({
    db: () => database.current(),
    store: redis ? redisFailureStore(redis) : memoryFailureStore(),
    rule: config.accountRateLimit,
    now,
  });
  const mailLimits = mailGuard({
    store: redis ? redisCountStore(redis) : memoryCountStore(),
    now,
  });
  const knownAddresses = knownAddressGuard({
    store: redis ? redisCountStore(redis, "typetempo:known-address-limit:") : memoryCountStore(),
    now,
  });
  const socialProviders: BetterAuthOptions["socialProviders"] = {};
  if (config.google) socialProviders.google = { ...config.google, prompt: "select_account" };
  if (config.github) socialProviders.github = { ...config.github };
  const plugins = [
    username({
      minUsernameLength: USERNAME_MIN_LENGTH,
      maxUsernameLength: USERNAME_MAX_LENGTH,
      usernameValidator: (value) => usernameProblem(value) === null,
    }),
    ...(config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: config.oidc.name,
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // Only a hint: the user hook below derives a valid, free username from it.
                mapProfileToUser: (profile) => ({
                  displayUsername:
                    typeof profile.preferred_username === "string"
                      ? profile.preferred_username
                      : undefined,
                }),
              },
            ],
          }),
        ]
      : []),
  ];
  const authRule = { window: config.rateLimit.windowSeconds, max: config.rateLimit.max };

  /** Tells the old address that a change to a new one was asked for and waits for its link. */
  async function noticeOfChange(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
    const returned = ctx.context.returned;
    if (returned instanceof Error || (returned as { status?: unknown } | null)?.status !== true) {
      return;
    }
    const session = await getSessionFromCtx(ctx);
    const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
    if (!session || typeof newEmail !== "string") return;
    mailNoticeOfChange(session.user, newEmail);
  }

  function mailNoticeOfChange(user: { email: string; name: string }, newEmail: string) {
    mailer.send(
      user.email,
      emailChangeNoticeMail({
        username: greetingName(user),
        newEmail: newEmail.toLowerCase(),
        siteLink: `${linkOrigin()}/profile`,
      }),
    );
  }

  return betterAuth({
    appName: "TypeTempo",
    basePath: "/api/auth",
    ...(config.baseURL ? { baseURL: config.baseURL } : {}),
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(database.db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    ...(redis ? { secondaryStorage: redisSessionStorage(redis) } : {}),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A reset link works once, for an hour, and signs the account out everywhere.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        mailer.send(
          user.email,
          passwordResetMail({
            username: greetingName(user),
            link: passwordResetLink(linkOrigin(), token),
            expiresInSeconds: PASSWORD_RESET_EXPIRES_SECONDS,
          }),
        );
      },
    },
    // Sent after sign-up and on request from the profile; once the link is opened the typist's
    // results rank (db/repeatable/leaderboard.sql). It signs no one in, nor out, whoever opens it
    // (verification-links.ts). A change of address mails its link to the new address through
    // here too, with `user.email` the new address.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_EXPIRES_SECONDS,
      async sendVerificationEmail({ user, token }, request) {
        const origin = linkOrigin();
        const username = greetingName(user);
        const expiresInSeconds = EMAIL_VERIFICATION_EXPIRES_SECONDS;
        mailer.send(
          user.email,
          isEmailChange(request)
            ? emailChangeMail({
                username,
                newEmail: user.email,
                link: emailChangeLink(origin, token),
                expiresInSeconds,
              })
            : emailVerificationMail({
                username,
                link: emailVerificationLink(origin, token),
                expiresInSeconds,
              }),
        );
      },
    },
    // A new address takes effect only from the link mailed to it (better-auth keeps the old one
    // until then); the old address is told, from the hook below.
    // Password-reset tokens and sign-in states are kept in the database too, not only in Redis,
    // so they work while Redis is down.
    verification: { storeInDatabase: true },
    user: {
      changeEmail: { enabled: true },
      // Written by the user hooks below from the address, never taken from a request.
      additionalFields: {
        emailCanonical: { type: "string", required: false, input: false, returned: false },
      },
    },
    socialProviders,
    plugins,
    session: {
      // A session lasts 30 days and is pushed forward, at most once a day, whenever it is used.
      expiresIn: 30 * DAY,
      updateAge: DAY,
      // The database holds every session; Redis only caches them (redis-storage.ts).
      storeSessionInDatabase: true,
    },
    account: { accountLinking: { enabled: false } },
    rateLimit: {
      enabled: true,
      storage: redis ? "secondary-storage" : "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/*": authRule,
        "/sign-up/*": authRule,
        "/get-session": false,
        // Counted per address and per IP by the mail limits below instead.
        "/request-password-reset": false,
        "/send-verification-email": false,
        "/change-email": false,
      },
    },
    advanced: {
      cookiePrefix: "typetempo",
      // Secure cookies follow the public URL when it is known; the Fastify bridge adds Secure to
      // every cookie of a request that arrived over https.
      useSecureCookies: config.baseURL?.startsWith("https://") ?? false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: { disabled: quiet, level: "info", log: logTo(logger) },
    // Unexpected failures reach Fastify's error handler: logged once, answered with our 500.
    onAPIError: { throw: true },
    // Sign-ins wait after failures (account-rate-limit.ts). Every name a user sets follows the
    // username rules (names.ts): checked before sign-up and update-user run, with their
    // messages, and again before any user row is written. The account's name and image follow
    // theirs (core/account/profile-fields.ts): refused from sign-up and update-user, cleaned
    // from an identity provider.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await signIns.before(ctx);
        const mailField = MAIL_ENDPOINTS[ctx.path];
        if (mailField) {
          const address = (ctx.body as Record<string, unknown> | undefined)?.[mailField];
          await mailLimits.check({
            address: typeof address === "string" ? address : null,
            ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
          });
        }
        const body = (ctx.body ?? {}) as NameFields;
        if (ctx.path === "/sign-up/email") {
          await knownAddresses.before(ctx.headers?.get(CLIENT_IP_HEADER) ?? null);
          const username = typeof body.username === "string" ? body.username : "";
          await checkedNames(database.current(), { ...body, username }, null);
        } else if (ctx.path === "/update-user") {
          const session = await getSessionFromCtx(ctx);
          const names = session && (await checkedNames(database.current(), body, session.user));
          // The display name keeps the case the user typed; the username is stored in lower case.
          if (names) Object.assign(body, { displayUsername: names.displayUsername });
        } else if (ctx.path === "/change-email") {
          const session = await getSessionFromCtx(ctx);
          const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
          if (session && typeof newEmail === "string") {
            if (newEmail.trim().toLowerCase() === session.user.email.toLowerCase()) {
              throw new APIError("BAD_REQUEST", {
                message: "That is your e-mail address already.",
                code: "EMAIL_IS_THE_SAME",
              });
            }
            refuseDisposable(newEmail);
            // Another account's mailbox, in any spelling, is answered as better-auth answers its
            // exact address: as any other, with the notice to the old address but no link.
            const owner = await mailboxOwner(database.current(), newEmail);
            if (owner && owner !== session.user.id) {
              mailNoticeOfChange(session.user, newEmail);
              return ctx.json({ status: true });
            }
          }
        } else if (ctx.path === "/verify-email") {
          return asTheLinkOwner(ctx);
        } else if (ctx.path === "/is-username-available" && typeof body.username === "string") {
          // better-auth's own answer compares exact names; a look-alike is taken too.
          const valid = usernameProblem(body.username) === null;
          if (valid && (await usernameTaken(database.current(), body.username))) {
            return ctx.json({ available: false });
          }
        }
        if (ctx.path === "/sign-up/email" || ctx.path === "/update-user") {
          const problem = profileFieldsProblem(body as Record<string, unknown>);
          if (problem) throw new APIError("BAD_REQUEST", { message: problem });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await signIns.after(ctx);
        if (ctx.path === "/change-email") await noticeOfChange(ctx);
        if (ctx.path === "/sign-up/email") {
          const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
          await knownAddresses.after(ip, ctx.context.returned);
          // Two sign-ups for one mailbox at once both pass the hook's look-up; the unique index
          // stops the later one, which better-auth reports as a failure to create the user.
          const returned = ctx.context.returned;
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (
            returned instanceof APIError &&
            returned.body?.code === "FAILED_TO_CREATE_USER" &&
            typeof email === "string" &&
            (await mailboxOwner(database.current(), email))
          ) {
            throw addressInUse();
          }
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const db = database.current();
            // One account per mailbox, never at a disposable one: e-mail sign-up and external
            // sign-in alike.
            refuseDisposable(user.email);
            if (await mailboxOwner(db, user.email)) throw addressInUse();
            const emailCanonical = canonicalEmail(user.email);
            const fields = user as typeof user & NameFields;
            const profile = cleanProfileFields(user);
            if (fields.username) {
              return {
                data: {
                  ...user,
                  ...profile,
                  emailCanonical,
                  ...(await checkedNames(db, fields, null)),
                },
              };
            }
            const chosen = await uniqueUsernameFor(db, [
              typeof fields.displayUsername === "string" ? fields.displayUsername : null,
              user.name,
              user.email.split("@")[0],
            ]);
            logger.info({ username: chosen }, "created a username for an external sign-in");
            return {
              data: {
                ...user,
                emailCanonical,
                ...profile,
                username: normalizeUsername(chosen),
                displayUsername: chosen,
              },
            };
          },
        },
        update: {
          async before(data, context) {
            // The link that moves an account to a new address was mailed to that address, so
            // opening it proves the address, which better-auth leaves unverified if the old
            // one was.
            const proven = context?.path === "/verify-email" && typeof data.email === "string";
            const session = (context?.context as { session?: { user: NamedUser } } | undefined)
              ?.session;
            const names = await checkedNames(
              database.current(),
              data as NameFields,
              session?.user ?? null,
            );
            // A new address moves the account's mailbox too, unless another account holds it
            // by now (it was free when the link was asked for): the link then fails as a used
            // one does, and the address stays as it was.
            const email = typeof data.email === "string" ? data.email : null;
            if (email) {
              const owner = await mailboxOwner(database.current(), email);
              if (owner && owner !== linkUserId(context?.query)) {
                const callbackURL = context?.query?.callbackURL;
                if (context && typeof callbackURL === "string") {
                  throw context.redirect(withLinkError(callbackURL, "EMAIL_IN_USE"));
                }
                throw addressInUse();
              }
            }
            if (!names && !proven && !email) return undefined;
            return {
              data: {
                ...data,
                ...names,
                ...(proven && { emailVerified: true }),
                ...(email && { emailCanonical: canonicalEmail(email) }),
              },
            };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
