import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // User-event journeys through lazily loaded pages and dialogs: 5 s was too short on a loaded two-core machine
    // (ten timeouts in one CI run, none of them a real failure).
    testTimeout: 15_000,
  },
});
