// Tests read nothing outside the repository (ARCHITECTURE.md): no source file in it names a path outside
// it, absolute ('/work/…') or relative (climbing above the repository's root to a sibling folder). Fixtures the
// tests need are copied in, under a testing/ folder. Markdown is not checked: docs may point at team notes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Files whose relative paths are not paths anything reads: this test's own examples, and the import
// sources of the imaginary files the boundary test lints.
const NOT_CHECKED = new Set(['eslint/self-contained.test.ts', 'eslint/boundaries.test.ts']);
const SOURCE = /\.(?:[cm]?[jt]sx?|json|ya?ml|sh|html|css)$|^\.ci\//;

const ABSOLUTE_WORKSPACE = /(?<![\w.:~-])\/work\/[\w.-]*/g;
const CLIMBING = /(?<![\w.])(?:\.\.\/)+[\w@$.-]*(?:\/[\w@$.-]+)*/g;
const JOINED_SHARED = /['"`]\.\.['"`]\s*,\s*['"`]shared['"`]/g;

const inside = (p: string) => p === repoRoot || p.startsWith(repoRoot + path.sep);

/** The references in `text` (the file at repo-relative `file`) to paths outside the repository. */
export function outsideReferences(file: string, text: string): string[] {
  const found = [...text.matchAll(ABSOLUTE_WORKSPACE), ...text.matchAll(JOINED_SHARED)].map((m) => m[0]);
  for (const [ref] of text.matchAll(CLIMBING)) {
    const fromFile = path.resolve(repoRoot, path.dirname(file), ref);
    const firstName = ref.replace(/^(?:\.\.\/)+/, '').split('/')[0] ?? '';
    // Outside from the file's folder; or naming nothing there nor at the repository's root, as when
    // joined to the root (path.resolve(root, '<up>sibling/x')). An import of a file inside the repository is neither.
    const namesNothing = !existsSync(fromFile) && !existsSync(path.join(repoRoot, firstName));
    if (!inside(fromFile) || namesNothing) found.push(ref);
  }
  return found;
}

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((f) => f && SOURCE.test(f) && !NOT_CHECKED.has(f) && existsSync(path.join(repoRoot, f)));
}

describe('the repository is self-contained', () => {
  it('has no source file that names a path outside the repository', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      outsideReferences(file, readFileSync(path.join(repoRoot, file), 'utf8')).map((ref) => `${file}: ${ref}`),
    );
    expect(offenders).toEqual([]);
  });

  // The hostile examples are assembled, so that this file itself names no outside path.
  const up = '..' + '/';
  it.each([
    ['infra/ai/testing/x.ts', `const SAMPLES = '/work/${'shared'}/strip-samples';`],
    ['infra/images/x.test.ts', `path.resolve(here, '${up.repeat(3)}shared/strip-samples')`],
    ['e2e/x.spec.ts', `join(import.meta.dirname, '${up.repeat(2)}shared/strip-samples')`],
    ['scripts/x.test.ts', `path.resolve(root, '${up}shared/strip-samples')`],
    ['infra/images/x.test.ts', `readFile(path.resolve(here, '${up.repeat(3)}shared/strip-chart.json'))`],
    ['bench/x.ts', "path.join(root, '..', 'shared', 'strip-samples')"],
  ])('catches %s reading outside: %s', (file, text) => {
    expect(outsideReferences(file, text)).toHaveLength(1);
  });

  it.each([
    ['domain/users/user.decider.ts', "import { assertNever } from '../common/decider.ts';"],
    ['commands/users/register-user.ts', "import { handleCommand } from '../common/handle-command.ts';"],
    ['infra/images/x.test.ts', "path.resolve(here, 'testing/fixtures/strip-samples')"],
    ['ui/features/water/history/x.tsx', "import { DISPLAY_RANGES } from '../../../../domain/chemistry/index.ts';"],
    ['ui/x.ts', "fetch('https://example.com/work/items')"],
  ])('lets %s be: %s', (file, text) => {
    expect(outsideReferences(file, text)).toEqual([]);
  });
});
