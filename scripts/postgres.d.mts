// Types of postgres.mjs, for the TypeScript that starts a cluster (tests/e2e/scale-out.spec.ts).
export function ensurePostgres(): string;
export function startCluster(bin: string, port?: number): { url: string; stop(): void };
