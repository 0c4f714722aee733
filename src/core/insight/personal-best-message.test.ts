import { describe, expect, it } from "vitest";
import { personalBestMessage } from "./personal-best-message.ts";

describe("personalBestMessage", () => {
  it("gives the difference to the average with one decimal", () => {
    // 74 − 61.7 = 12.3, which floating point makes 12.299999…
    expect(
      personalBestMessage("1 Minute · Medium", 74, { previousBestWpm: 70, averageWpm: 61.7 }),
    ).toBe("New personal best for 1 Minute · Medium: 74 WPM, +12.3 over your average of 61.7.");
  });

  it("writes a whole average with its decimal", () => {
    expect(
      personalBestMessage("30 Seconds · Hard", 50, { previousBestWpm: 45, averageWpm: 40 }),
    ).toBe("New personal best for 30 Seconds · Hard: 50 WPM, +10.0 over your average of 40.0.");
  });

  it("says a mode's first result is the first, with no difference", () => {
    expect(
      personalBestMessage("300 Characters · Easy", 38, { previousBestWpm: null, averageWpm: null }),
    ).toBe("New personal best for 300 Characters · Easy: 38 WPM, your first result of this mode.");
  });
});
