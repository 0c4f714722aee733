import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary";
export type ButtonSize = "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-amber-400 text-gray-950 hover:bg-amber-300",
  secondary: "border border-gray-700 text-gray-100 hover:border-gray-500",
};

const SIZES: Record<ButtonSize, string> = {
  md: "px-4 py-2",
  lg: "px-5 py-2.5",
};

/** The look of the site's buttons, also for links that act as one. */
export function buttonClass(variant: ButtonVariant, size: ButtonSize = "md", className = "") {
  return ["rounded-lg font-semibold", VARIANTS[variant], SIZES[size], className]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ComponentProps<"button"> & {
  variant: ButtonVariant;
  size?: ButtonSize;
};

/** A button of the site's look; `type` defaults to "button", so none submits by accident. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
