import type { TimedDuration } from "../../../core/typing/test-modes.ts";

export interface TimedTestGuideText {
  title: string;
  intro: string;
  tips: string[];
  /**
   * Advice on rest and recovery (product 'Constants and limits'), where the duration calls for it.
   */
  advice?: string;
}

/** The explanatory section under each timed test (product 'Test screens'). */
export const TIMED_TEST_GUIDES: Record<TimedDuration, TimedTestGuideText> = {
  30: {
    title: "About the 30-second test",
    intro:
      "Thirty seconds measures your burst speed: how fast your fingers move when you are fresh and focused. Scores run higher than on longer tests, because there is no time for fatigue or a lapse of attention to pull the average down.",
    tips: [
      "Read a word or two ahead of the caret so your fingers never wait for your eyes.",
      "A single stumble costs a larger share of a short test, so keep a steady rhythm rather than sprinting.",
      "Use several runs to find your typical score; one lucky passage says little.",
    ],
    advice:
      "Rest about 15 seconds between 30-second tests: shake out your hands and let your breathing settle before the next run.",
  },
  60: {
    title: "About the 1-minute test",
    intro:
      "One minute is the standard typing test: long enough to show a real typing speed, short enough to repeat. Employers who ask for a typing speed usually mean a score like this one, and they usually expect accuracy of 95% or better with it.",
    tips: [
      "Aim for accuracy first: WPM here counts only correct characters, so a fast run full of errors scores low.",
      "Keep your eyes on the text, not the keyboard; glancing down breaks your flow every time.",
      "Relax your shoulders and wrists; tension slows you down long before the minute is over.",
    ],
  },
  120: {
    title: "About the 2-minute test",
    intro:
      "Two minutes begins to test consistency. Most typists lose a little speed in the second minute, and the speed graph in your results shows exactly where that happens.",
    tips: [
      "Start at a pace you can hold for the whole test instead of your best 30-second speed.",
      "When you make an error, correct it calmly and move on; dwelling on it costs more time than the mistake.",
      "Compare the first and second halves of your speed graph to see whether you fade.",
    ],
  },
  180: {
    title: "About the 3-minute test",
    intro:
      "Three minutes is close to the length of typing tests used in many hiring processes. It rewards even pacing and steady accuracy more than raw finger speed.",
    tips: [
      "Breathe normally; many typists hold their breath while concentrating and tire sooner.",
      "Let punctuation and capitals slow you slightly rather than rushing them into errors.",
      "If your accuracy drops late in the test, practise at a slightly lower speed until it holds.",
    ],
  },
  300: {
    title: "About the 5-minute test",
    intro:
      "Five minutes measures endurance: the speed you can keep up while writing for real. It is the best single number for planning how long a long document will take you to type.",
    tips: [
      "Settle into a comfortable rhythm in the first thirty seconds and protect it.",
      "Sit back, keep your feet flat and your wrists level; small posture problems add up over five minutes.",
      "Expect a score a little below your 1-minute result; that gap shrinks with regular practice.",
    ],
    advice:
      "Give your hands about 24 hours of recovery after a 5-minute test before you push for another personal best at this length.",
  },
  600: {
    title: "About the 10-minute test",
    intro:
      "Ten minutes is a true endurance test, close to transcription or long-form writing. Few people take it casually, and a good score here says more about practical typing ability than any short burst.",
    tips: [
      "Warm up with a short test first, then start this one at a pace you could hold all day.",
      "Stop if you feel pain or tingling in your hands or forearms; no score is worth an injury.",
      "Use the speed graph to find where your pace drops, and build up to that point in practice.",
    ],
    advice:
      "Allow about 48 hours of recovery after a 10-minute test before repeating it at full effort.",
  },
};
