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
    if (path.length === 0) {
      result[name] = arrays.has(name) ? value.split(',').filter((item) => item !== '') : value;
      continue;
    }
    let node = (result[name] ??= {}) as Record<string, unknown>;
    path.forEach((key, index) => {
      if (key === '') return; // `ids[]=1` style: keep the last value
      if (index === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}
