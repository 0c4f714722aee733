/** The text fields of the sign-in dialog and the reset page. */
export const inputClass =
  "mt-1 block w-full rounded-md border border-gray-500 bg-gray-800 px-3 py-2 text-gray-100 placeholder:text-gray-500 focus:border-amber-400 focus:outline-2 focus:outline-amber-400";

/** Their submit button; busy, not disabled, so it keeps the keyboard focus it holds. */
export const submitClass =
  "w-full rounded-md bg-amber-400 px-4 py-2.5 font-semibold text-gray-950 hover:bg-amber-300 aria-disabled:cursor-wait aria-disabled:opacity-70";

/** The dialog's quieter text buttons: switching mode, 'Forgot password?'. */
export const linkButtonClass =
  "text-amber-300 underline-offset-2 hover:text-amber-200 hover:underline";
