import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import type { ProfileResponse } from "../../../core/api/account.ts";
import type { ResultSummary } from "../../../core/api/results.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { refreshSession, useSession } from "../../lib/session.ts";
import { AccountSettings } from "./AccountSettings.tsx";
import { EmailVerification } from "./EmailVerification.tsx";
import { ProgressChart } from "./ProgressChart.tsx";
import { RecentTests, StatCards } from "./ProfileStats.tsx";
import { fetchProfile, fetchRecentResults } from "./profile-api.ts";
import { ReturnHome } from "./ReturnHome.tsx";
import { SIGN_IN_TO_VIEW_PROFILE } from "./SignInPrompt.tsx";
import { Card } from "../../ui/Card.tsx";
import { Alert } from "../../ui/Alert.tsx";

type Load =
  | { kind: "loading"; userId: string }
  | { kind: "error"; userId: string; message: string }
  | { kind: "loaded"; userId: string; profile: ProfileResponse["user"]; results: ResultSummary[] };

/** product §8 Profile messages, word for word. */
const MESSAGES = {
  profile: "Failed to load user profile",
  results: "Failed to load test results",
  other: "Failed to load user data",
};

async function loadProfile(userId: string): Promise<Load> {
  try {
    const [profile, results] = await Promise.allSettled([fetchProfile(), fetchRecentResults()]);
    if (profile.status === "rejected") {
      if (profile.reason instanceof ApiRequestError && profile.reason.status === 401) {
        // The session ended elsewhere: the page turns into the signed-out prompt.
        await refreshSession();
      }
      console.error(MESSAGES.profile, profile.reason);
      return { kind: "error", userId, message: MESSAGES.profile };
    }
    if (results.status === "rejected") {
      console.error(MESSAGES.results, results.reason);
      return { kind: "error", userId, message: MESSAGES.results };
    }
    return { kind: "loaded", userId, profile: profile.value.user, results: results.value.results };
  } catch (error) {
    console.error(MESSAGES.other, error);
    return { kind: "error", userId, message: MESSAGES.other };
  }
}

export function ProfilePage() {
  const { user, status } = useSession();
  const [load, setLoad] = useState<Load | null>(null);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadProfile(userId).then((next) => {
      if (live) setLoad(next);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (status === "loading") return <Spinner label="Loading your profile…" />;
  // product §2: without a session the visitor goes home, where the sign-in prompt is shown.
  if (!user) return <Navigate to="/" replace state={SIGN_IN_TO_VIEW_PROFILE} />;
  if (!load || load.userId !== user.id || load.kind === "loading") {
    return <Spinner label="Loading your profile…" />;
  }
  if (load.kind === "error") {
    return (
      <section className="mx-auto max-w-lg text-center">
        <Alert as="div" kind="error" boxed>
          {load.message}
        </Alert>
        <ReturnHome />
      </section>
    );
  }

  const { profile, results } = load;
  return (
    <div className="space-y-8">
      <section aria-labelledby="profile-name" className="flex flex-wrap items-center gap-4">
        <div
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-amber-400/15 text-2xl font-bold text-amber-300"
        >
          {user.username.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0">
          <h1 id="profile-name" className="truncate text-2xl font-bold text-white">
            {user.username}
          </h1>
          <p className="truncate text-gray-400">{profile.email}</p>
          <EmailVerification email={profile.email} verified={profile.emailVerified} />
        </div>
      </section>

      <StatCards results={results} />

      <Card as="section" aria-labelledby="recent-progress" className="p-5 sm:p-6">
        <h2 id="recent-progress" className="text-lg font-semibold text-white">
          Recent Progress
        </h2>
        <div className="mt-4">
          {results.length > 0 ? (
            <ProgressChart results={results} />
          ) : (
            <p className="py-6 text-center text-gray-400">
              Finish a test while signed in and your progress appears here.
            </p>
          )}
        </div>
      </Card>

      <Card as="section" aria-labelledby="recent-tests" className="p-5 sm:p-6">
        <h2 id="recent-tests" className="text-lg font-semibold text-white">
          Recent Tests
        </h2>
        <div className="mt-2">
          <RecentTests results={results} />
        </div>
      </Card>

      <AccountSettings
        user={{
          id: user.id,
          email: profile.email,
          username: user.username,
          signInMethods: profile.signInMethods,
        }}
      />
    </div>
  );
}
