/**
 * A module loader that asks once and shares the answer, but forgets a failure, so that the next call
 * asks again (a lazy part's code while offline).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
