/** A label above its field, as the profile's filters show them. */
export const labelClass = "flex min-w-0 flex-col gap-1.5 text-sm text-gray-300";

export const quietButton =
  "rounded-lg border border-gray-500 px-4 py-2 text-sm font-medium text-gray-100 hover:border-gray-300 disabled:cursor-not-allowed disabled:opacity-50";
