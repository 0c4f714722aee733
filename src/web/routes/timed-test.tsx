import { useLocation } from "react-router";
import { TIMED_DURATIONS, timedTestPath } from "../../core/test-modes.ts";
import { TypingTest } from "../features/typing-test/TypingTest.tsx";
import { TimedTestGuide } from "../features/typing-test/TimedTestGuide.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function TimedTestRoute() {
  const { pathname } = useLocation();
  const seconds =
    TIMED_DURATIONS.find((duration) => pathname.replace(/\/+$/, "") === timedTestPath(duration)) ??
    60;
  return (
    <div className="space-y-12">
      <TypingTest key={seconds} setup={{ kind: "timed", durationSeconds: seconds }} />
      <TimedTestGuide seconds={seconds} />
    </div>
  );
}
