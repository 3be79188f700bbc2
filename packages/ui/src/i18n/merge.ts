/** One locale's catalogue from its per-group files. */
export function merge(files: Record<string, Record<string, string>>): Record<string, string> {
  return Object.assign({}, ...Object.values(files)) as Record<string, string>;
}
