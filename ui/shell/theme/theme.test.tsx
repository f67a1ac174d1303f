// @vitest-environment jsdom
// Theme preference under 'ui-theme' (spec §3): default system, the toggle cycles light → dark → system
// and persists, and the external no-flash script applies the stored choice before React loads.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function fakeMatchMedia(prefersDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersDark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('theme', () => {
  it('defaults to the system setting', async () => {
    fakeMatchMedia(true);
    const { readStoredTheme, resolveTheme } = await import('./theme-state.ts');
    expect(readStoredTheme()).toBe('system');
    expect(resolveTheme('system')).toBe('dark');
  });

  it('cycles light → dark → system, stores each choice and applies it to <html>', async () => {
    fakeMatchMedia(false);
    const { ThemeToggle } = await import('../chrome/ThemeToggle.tsx');
    render(<ThemeToggle />);
    const root = document.documentElement.classList;
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('ui-theme')).toBe('light');
    expect(root.contains('light')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('ui-theme')).toBe('dark');
    expect(root.contains('dark')).toBe(true);
    expect(root.contains('light')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to system theme' }));
    expect(window.localStorage.getItem('ui-theme')).toBe('system');
    expect(root.contains('light')).toBe(true);
    expect(root.contains('dark')).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });

  it('shows the system choice with its own icon, and follows a dark system', async () => {
    fakeMatchMedia(true);
    const { ThemeToggle } = await import('../chrome/ThemeToggle.tsx');
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Switch to light theme' });
    expect(button.getAttribute('title')).toBe('Theme: system');
    expect(button.querySelector('svg')?.getAttribute('class')).toContain('lucide-monitor');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await userEvent.click(button);
    expect(button.querySelector('svg')?.getAttribute('class')).toContain('lucide-sun');
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('keeps a screen without the toggle on the system theme as it changes', async () => {
    let listener: ((event: { matches: boolean }) => void) | undefined;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_type: string, callback: (event: { matches: boolean }) => void) => (listener = callback),
      removeEventListener: () => {},
    }));
    const { ThemeFollower } = await import('./use-theme.ts');
    render(<ThemeFollower />);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    act(() => listener?.({ matches: true }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
  });

  it('starts from the stored choice after a reload', async () => {
    fakeMatchMedia(false);
    window.localStorage.setItem('ui-theme', 'dark');
    const { ThemeToggle } = await import('../chrome/ThemeToggle.tsx');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to system theme' }).getAttribute('title')).toBe('Theme: dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    [null, true, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['bogus', false, 'light'],
  ] as const)('theme-init.js: stored %s with system dark=%s gives %s', (stored, systemDark, expected) => {
    fakeMatchMedia(systemDark);
    if (stored) window.localStorage.setItem('ui-theme', stored);
    const script = readFileSync(resolve(process.cwd(), 'ui/public/theme-init.js'), 'utf8');
    new Function(script)();
    expect(document.documentElement.classList.contains(expected)).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe(expected);
  });
});
