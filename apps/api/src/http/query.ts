/**
 * Parses a query string the way the client writes it: `filter[question_id]=1,2` becomes
 * `{filter: {question_id: '1,2'}}`; parameters the contract declares as arrays are split on commas.
 */
export function parseQuery(
  params: URLSearchParams,
  arrays: ReadonlySet<string>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of params) {
    const [name = rawKey, ...path] = rawKey.split('[').map((part) => part.replace(/]$/, ''));
    // `a[__proto__][x]=1` must not reach Object.prototype.
    if ([name, ...path].some((key) => UNSAFE_KEYS.has(key))) continue;
    if (path.length === 0) {
      result[name] = arrays.has(name) ? value.split(',').filter((item) => item !== '') : value;
      continue;
    }
    let node = objectAt(result, name);
    path.forEach((key, index) => {
      if (key === '') return; // `ids[]=1` style: keep the last value
      if (index === path.length - 1) node[key] = value;
      else node = objectAt(node, key);
    });
  }
  return result;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The object under `key`, made one when absent or a plain value (`a=1&a[b]=2` keeps the nested form). */
function objectAt(parent: Record<string, unknown>, key: string): Record<string, unknown> {
  const current = parent[key];
  if (current !== null && typeof current === 'object' && !Array.isArray(current))
    return current as Record<string, unknown>;
  const created: Record<string, unknown> = {};
  parent[key] = created;
  return created;
}
