import { useRef, useState } from "react";
import type { ProfileResponse } from "../../../core/api/account.ts";
import type { ResultSummary } from "../../../core/api/results.ts";
import { AccountSettings } from "./AccountSettings.tsx";
import { EmailChangeNotice } from "./EmailChangeNotice.tsx";
import { EmailVerification } from "./EmailVerification.tsx";
import { FollowingSection } from "./FollowingSection.tsx";
import { HistorySection } from "./HistorySection.tsx";
import { KeptResultNotice } from "./KeptResultNotice.tsx";
import type { KeptResult } from "../../lib/kept-result.ts";
import { OtherAccountLinkNotice } from "./OtherAccountLinkNotice.tsx";
import { BestsPart, KeysPart, RacesPart, TotalsPart } from "./InsightSections.tsx";
import { StatCards } from "./ProfileStats.tsx";
import { ProgressSection } from "./ProgressSection.tsx";
import { RaceRatingSection } from "../race-rating/index.ts";
import { fetchInsight } from "./profile-api.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { lazyComponent } from "../../ui/lazy-component.tsx";

/** The lessons section: lesson code the rest of the profile does not need, fetched as it shows. */
const Lessons = lazyComponent(
  () => import("../lessons/index.ts").then((module) => module.ProfileLessons),
  "Loading your lessons…",
);

/** The API keys section: fetched as it shows, since few typists use it. */
const ApiKeys = lazyComponent(
  () => import("./ApiKeysSection.tsx").then((module) => module.ApiKeysSection),
  "Loading your API keys…",
);

/** Importing results from other sites: fetched as it shows, like the API keys. */
const Imports = lazyComponent(
  () => import("./ImportsSection.tsx").then((module) => module.ImportsSection),
  "Loading the import…",
);

/** The loaded profile: a chunk of its own, fetched while the profile's data loads. */
export function ProfileView({
  user,
  profile,
  results,
  kept,
}: {
  user: { id: string; username: string };
  profile: ProfileResponse["user"];
  results: ResultSummary[];
  kept: KeptResult | null;
}) {
  const insight = useLoaded(user.id, fetchInsight, "your summary");
  // Bumped when an import changes the history, which then loads again, as do the totals.
  const [imported, setImported] = useState(0);
  const importsChanged = () => {
    setImported((n) => n + 1);
    insight.reload();
  };
  const nameRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-8">
      {kept && <KeptResultNotice kept={kept} onClose={() => nameRef.current?.focus()} />}
      <section aria-labelledby="profile-name" className="flex flex-wrap items-center gap-4">
        <div
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-amber-400/15 text-2xl font-bold text-amber-300"
        >
          {user.username.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0">
          {/* Takes the focus when the greeting above closes, as the next thing on the page. */}
          <h1
            ref={nameRef}
            id="profile-name"
            tabIndex={-1}
            className="truncate text-2xl font-bold text-white"
          >
            {user.username}
          </h1>
          <p className="truncate text-gray-400">{profile.email}</p>
          <OtherAccountLinkNotice username={user.username} />
          <EmailChangeNotice email={profile.email} />
          <EmailVerification email={profile.email} verified={profile.emailVerified} />
        </div>
      </section>

      <StatCards results={results} />
      <TotalsPart insight={insight} />
      <ProgressSection results={results} />
      <BestsPart insight={insight} />
      <RacesPart insight={insight} />
      <RaceRatingSection username={user.username} mine />
      <FollowingSection userId={user.id} />
      <HistorySection key={imported} />
      <KeysPart insight={insight} />
      <Lessons.Component userId={user.id} />
      <ApiKeys.Component />
      <Imports.Component onChange={importsChanged} />

      <AccountSettings
        user={{
          id: user.id,
          email: profile.email,
          username: user.username,
          signInMethods: profile.signInMethods,
          resultsPrivate: profile.resultsPrivate,
          publicProfile: {
            bio: profile.bio,
            keyboard: profile.keyboard,
            profilePrivate: profile.profilePrivate,
          },
        }}
      />
    </div>
  );
}
