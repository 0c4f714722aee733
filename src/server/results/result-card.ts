import {
  type SharedResult,
  modeAndDifficulty,
  resultStanding,
  typistName,
} from "../../core/site/public-result.ts";
import { SOCIAL_IMAGE_WIDTH as WIDTH } from "../../core/site/social-image.ts";
import {
  COLOURS,
  FONT,
  FOOT_Y,
  INSET,
  TEXT_WIDTH,
  fitFont,
  socialCanvas,
} from "../seo/social-canvas.ts";

/** Where the right-hand column (accuracy, standing) ends. */
const RIGHT = WIDTH - INSET;
/** The score's baseline, and the accuracy's beside it. */
const SCORE_Y = 395;

/**
 * A shared result's link-preview picture (1200×630 PNG, in the frame of the site's own): the
 * typist's name, the score (WPM) large, the accuracy beside it, the test, and its standing.
 */
export async function drawResultCard(result: SharedResult): Promise<Buffer> {
  const { context, encode } = socialCanvas();
  const name = typistName(result.username);

  fitFont(context, name, { size: 52, width: TEXT_WIDTH });
  context.fillStyle = COLOURS.heading;
  context.fillText(name, INSET, 232);

  const wpm = String(result.wpm);
  context.font = `bold 168px ${FONT}`;
  context.fillStyle = COLOURS.amber;
  context.fillText(wpm, INSET - 6, SCORE_Y);
  const wpmWidth = context.measureText(wpm).width;
  context.font = `bold 56px ${FONT}`;
  context.fillStyle = COLOURS.heading;
  context.fillText("WPM", INSET + wpmWidth + 14, SCORE_Y);

  context.textAlign = "right";
  context.font = `bold 88px ${FONT}`;
  context.fillStyle = COLOURS.heading;
  context.fillText(`${result.accuracy}%`, RIGHT, SCORE_Y - 56);
  context.font = `32px ${FONT}`;
  context.fillStyle = COLOURS.muted;
  context.fillText("accuracy", RIGHT, SCORE_Y);

  context.font = `28px ${FONT}`;
  context.fillText(resultStanding(result.mode, result.verification).label, RIGHT, FOOT_Y);

  context.textAlign = "left";
  context.font = `bold 38px ${FONT}`;
  context.fillStyle = COLOURS.heading;
  context.fillText(modeAndDifficulty(result), INSET, SCORE_Y + 62);
  return encode();
}
