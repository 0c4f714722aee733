import type { ComponentProps } from "react";

/** In the palette classes every theme re-points, with the amber focus ring of every field. */
const FIELD =
  "block w-full rounded-md border border-gray-500 bg-gray-800 px-3 py-2 text-gray-100 placeholder:text-gray-500 focus:border-amber-400 focus:outline-2 focus:outline-amber-400";

/**
 * A one-line text box, as every form shows one. `mono` sets it in the typing font (words to
 * copy exactly); `className` adds spacing and size, never colours.
 */
export function TextField({
  className,
  mono = false,
  ...props
}: ComponentProps<"input"> & { mono?: boolean }) {
  return (
    <input
      {...props}
      className={[FIELD, mono && "font-mono", className].filter(Boolean).join(" ")}
    />
  );
}
