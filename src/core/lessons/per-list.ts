/**
 * `make` kept per word list and key: what lessons derive from a language's list (its letter
 * frequencies, its common words, the words a set of keys can spell) stays the same from one
 * lesson to the next, while the page keeps the list, and was made again for every lesson. The
 * list is held weakly, so one the page lets go of takes its figures with it.
 */
export function perList<K, V>(
  make: (words: readonly string[], key: K) => V,
): (words: readonly string[], key: K) => V {
  const made = new WeakMap<readonly string[], Map<K, V>>();
  return (words, key) => {
    let byKey = made.get(words);
    if (!byKey) {
      byKey = new Map();
      made.set(words, byKey);
    }
    if (!byKey.has(key)) byKey.set(key, make(words, key));
    return byKey.get(key)!;
  };
}
