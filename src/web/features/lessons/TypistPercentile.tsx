import { Link } from "react-router";
import { getTypistPercentile } from "../../../core/api/endpoints/lessons.ts";
import { PERCENTILE_SECONDS } from "../../../core/lessons/typist-percentile.ts";
import { timedTestPath } from "../../../core/typing/test-modes.ts";
import { api } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { INVITATION, standingSentence } from "./percentile-text.ts";

/**
 * Where the typist's best 60-second speed stands among the site's typists (issue 35). Signed
 * in, the server knows that best and answers it with the share in one request; signed out, or
 * before a ranked minute, the typist is invited to take one. The line keeps its height while
 * the session or the answer loads, and stays empty if the answer fails: it is a side note.
 */
export function TypistPercentile() {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const answer = useLoaded(userId, (signal) => api(getTypistPercentile, { query: {} }, signal));
  const waiting = session.status === "loading" || (userId !== null && answer.loading);
  const sentence = answer.value && standingSentence(answer.value);
  return (
    <p className="min-h-5 text-sm text-gray-300" data-testid="typist-percentile">
      {waiting || answer.failed ? null : sentence ? (
        sentence
      ) : (
        <>
          <Link
            to={timedTestPath(PERCENTILE_SECONDS)}
            className="font-medium text-amber-300 underline underline-offset-2 hover:text-amber-200"
          >
            {INVITATION.link}
          </Link>
          {INVITATION.rest}
        </>
      )}
    </p>
  );
}
