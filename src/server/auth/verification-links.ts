import { getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { OTHER_ACCOUNT_CALLBACK_PATH } from "../../core/account/link-landing.ts";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The account a verification link was mailed for, as its token says; read without checking the
 * signature, which better-auth checks before the link does anything: this only picks the page
 * the browser lands on.
 */
export function linkOwner(token: unknown): string | null {
  if (typeof token !== "string") return null;
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    );
    const userId = (payload as { userId?: unknown } | null)?.userId;
    return typeof userId === "string" ? userId : null;
  } catch {
    return null;
  }
}

/**
 * Before better-auth's /verify-email: a verification or change-of-address link acts for the
 * account it was mailed for, whoever's browser opens it. better-auth would sign a signed-out
 * browser in as the link's account, so a stranger's link (from an account of their own) would
 * save the next tests to the stranger (login CSRF); and a browser signed in as someone else
 * would be refused a change of address, or have its session rewritten. So the endpoint runs as
 * if no one were signed in, with autoSignInAfterVerification off, and a browser signed in as
 * someone else lands on a page saying the link was not its own.
 */
export async function asTheLinkOwner(ctx: HookContext) {
  const opener = await getSessionFromCtx(ctx);
  // getSessionFromCtx kept the opener's session for the endpoint to find; it must not.
  ctx.context.session = null;
  const owner = linkOwner(ctx.query?.token);
  const foreign = opener !== null && owner !== null && owner !== opener.user.id;
  return {
    context: {
      headers: new Headers({ cookie: "" }),
      ...(foreign && { query: { ...ctx.query, callbackURL: OTHER_ACCOUNT_CALLBACK_PATH } }),
    },
  };
}
