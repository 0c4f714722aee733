import type { HTMLAttributes } from "react";

type AlertKind = "error" | "success" | "info";

/** Errors interrupt (role="alert"); good news and progress are announced politely. */
const ROLES: Record<AlertKind, "alert" | "status"> = {
  error: "alert",
  success: "status",
  info: "status",
};

/** A line of text in the flow of a form or panel. */
const INLINE: Record<AlertKind, string> = {
  error: "text-red-300",
  success: "text-emerald-300",
  info: "text-gray-300",
};

/** An error standing on its own, framed in red. */
const ERROR_BOX = "rounded-md border border-red-500/60 bg-red-950/60 px-4 py-3 text-red-200";

type AlertProps = HTMLAttributes<HTMLElement> & {
  as?: "p" | "div";
  "data-testid"?: string;
} & ({ kind: "error"; boxed?: boolean } | { kind: "success" | "info"; boxed?: false });

/** A message for the user, with the live-region role its kind calls for. */
export function Alert({ as: Tag = "p", kind, boxed = false, className, ...props }: AlertProps) {
  const look = boxed ? ERROR_BOX : INLINE[kind];
  return (
    <Tag role={ROLES[kind]} className={className ? `${look} ${className}` : look} {...props} />
  );
}
