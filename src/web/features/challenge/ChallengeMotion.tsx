import { useEffect, useRef } from "react";
import type { ChallengeFrames } from "../../../core/typing/challenge-frames.ts";
import { messageOf } from "../../lib/api-client.ts";
import { loadFrames } from "./challenge-client.ts";

/** The red, green and blue of any CSS colour the page uses, read back through a canvas. */
function rgbOf(colour: string): [number, number, number] {
  const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  probe.fillStyle = colour;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** Each frame as pixels: lit dots in the text's colour, dark ones in the background's. */
function paintedFrames(canvas: HTMLCanvasElement, frames: ChallengeFrames): ImageData[] {
  const style = getComputedStyle(canvas);
  const lit = rgbOf(style.color);
  const dark = rgbOf(style.backgroundColor);
  return frames.frames.map((frame) => {
    const image = new ImageData(frames.columns, frames.rows);
    frame.forEach((dot, i) => {
      image.data.set(dot ? lit : dark, i * 4);
      image.data[i * 4 + 3] = 255;
    });
    return image;
  });
}

/**
 * Plays a challenge's frames (core/typing/challenge-frames.ts) over and over in the theme's
 * colours: the words exist only in the dots' motion, so no single frame shows them. The dots
 * are scaled up without smoothing, so they stay sharp at any zoom, and the picture keeps to half
 * the window's height, so the answer's field stays in view below it. Calls `onShown` once the
 * first frame is on screen, when the typist can start reading.
 */
export function ChallengeMotion({
  challengeId,
  onShown,
  onFailed,
}: {
  challengeId: string;
  onShown: () => void;
  onFailed: (message: string) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const callbacks = useRef({ onShown, onFailed });
  useEffect(() => {
    callbacks.current = { onShown, onFailed };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    loadFrames(challengeId).then(
      (frames) => {
        const canvas = canvasRef.current;
        if (stopped || !canvas) return;
        canvas.width = frames.columns;
        canvas.height = frames.rows;
        const context = canvas.getContext("2d")!;
        const painted = paintedFrames(canvas, frames);
        let next = 0;
        const show = () => {
          context.putImageData(painted[next]!, 0, 0);
          next = (next + 1) % painted.length;
        };
        show();
        timer = setInterval(show, 1000 / frames.framesPerSecond);
        callbacks.current.onShown();
      },
      (failure: unknown) => {
        if (!stopped) callbacks.current.onFailed(messageOf(failure));
      },
    );
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [challengeId]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label="The challenge's words, drawn in moving dots"
      data-testid="challenge-motion"
      width={300}
      height={200}
      className="mx-auto block h-auto max-h-[50vh] w-full max-w-[600px] rounded-lg border border-gray-700 bg-gray-950 object-contain text-gray-100 [image-rendering:pixelated]"
    />
  );
}
