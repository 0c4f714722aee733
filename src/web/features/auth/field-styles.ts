/**
 * The submit button of the sign-in dialog and the reset page; busy, not disabled, so it keeps
 * the keyboard focus it holds.
 */
export const submitClass =
  "w-full rounded-md bg-amber-400 px-4 py-2.5 font-semibold text-gray-950 hover:bg-amber-300 aria-disabled:cursor-wait aria-disabled:opacity-70";

/** The dialog's quieter text buttons: switching mode, 'Forgot password?'. */
export const linkButtonClass =
  "text-amber-300 underline-offset-2 hover:text-amber-200 hover:underline";
