import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Finds the stories that still move after their play function: instead of comparing with the
// baselines, visual.setup.ts captures each story twice, 1.5 s apart, and fails it if they differ.
export default mergeConfig(
  base,
  defineConfig({ test: { provide: { visualStillnessProbeMs: 1500 } } }),
);
