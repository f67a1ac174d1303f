// Test runner: unit tests (*.test.ts) and integration tests (*.int.test.ts) run in one vitest invocation.
// Integration tests share one PostgreSQL server, so files run in separate forks with limited parallelism.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,domain,commands,projections,infra,ui,scripts,bench,eslint}/**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A guard against hangs, not a speed check: a browser test that takes 15-25 s on a quiet machine
    // took 30 s on a busy two-core CI run (speed goals live in bench/).
    testTimeout: 90_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
