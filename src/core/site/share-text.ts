import { SITE_NAME } from "./site.ts";

export interface ShareableResult {
  wpm: number;
  accuracy: number;
  mode: string;
  difficulty: string;
}

/** product 'Constants and limits': the share text's template. */
export function shareText({ wpm, accuracy, mode, difficulty }: ShareableResult): string {
  return `I just typed ${wpm} WPM with ${accuracy}% accuracy on ${SITE_NAME}!\nMode: ${mode}\nDifficulty: ${difficulty}`;
}

/**
 * product 'The calls it makes', share buttons: a microblogging post intent, a social sharer, a
 * professional share.
 */
export function shareUrls(text: string, pageUrl: string) {
  const url = encodeURIComponent(pageUrl);
  const body = encodeURIComponent(text);
  return {
    x: `https://twitter.com/intent/tweet?text=${body}&url=${url}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${body}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  };
}

export const SCREENSHOT_FILE_NAME = "typing-test-results.png";
export const SCREENSHOT_BACKGROUND = "#1F2937";
