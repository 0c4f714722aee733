import type { Difficulty } from "../../core/typing/difficulty.ts";

/** Users remembered at once; the least recently served is forgotten first. */
const MAX_USERS = 10_000;
/** Passages remembered per user and difficulty: more than any difficulty's pool holds today. */
const MAX_PER_USER = 500;

/**
 * The passages this server served each signed-in user, by difficulty (docs/trusted-results.md),
 * so that the browser's list of what it has seen is only a hint. Kept in memory: losing it on
 * a restart, or not sharing it between instances, only lets a passage repeat sooner; the stored
 * results say what each user typed.
 */
export class ServedMemory {
  private readonly served = new Map<string, Set<number>>();

  private static key(userId: string, difficulty: Difficulty) {
    return `${userId}\u0000${difficulty}`;
  }

  recall(userId: string, difficulty: Difficulty): ReadonlySet<number> {
    return this.served.get(ServedMemory.key(userId, difficulty)) ?? new Set();
  }

  /** Notes served passages; `reset` when the pool was used up and served afresh. */
  remember(
    userId: string,
    difficulty: Difficulty,
    passageIds: readonly number[],
    reset: boolean,
  ): void {
    const key = ServedMemory.key(userId, difficulty);
    const ids = (!reset && this.served.get(key)) || new Set<number>();
    this.served.delete(key);
    for (const id of passageIds) {
      ids.add(id);
      if (ids.size > MAX_PER_USER) ids.delete(ids.values().next().value!);
    }
    this.served.set(key, ids);
    if (this.served.size > MAX_USERS) this.served.delete(this.served.keys().next().value!);
  }
}
