import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const contractPath = join(repoRoot, 'openapi/openapi.yaml');

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

/** The whole contract as one document, external files turned into named components. */
export async function bundleContract(): Promise<OpenApiDocument> {
  const config = await loadConfig({ configPath: join(repoRoot, 'redocly.yaml') });
  const result = await bundle({ ref: contractPath, config, dereference: false });
  const problems = result.problems.filter((problem) => problem.severity === 'error');
  if (problems.length > 0) {
    throw new Error(
      `The contract does not bundle:\n${problems.map((p) => `- ${p.message}`).join('\n')}`,
    );
  }
  return result.bundle.parsed as OpenApiDocument;
}
