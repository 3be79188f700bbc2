/**
 * Work a request starts but does not wait for (notifications after a message is sent): the answer goes
 * out at once, a failure is logged and never reaches the caller. `settled()` waits for what is running,
 * for tests and for a clean shutdown.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(
  log: (line: string, error: unknown) => void = (line, error) => {
    console.error(line, error);
  },
): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => {
          log(`Background task "${label}" failed:`, error);
        })
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
