/**
 * Serialises query parameters the way the API reads them: arrays comma-separated
 * (`ids=1,2`), objects as brackets (`filter[question_id]=1,2`, `filter[age][min]=18`),
 * empty values left out.
 */
export function serializeQuery(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== undefined && item !== null && item !== '');
      if (items.length > 0) pairs.push(`${encodeKey(key)}=${items.map(encodeScalar).join(',')}`);
      return;
    }
    if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value)) add(`${key}[${child}]`, childValue);
      return;
    }
    pairs.push(`${encodeKey(key)}=${encodeScalar(value)}`);
  };
  for (const [key, value] of Object.entries(params ?? {})) add(key, value);
  return pairs.join('&');
}

function encodeKey(key: string): string {
  // Brackets stay readable; everything else is percent-encoded.
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

function encodeScalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'bigint')
    return encodeURIComponent(String(value));
  if (typeof value === 'string') return encodeURIComponent(value);
  if (value instanceof Date) return encodeURIComponent(value.toISOString());
  return encodeURIComponent(JSON.stringify(value));
}
