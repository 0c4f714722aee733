import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import type { ProfileResponse } from "../../../core/api/account.ts";
import type { ResultSummary } from "../../../core/api/results.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { type KeptResult, keptResultFor } from "../../lib/kept-result.ts";
import { refreshSession, useSession } from "../../lib/session.ts";
import { fetchProfile, fetchRecentResults } from "./profile-api.ts";
import { ReturnHome } from "./ReturnHome.tsx";
import type { AccountDeletedState } from "./AccountDeletedNotice.tsx";
import { Alert } from "../../ui/Alert.tsx";

/**
 * Most of the page's code, kept off the first load and fetched alongside the profile's data. It
 * is held in state rather than shown through lazy() and Suspense, whose reveal waits on timers.
 */
const loadView = () => import("./ProfileView.tsx").then((module) => module.ProfileView);

type Load =
  | { kind: "loading"; userId: string }
  | { kind: "error"; userId: string; message: string }
  | {
      kind: "loaded";
      userId: string;
      profile: ProfileResponse["user"];
      results: ResultSummary[];
      /** The result the typist just signed in to save, to greet them with. */
      kept: KeptResult | null;
      View: Awaited<ReturnType<typeof loadView>>;
    };

/** How long the profile waits for a save still on its way before it shows what it has. */
const KEPT_WAIT_MS = 10_000;

/** The kept result once its save is answered; null when that takes longer than the page waits. */
function keptWithin(keeping: Promise<KeptResult> | null): Promise<KeptResult | null> {
  if (!keeping) return Promise.resolve(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, KEPT_WAIT_MS, null)));
  return Promise.race([keeping, late]).finally(() => clearTimeout(timer));
}

/** product 'The error catalogue', Profile: the messages, word for word. */
const MESSAGES = {
  profile: "Failed to load user profile",
  results: "Failed to load test results",
  other: "Failed to load user data",
};

async function loadProfile(userId: string, keeping: Promise<KeptResult> | null): Promise<Load> {
  try {
    const view = loadView();
    // Awaited last, so a failed chunk is 'any other failure', after the two reads' own messages.
    view.catch(() => undefined);
    // A result being saved as the sign-in brought the typist here is read first, so the
    // history holds it.
    const kept = await keptWithin(keeping);
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
    return {
      kind: "loaded",
      userId,
      profile: profile.value.user,
      results: results.value.results,
      kept,
      View: await view,
    };
  } catch (error) {
    console.error(MESSAGES.other, error);
    return { kind: "error", userId, message: MESSAGES.other };
  }
}

/**
 * Navigation state a signed-out visitor is sent home with, read by SignInPrompt (a type only,
 * so this page's first load does not carry the prompt). `search` is the profile's query, when
 * a mailed link led here.
 */
export interface SignInPromptState {
  signInToViewProfile: true;
  search: string;
}

export function ProfilePage() {
  const { user, status, deleted } = useSession();
  const { search, key } = useLocation();
  // This visit to the profile: the history entry it began on, whatever filters follow.
  const [visit] = useState(key);
  const [load, setLoad] = useState<Load | null>(null);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadProfile(userId, keptResultFor(visit)).then((next) => {
      if (live) setLoad(next);
    });
    return () => {
      live = false;
    };
  }, [userId, visit]);

  if (status === "loading") return <Spinner label="Loading your profile…" />;
  // product 'Profile': without a session the visitor goes home, where the sign-in prompt is
  // shown, after what the mailed link that led here did, if one did; or, the account just
  // deleted here, that it was.
  if (!user) {
    const state: SignInPromptState | AccountDeletedState = deleted
      ? { accountDeleted: true }
      : { signInToViewProfile: true, search };
    return <Navigate to="/" replace state={state} />;
  }
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

  const { View } = load;
  return <View user={user} profile={load.profile} results={load.results} kept={load.kept} />;
}
