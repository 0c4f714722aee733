import { useState } from "react";
import { deleteFollow, putFollow } from "../../../core/api/endpoints/follows.ts";
import { api, messageOf } from "../../lib/api-client.ts";
import { openAuthModal } from "../../lib/auth-modal.ts";
import { useSession } from "../../lib/session.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Icon } from "../../ui/Icon.tsx";

const CHECK_PATH = "M5 12l5 5L19 7";

/**
 * Follow or stop following the profile's typist (issue 36): a toggle, pressed while followed,
 * that reads "Following" then; signed out, it opens the sign-in dialog instead. `onChange` is
 * told the new state once the server has it.
 */
export function FollowButton({
  username,
  following,
  onChange,
}: {
  username: string;
  following: boolean;
  onChange: (following: boolean) => void;
}) {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (!user) return openAuthModal("signin");
    setBusy(true);
    setError(null);
    try {
      await api(following ? deleteFollow : putFollow, { params: { username } });
      onChange(!following);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex w-full flex-col items-start gap-2 sm:w-auto sm:items-end">
      <button
        type="button"
        aria-pressed={following}
        aria-busy={busy}
        disabled={busy}
        title={following ? `Stop following ${username}` : undefined}
        onClick={() => void toggle()}
        className={`inline-flex items-center gap-1.5 rounded-lg px-4 py-2 font-semibold disabled:opacity-60 ${
          following
            ? "border border-gray-600 text-gray-100 hover:border-gray-400"
            : "bg-amber-400 text-gray-950 hover:bg-amber-300"
        }`}
      >
        {following && (
          <Icon className="size-4">
            <path d={CHECK_PATH} />
          </Icon>
        )}
        {following ? "Following" : "Follow"}
      </button>
      {error && (
        <Alert kind="error" className="max-w-xs text-sm">
          {error}
        </Alert>
      )}
    </div>
  );
}
