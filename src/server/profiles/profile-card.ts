import type { ProfileCard } from "../../core/site/public-profile.ts";
import { SOCIAL_IMAGE_WIDTH as WIDTH } from "../../core/site/social-image.ts";
import { modeLabel } from "../../core/typing/mode-label.ts";
import {
  COLOURS,
  FONT,
  FOOT_Y,
  INSET,
  TEXT_WIDTH,
  fitFont,
  socialCanvas,
} from "../seo/social-canvas.ts";

const SCORE_Y = 395;

/**
 * A public profile's link-preview picture (1200×630 PNG, in the frame of the site's own): the
 * typist's name, their fastest best large with its test, and the tests they have taken.
 */
export async function drawProfileCard(card: ProfileCard): Promise<Buffer> {
  const { context, encode } = socialCanvas();

  fitFont(context, card.username, { size: 52, width: TEXT_WIDTH });
  context.fillStyle = COLOURS.heading;
  context.fillText(card.username, INSET, 232);

  if (card.best) {
    const wpm = String(card.best.wpm);
    context.font = `bold 168px ${FONT}`;
    context.fillStyle = COLOURS.amber;
    context.fillText(wpm, INSET - 6, SCORE_Y);
    const wpmWidth = context.measureText(wpm).width;
    context.font = `bold 56px ${FONT}`;
    context.fillStyle = COLOURS.heading;
    context.fillText("WPM", INSET + wpmWidth + 14, SCORE_Y);
    context.font = `bold 38px ${FONT}`;
    context.fillText(`Personal best · ${modeLabel(card.best.mode)}`, INSET, SCORE_Y + 62);
  } else {
    context.font = `bold 56px ${FONT}`;
    context.fillStyle = COLOURS.heading;
    context.fillText("No personal best yet", INSET, SCORE_Y);
  }

  context.textAlign = "right";
  context.font = `28px ${FONT}`;
  context.fillStyle = COLOURS.muted;
  const tests = card.tests.toLocaleString("en-US");
  context.fillText(`${tests} ${card.tests === 1 ? "test" : "tests"} taken`, WIDTH - INSET, FOOT_Y);
  return encode();
}
