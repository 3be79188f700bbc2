import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const port = Number(process.env.WEB_PORT ?? 5173);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022' },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  test: {
    name: 'web',
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    // The lint-rule test builds a typed ESLint program first: seconds, not a hang.
    testTimeout: 60_000,
  },
});
