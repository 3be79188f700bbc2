import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Pre-bundled up front: discovering them mid-run makes Vite reload and fail a test on a cold cache.
      optimizeDeps: {
        include: [
          'class-variance-authority',
          'cn/engine',
          'date-fns',
          'dompurify',
          'libphonenumber-js',
          'lucide-react',
          'radix-ui',
          'react-easy-crop',
          '@dnd-kit/core',
          '@dnd-kit/sortable',
          '@dnd-kit/utilities',
        ].map((name) => `@app/ui > ${name}`),
      },
    }),
};

export default config;
