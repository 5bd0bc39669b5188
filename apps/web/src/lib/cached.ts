/**
 * The value `cache` holds for `key`, made by `make` the first time. For things costly to make and
 * cheap to use again, such as Intl formatters and their texts. A cache that may grow with its
 * input (one entry per instant, say) is emptied once it holds `limit` entries.
 */
export function cachedIn<K, V>(cache: Map<K, V>, key: K, make: () => V, limit = Infinity): V {
  if (cache.has(key)) return cache.get(key) as V;
  if (cache.size >= limit) cache.clear();
  const value = make();
  cache.set(key, value);
  return value;
}
