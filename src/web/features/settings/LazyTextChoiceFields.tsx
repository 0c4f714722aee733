import { lazy, Suspense } from "react";

/**
 * The text choice is not on the first load of the pages that show it, which keeps them within
 * their budget: the prerendered page shows it, and hydration waits for its code without drawing
 * anything else in its place. A client-side visit sees an empty space of its size meanwhile.
 */
const TextChoiceFields = lazy(() =>
  import("./TextChoiceFields.tsx").then((module) => ({ default: module.TextChoiceFields })),
);

export function LazyTextChoiceFields({
  inline = false,
  withDifficulty = false,
}: {
  inline?: boolean;
  /** Shows the difficulty after the text, where it changes the text (TextChoiceFields). */
  withDifficulty?: boolean;
}) {
  const wide = withDifficulty ? "w-80" : "w-44";
  return (
    <Suspense fallback={<div className={inline ? `h-[34px] ${wide}` : "h-[62px]"} />}>
      <TextChoiceFields inline={inline} withDifficulty={withDifficulty} />
    </Suspense>
  );
}
