import { formatTimeTyped } from "../../../core/account/profile-summary.ts";
import { oneDecimal } from "../../../core/typing/format.ts";
import { Card } from "../../ui/Card.tsx";
import type { PublicProfile } from "./profile-client.ts";

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card className="p-3 sm:p-5">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd
        data-testid={testId}
        className="mt-1 text-xl font-bold text-white tabular-nums sm:text-2xl"
      >
        {value}
      </dd>
    </Card>
  );
}

/** Tests taken, time typed, and the fastest best, at a glance. */
export function ProfileFigures({ profile }: { profile: PublicProfile }) {
  const fastest = profile.personalBests.reduce<number | null>(
    (best, b) => (best === null || b.wpm > best ? b.wpm : best),
    null,
  );
  return (
    <dl aria-label="Totals" className="grid grid-cols-3 gap-2 sm:gap-4">
      <Figure
        label="Tests taken"
        value={profile.totals.tests.toLocaleString("en-US")}
        testId="profile-tests"
      />
      <Figure
        label="Time typed"
        value={formatTimeTyped(profile.totals.secondsTyped)}
        testId="profile-time"
      />
      <Figure
        label="Best WPM"
        value={fastest === null ? "–" : oneDecimal(fastest)}
        testId="profile-best"
      />
    </dl>
  );
}
