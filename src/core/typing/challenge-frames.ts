/**
 * The speed challenge's moving picture on the wire (docs/trusted-results.md): frames of dots,
 * each dot lit or dark, packed eight to a byte after a header of four 16-bit numbers (columns,
 * rows, frames, frames a second). The server draws them; the page unpacks and plays them in
 * the theme's colours, so the words exist only in the motion between frames.
 */

export interface ChallengeFrames {
  columns: number;
  rows: number;
  framesPerSecond: number;
  /** One byte a dot, 1 for a lit dot, row after row; one array a frame. */
  frames: Uint8Array[];
}

const HEADER_BYTES = 8;

const packedLength = (dots: number) => Math.ceil(dots / 8);

/** The bytes `frames` travel as. */
export function packFrames({
  columns,
  rows,
  framesPerSecond,
  frames,
}: ChallengeFrames): Uint8Array {
  const dots = columns * rows;
  const frameBytes = packedLength(dots);
  const bytes = new Uint8Array(HEADER_BYTES + frames.length * frameBytes);
  const header = new DataView(bytes.buffer);
  [columns, rows, frames.length, framesPerSecond].forEach((n, i) => header.setUint16(2 * i, n));
  frames.forEach((frame, k) => {
    const start = HEADER_BYTES + k * frameBytes;
    for (let i = 0; i < dots; i++) {
      if (frame[i]) bytes[start + (i >> 3)]! |= 0x80 >> (i & 7);
    }
  });
  return bytes;
}

/** The frames in `bytes`, or an error when they are not what packFrames makes. */
export function unpackFrames(bytes: Uint8Array): ChallengeFrames {
  if (bytes.length < HEADER_BYTES) throw new Error("The challenge's frames are cut short");
  const header = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const [columns, rows, count, framesPerSecond] = [0, 1, 2, 3].map((i) =>
    header.getUint16(2 * i),
  ) as [number, number, number, number];
  const dots = columns * rows;
  const frameBytes = packedLength(dots);
  if (dots === 0 || count === 0 || framesPerSecond === 0) {
    throw new Error("The challenge's frames are empty");
  }
  if (bytes.length !== HEADER_BYTES + count * frameBytes) {
    throw new Error("The challenge's frames are not the size their header says");
  }
  const frames = Array.from({ length: count }, (_, k) => {
    const start = HEADER_BYTES + k * frameBytes;
    const frame = new Uint8Array(dots);
    for (let i = 0; i < dots; i++) frame[i] = (bytes[start + (i >> 3)]! >> (7 - (i & 7))) & 1;
    return frame;
  });
  return { columns, rows, framesPerSecond, frames };
}
