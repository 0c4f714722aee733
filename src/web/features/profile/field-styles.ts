/** The profile's form controls, in the palette classes every theme re-points. */
export const fieldClass =
  "block w-full min-w-0 rounded-md border border-gray-500 bg-gray-800 px-3 py-2 text-sm text-gray-100 hover:border-gray-400";

export const labelClass = "flex min-w-0 flex-col gap-1.5 text-sm text-gray-300";

export const quietButton =
  "rounded-lg border border-gray-500 px-4 py-2 text-sm font-medium text-gray-100 hover:border-gray-300 disabled:cursor-not-allowed disabled:opacity-50";

export const linkClass = "text-amber-300 underline underline-offset-2 hover:text-amber-200";
