import { useState } from "react";
import { Link } from "react-router";
import { followerCount } from "../../../core/account/follows.ts";
import { formatUtcDay } from "../../../core/account/profile-summary.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { Alert } from "../../ui/Alert.tsx";
import { FollowButton } from "./FollowButton.tsx";
import type { PublicProfile } from "./profile-client.ts";
import { linkClass } from "../../ui/link-style.ts";

const fontLinkClass = `font-medium ${linkClass}`;

/**
 * The typist's name, bio, keyboard, when they joined and their followers; the button to follow
 * them, to anyone but them; to them, whether others see it.
 */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const [follows, setFollows] = useState(profile.follows);
  const changeFollowing = (viewerFollows: boolean) =>
    setFollows((now) => ({
      ...now,
      viewerFollows,
      followers: now.followers + (viewerFollows ? 1 : -1),
    }));
  return (
    <section aria-labelledby="typist-name" className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <div
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-amber-400/15 text-2xl font-bold text-amber-300"
        >
          {profile.username.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="typist-name" className="truncate text-2xl font-bold text-white">
            {profile.username}
          </h2>
          <p className="text-sm text-gray-300">
            Joined {formatUtcDay(profile.joinedAt.slice(0, 10))}
            {profile.keyboard && (
              <>
                {" · "}
                <span data-testid="profile-keyboard">Types on {profile.keyboard}</span>
              </>
            )}
          </p>
          <p data-testid="profile-follows" className="text-sm text-gray-300">
            {followerCount(follows.followers)} · {follows.following.toLocaleString("en-US")}{" "}
            following
          </p>
        </div>
        {!profile.mine && (
          <FollowButton
            username={profile.username}
            following={follows.viewerFollows}
            onChange={changeFollowing}
          />
        )}
      </div>
      {profile.bio && (
        <p data-testid="profile-bio" className="max-w-2xl break-words text-gray-200">
          {profile.bio}
        </p>
      )}
      {profile.mine && !profile.isPublic && (
        <Alert kind="info" className="text-sm">
          Only you can see this profile; it is private. You can change that on{" "}
          <Link to={PATHS.profile} className={fontLinkClass}>
            your profile
          </Link>
          .
        </Alert>
      )}
    </section>
  );
}
