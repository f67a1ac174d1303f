// Test runner: unit tests (*.test.ts) and integration tests (*.int.test.ts) run in one vitest invocation.
// Integration tests share one PostgreSQL server, so files run in separate forks with limited parallelism.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,domain,commands,projections,infra,ui,scripts,bench,eslint}/**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
