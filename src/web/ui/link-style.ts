/** A link within text or a table: the site's amber, underlined so it never relies on colour. */
export const linkClass = "text-amber-300 underline underline-offset-2 hover:text-amber-200";
