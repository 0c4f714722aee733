import { useParams } from "react-router";
import { profileTitle } from "../../../core/site/public-profile.ts";
import { PublicView } from "../../ui/PublicView.tsx";
import { ActivityCalendar } from "./ActivityCalendar.tsx";
import { ProfileBests } from "./ProfileBests.tsx";
import { ProfileFigures } from "./ProfileFigures.tsx";
import { ProfileHeader } from "./ProfileHeader.tsx";
import { RaceStats } from "./RaceStats.tsx";
import { RaceRatingSection } from "../race-rating/index.ts";
import { RecentResults } from "./RecentResults.tsx";
import { type PublicProfile, fetchPublicProfile } from "./profile-client.ts";

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
      <RaceRatingSection username={profile.username} mine={profile.mine} />
    </div>
  );
}

const PROFILE_WORDS = {
  thing: "profile",
  missingTitle: "Profile Not Found",
  hiddenBecause: "the typist keeps their profile private",
};

/** /u/:username: a typist's public profile (issue 36), unless they keep it private. */
export function PublicProfilePage() {
  const { username = "" } = useParams();
  return (
    <PublicView id={username} load={fetchPublicProfile} words={PROFILE_WORDS}>
      {(profile) => <ProfileView profile={profile} />}
    </PublicView>
  );
}
