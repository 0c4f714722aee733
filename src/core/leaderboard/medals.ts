/** Medals mark ranks 1 to 3 on the first page only (product 'States and transitions'). */
export function medalFor(page: number, rank: number): "gold" | "silver" | "bronze" | null {
  if (page !== 1) return null;
  return rank === 1 ? "gold" : rank === 2 ? "silver" : rank === 3 ? "bronze" : null;
}
