import { personalBestMessage } from "../../../core/insight/personal-best-message.ts";
import { resultPath } from "../../../core/site/result-paths.ts";
import { oneDecimal } from "../../../core/typing/format.ts";
import { difficultyLabel, modeLabel } from "../../../core/typing/mode-label.ts";
import { FLAG_REASONS } from "../../../core/typing/result-verification.ts";
import { isPractice, parseModeName } from "../../../core/typing/test-modes.ts";
import type { KeptResult } from "../../lib/kept-result.ts";

export interface KeptResultMessage {
  /** saved: all is well; held: saved, but not on the leaderboard yet; failed: not saved. */
  tone: "saved" | "held" | "failed";
  title: string;
  /** The score as the history shows it: WPM, accuracy, mode and difficulty in words. */
  figures: string[] | null;
  /** What else the typist should know: why it is not ranked yet, or a personal best. */
  note: string | null;
  /** The result's own page. */
  link: string | null;
}

/**
 * What the profile says of the result its typist just signed in to save: that it was kept,
 * with its figures and a link to it, and honestly when it is held off the leaderboard or could
 * not be saved at all.
 */
export function keptResultMessage(kept: KeptResult): KeptResultMessage {
  if (!kept.saved && kept.waiting) {
    return {
      tone: "held",
      title: "Your result is not saved yet",
      figures: null,
      note: "TypeTempo could not be reached: it is kept in this browser, and saved as soon as TypeTempo can be reached.",
      link: null,
    };
  }
  if (!kept.saved) {
    return {
      tone: "failed",
      title: `Your result could not be saved${kept.reason ? `: ${kept.reason}` : "."}`,
      figures: null,
      note: "Now that you are signed in, your next test is saved as soon as you finish it.",
      link: null,
    };
  }
  const { result } = kept;
  const mode = modeLabel(result.mode);
  const difficulty = difficultyLabel(result.mode, result.difficulty);
  const figures = [
    `${oneDecimal(result.wpm)} WPM`,
    `${oneDecimal(result.accuracy)}% accuracy`,
    mode,
    difficulty,
  ];
  const link = resultPath(result.id);
  const parsed = parseModeName(result.mode);
  if (parsed && isPractice(parsed)) {
    return {
      tone: "saved",
      title: "Your practice run is saved to your history",
      figures,
      note: null,
      link,
    };
  }
  const saved = { title: "Your result is saved to your profile", figures, link };
  if (result.verification === "pending") {
    return {
      ...saved,
      tone: "held",
      note:
        "It is held off the leaderboard until you pass a speed challenge, which you can take " +
        "from its row under Recent Tests.",
    };
  }
  if (result.verification === "flagged") {
    const reasons = result.flags.map((flag) => FLAG_REASONS[flag]).join("; ");
    return { ...saved, tone: "held", note: `It is kept off the leaderboard: ${reasons}.` };
  }
  if (result.awaitingEmailVerification) {
    return {
      ...saved,
      tone: "held",
      note: "It joins the leaderboard once you verify your e-mail address with the link we sent you.",
    };
  }
  const best = result.personalBest;
  return {
    ...saved,
    tone: "saved",
    note: best ? personalBestMessage(`${mode} · ${difficulty}`, result.wpm, best) : null,
  };
}
