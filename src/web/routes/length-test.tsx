import { useLocation } from "react-router";
import { CHARACTER_LENGTHS, characterTestPath } from "../../core/test-modes.ts";
import { TypingTest } from "../features/typing-test/TypingTest.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function LengthTestRoute() {
  const { pathname } = useLocation();
  const length =
    CHARACTER_LENGTHS.find((n) => pathname.replace(/\/+$/, "") === characterTestPath(n)) ?? 300;
  return <TypingTest key={length} setup={{ kind: "length", length }} />;
}
