import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'i18n/**/*.test.ts', 'render/**/*.test.ts', 'cli/**/*.test.ts', 'web/**/*.test.ts', 'bench/**/*.test.ts', 'fuzz/**/*.test.ts', 'consumer/*.test.ts'],
    setupFiles: ['./test-setup.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // A poll waits for the page or a process to catch up, never for a result to get faster:
    // on a loaded 2-core machine one second is not enough for Chromium to repaint.
    expect: { poll: { timeout: 20_000 } },
    // A test's time limit is a guard against a hang, not a speed check (speed is the bench's):
    // vitest's default 5 s failed tests of a second or two on a 2-core machine at a load of 20.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // .ci/run reads the JSON report to print its plain "N passed, N failed" line.
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
  },
});
