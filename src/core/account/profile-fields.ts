/**
 * The account's `name` and `image`: better-auth keeps them, and they come from sign-up (the
 * name is the username there), update-user and identity providers. The site shows neither, but
 * the data export hands them back and a later page may show them, so they are held to rules
 * like every shown field: a name is plain text of at most 100 characters, an image an https://
 * address of at most 2,048.
 */
export const NAME_MAX_LENGTH = 100;
export const IMAGE_MAX_LENGTH = 2048;

export const PROFILE_FIELD_MESSAGES = {
  nameNotText: "Name must be text",
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  nameInvisible: "Name cannot contain control or invisible characters",
  image: "Image must be an https:// address of at most 2,048 characters",
} as const;

/** Control, format (zero-width, direction overrides) and line or paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, "gu");

/** Characters as a reader counts them: code points, not UTF-16 units. */
const characters = (text: string) => [...text].length;

/** The first rule a name breaks, as the message to show, or null when it is valid. */
export function nameProblem(name: unknown): string | null {
  if (typeof name !== "string") return PROFILE_FIELD_MESSAGES.nameNotText;
  if (characters(name) > NAME_MAX_LENGTH) return PROFILE_FIELD_MESSAGES.nameTooLong;
  if (INVISIBLE.test(name)) return PROFILE_FIELD_MESSAGES.nameInvisible;
  return null;
}

/** The message when an image is not null and not a short https:// address, else null. */
export function imageProblem(image: unknown): string | null {
  if (image === null) return null;
  if (typeof image !== "string" || image.length > IMAGE_MAX_LENGTH) {
    return PROFILE_FIELD_MESSAGES.image;
  }
  try {
    const url = new URL(image);
    return url.protocol === "https:" && !url.username && !url.password
      ? null
      : PROFILE_FIELD_MESSAGES.image;
  } catch {
    return PROFILE_FIELD_MESSAGES.image;
  }
}

/** The first problem of the name and image a change sets; a field it leaves out is not checked. */
export function profileFieldsProblem(fields: { name?: unknown; image?: unknown }): string | null {
  return (
    (fields.name === undefined ? null : nameProblem(fields.name)) ??
    (fields.image === undefined ? null : imageProblem(fields.image))
  );
}

/**
 * What an identity provider says, made to follow the rules rather than refused, since the
 * typist cannot change it: invisible characters dropped, the name cut to its length, an image
 * that is no https:// address left out.
 */
export function cleanProfileFields(fields: { name: string; image?: string | null }): {
  name: string;
  image: string | null;
} {
  const name = [...fields.name.replace(INVISIBLE_ALL, "").trim()]
    .slice(0, NAME_MAX_LENGTH)
    .join("")
    .trim();
  const image = fields.image ?? null;
  return { name, image: imageProblem(image) === null ? image : null };
}
