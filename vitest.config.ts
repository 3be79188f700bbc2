import { defineConfig } from 'vitest/config';

// One Vitest run over every node-side test layer of the workspace.
export default defineConfig({
  test: {
    projects: ['openapi', 'packages/client', 'apps/api', 'apps/web'],
  },
});
