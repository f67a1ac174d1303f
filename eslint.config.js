// Lint rules: typescript-eslint's recommended set, the rules that keep domain/ pure, and the import
// boundaries between the layers (ARCHITECTURE.md), written with ESLint's own no-restricted-imports.
// eslint/boundaries.test.ts shows each boundary catching a violation and letting an allowed import through.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Tests and their support may import test support; product code may not.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**', 'bench/**'];
const TOP_FOLDERS = ['contracts', 'domain', 'commands', 'projections', 'infra', 'ui', 'scripts', 'bench', 'e2e', 'eslint'];

// A relative import that passes through one of these folders, however deep the importing file is.
// Package imports never match, so a package's own subpath named 'ui' or 'testing' is not caught.
const relativeInto = (folders) => `^\\.\\.?/(?:.*/)?(?:${folders.join('|')})(?:/|$)`;
// Any package import but these (relative imports never match).
const packageOtherThan = (packages) => `^(?!\\.|(?:${packages.join('|')})(?:/|$))`;

const testSupport = {
  regex: relativeInto(['testing']),
  message: 'Product code never imports test support (testing/ folders); only tests, e2e/ and bench/ do.',
};

// Per layer: the repository folders it must not reach, and, where only some packages are allowed,
// those packages (for its product files, and for its tests and their support).
const LAYERS = [
  {
    layer: 'domain',
    folders: TOP_FOLDERS.filter((f) => f !== 'domain'),
    // date-fns and @date-fns/tz are pure calendar arithmetic (recurring tasks, streak weeks in a time zone).
    packages: ['zod', 'date-fns', '@date-fns/tz'],
    testPackages: ['zod', 'vitest', 'fast-check', 'date-fns', '@date-fns/tz'],
    why: 'domain/ is pure: it imports only domain/, zod and the date-fns calendar arithmetic.',
  },
  {
    layer: 'contracts',
    folders: TOP_FOLDERS.filter((f) => f !== 'domain' && f !== 'contracts'),
    packages: ['zod'],
    testPackages: ['zod', 'vitest', 'fast-check'],
    why: 'contracts/ imports only zod and domain/.',
  },
  {
    layer: 'ui',
    folders: TOP_FOLDERS.filter((f) => !['ui', 'contracts', 'domain'].includes(f)),
    why: 'ui/ imports only ui/, contracts/ and domain/: server data comes through the HTTP contract.',
  },
  {
    layer: 'commands',
    folders: ['infra/http', 'ui', 'projections'],
    why: 'commands/ never imports infra/http, ui/ or projections/: routes call commands, not the reverse.',
  },
  {
    layer: 'projections',
    folders: ['infra/http', 'ui', 'commands'],
    why: 'projections/ never imports infra/http, ui/ or commands/.',
  },
];

function layerPatterns({ folders, why }, packages) {
  const patterns = [{ regex: relativeInto(folders), message: why }];
  if (packages) patterns.push({ regex: packageOtherThan(packages), message: why });
  return patterns;
}

const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// ESLint keeps only the last options given for a rule, so each block below carries every pattern
// that applies to its files: first every product file, then each layer's tests, then its product files.
const boundaries = [
  { files: ['**/*.{ts,tsx,js,mjs}'], ignores: TEST_FILES, rules: restrictImports([testSupport]) },
  ...LAYERS.flatMap((l) => [
    { files: [`${l.layer}/**/*.{ts,tsx}`], rules: restrictImports(layerPatterns(l, l.testPackages)) },
    {
      files: [`${l.layer}/**/*.{ts,tsx}`],
      ignores: TEST_FILES,
      rules: restrictImports([...layerPatterns(l, l.packages), testSupport]),
    },
  ]),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-results', '.tmp*', 'ui/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['ui/**/*.tsx', 'ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...boundaries,
  {
    // Plain-JavaScript scripts run by Node before any TypeScript tooling (scripts/start.mjs and its like).
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'fetch', 'Date'] },
  },
);
