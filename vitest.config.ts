import { defineConfig } from 'vitest/config';

// One Vitest run over every test layer but end to end: node projects, and the stories in Chromium.
export default defineConfig({
  test: {
    projects: [
      'openapi',
      'packages/client',
      'apps/api',
      'apps/web',
      'packages/ui',
      '.storybook/vitest.config.ts',
    ],
  },
});
