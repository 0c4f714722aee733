import { Alert } from "../../ui/Alert.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import type { Insight } from "../../../core/api/insight.ts";
import type { Loading } from "../../lib/use-loaded.ts";
import { PersonalBests } from "./PersonalBests.tsx";
import { RaceFigures } from "./RaceFigures.tsx";
import { TotalsStreak } from "./TotalsStreak.tsx";
import { WeakestKeys } from "./WeakestKeys.tsx";

/** Where the summary goes while it loads or when it fails: the rest of the profile still works. */
function Pending({ insight }: { insight: Loading<Insight> }) {
  return insight.loading ? (
    <Spinner label="Loading your summary…" />
  ) : (
    <Alert kind="error" boxed>
      Your totals, personal bests and weakest keys could not be loaded. Please try again later.
    </Alert>
  );
}

/** The summary's parts, each placed on the profile where it reads best. */
export function TotalsPart({ insight }: { insight: Loading<Insight> }) {
  const value = insight.value;
  return value ? (
    <TotalsStreak totals={value.totals} imported={value.imported} streak={value.streak} />
  ) : (
    <Pending insight={insight} />
  );
}

export function BestsPart({ insight }: { insight: Loading<Insight> }) {
  return insight.value ? (
    <PersonalBests bests={insight.value.personalBests} latestBoard={insight.value.latestBoard} />
  ) : null;
}

export function RacesPart({ insight }: { insight: Loading<Insight> }) {
  return insight.value ? <RaceFigures races={insight.value.races} /> : null;
}

export function KeysPart({ insight }: { insight: Loading<Insight> }) {
  return insight.value ? <WeakestKeys insight={insight.value} /> : null;
}
