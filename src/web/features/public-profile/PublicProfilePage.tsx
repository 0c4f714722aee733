import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { SERVER_HEAD_MARK } from "../../../core/site/client-pages.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { profileTitle } from "../../../core/site/public-profile.ts";
import { withSite } from "../../../core/site/site.ts";
import { ApiRequestError, messageOf } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { ActivityCalendar } from "./ActivityCalendar.tsx";
import { ProfileBests } from "./ProfileBests.tsx";
import { ProfileFigures } from "./ProfileFigures.tsx";
import { ProfileHeader } from "./ProfileHeader.tsx";
import { RaceStats } from "./RaceStats.tsx";
import { RecentResults } from "./RecentResults.tsx";
import { type PublicProfile, fetchPublicProfile } from "./profile-client.ts";

const linkClass = "font-medium text-amber-300 underline underline-offset-2 hover:text-amber-200";

function ProfileView({ profile }: { profile: PublicProfile }) {
  return (
    <div className="space-y-6">
      {/* React puts it in the head, over the page's own title, while the profile is shown. */}
      <title>{profileTitle(profile.username)}</title>
      <ProfileHeader profile={profile} />
      <ProfileFigures profile={profile} />
      <ProfileBests bests={profile.personalBests} />
      <ActivityCalendar activity={profile.activity} />
      <RecentResults profile={profile} />
      <RaceStats races={profile.races} />
    </div>
  );
}

/** There is no public profile here: the same words whether it is private, banned or no one's. */
function NotFound() {
  return (
    <section aria-labelledby="profile-missing" className="space-y-4">
      <title>{withSite("Profile Not Found")}</title>
      <h2 id="profile-missing" className="text-2xl font-bold text-white">
        Profile not found
      </h2>
      <p className="max-w-2xl text-gray-300">
        There is no public profile at this address. The link may be mistyped, or the typist keeps
        their profile private.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={PATHS.home} className={buttonClass("primary")}>
          Take a typing test
        </Link>
        <Link to={PATHS.leaderboard} className={linkClass}>
          See the Global Rankings
        </Link>
      </div>
    </section>
  );
}

/** /u/:username: a typist's public profile (issue 36), unless they keep it private. */
export function PublicProfilePage() {
  const { username = "" } = useParams();
  // The server's link-preview tags for the profile this page opened on, once it is left.
  useEffect(
    () => () =>
      document.head.querySelectorAll(`[${SERVER_HEAD_MARK}]`).forEach((tag) => tag.remove()),
    [],
  );
  const { user, status } = useSession();
  // Asked again when someone signs in or out here: the typist sees their own private profile.
  const key = `${username} ${status === "loading" ? "" : (user?.id ?? "")}`;
  const loaded = useLoaded(key, (signal) => fetchPublicProfile(username, signal));

  if (loaded.failed) {
    const refused = loaded.error instanceof ApiRequestError ? loaded.error.status : 0;
    if (refused === 404 || refused === 400) return <NotFound />;
    return (
      <Alert kind="error" boxed>
        {messageOf(loaded.error)}
      </Alert>
    );
  }
  if (!loaded.value) return <Spinner label="Loading the profile…" />;
  return <ProfileView profile={loaded.value} />;
}
