import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { SERVER_HEAD_MARK } from "../../core/site/client-pages.ts";
import { PATHS } from "../../core/site/paths.ts";
import { withSite } from "../../core/site/site.ts";
import { ApiRequestError, messageOf } from "../lib/api-client.ts";
import { useSession } from "../lib/session.ts";
import { useLoaded } from "../lib/use-loaded.ts";
import { Alert } from "./Alert.tsx";
import { buttonClass } from "./Button.tsx";
import { Spinner } from "./Spinner.tsx";
import { linkClass } from "./link-style.ts";

const fontLinkClass = `font-medium ${linkClass}`;

/** What a page open to anyone says of a missing view, and while it loads. */
export interface PublicViewWords {
  /** "result", "profile": the thing the address names. */
  thing: string;
  /** The title and heading when there is none: "Result Not Found". */
  missingTitle: string;
  /** Why it may be missing, after "The link may be mistyped, or": "the typist keeps …". */
  hiddenBecause: string;
}

/** There is nothing to show here: the same words whether it is private, banned or no one's. */
function NotFound({ words }: { words: PublicViewWords }) {
  return (
    <section aria-labelledby="public-missing" className="space-y-4">
      <title>{withSite(words.missingTitle)}</title>
      <h2 id="public-missing" className="text-2xl font-bold text-white">
        {words.missingTitle.charAt(0) + words.missingTitle.slice(1).toLowerCase()}
      </h2>
      <p className="max-w-2xl text-gray-300">
        There is no public {words.thing} at this address. The link may be mistyped, or{" "}
        {words.hiddenBecause}.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PATHS.home} className={buttonClass("primary")}>
          Take a typing test
        </Link>
        <Link to={PATHS.leaderboard} className={fontLinkClass}>
          See the Global Rankings
        </Link>
      </div>
    </section>
  );
}

/**
 * A page drawn from the API for anyone (a shared result, a public profile): it loads the view
 * named by `id`, again when someone signs in or out here (its owner sees more of it), and
 * takes the server's link-preview tags out of the head once it is left, as React then writes
 * the next page's own.
 */
export function PublicView<T>({
  id,
  load,
  words,
  children,
}: {
  id: string;
  load: (id: string, signal: AbortSignal) => Promise<T>;
  words: PublicViewWords;
  children: (value: T) => ReactNode;
}) {
  useEffect(
    () => () =>
      document.head.querySelectorAll(`[${SERVER_HEAD_MARK}]`).forEach((tag) => tag.remove()),
    [],
  );
  const { user, status } = useSession();
  const key = `${id} ${status === "loading" ? "" : (user?.id ?? "")}`;
  const loaded = useLoaded(key, (signal) => load(id, signal));

  if (loaded.failed) {
    const refused = loaded.error instanceof ApiRequestError ? loaded.error.status : 0;
    if (refused === 404 || refused === 400) return <NotFound words={words} />;
    return (
      <Alert kind="error" boxed>
        {messageOf(loaded.error)}
      </Alert>
    );
  }
  if (!loaded.value) return <Spinner label={`Loading the ${words.thing}…`} />;
  return children(loaded.value);
}
