// Theme preference (spec §3: light, dark or system; default system; localStorage key 'ui-theme').
// The same rules run before first paint in ui/public/theme-init.js, so keep the two in step.
import { atom } from '../../state/jotai.ts';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'ui-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** The header toggle's order: light → dark → system → light. */
export function nextThemePreference(current: ThemePreference): ThemePreference {
  return current === 'light' ? 'dark' : current === 'dark' ? 'system' : 'light';
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(preference: ThemePreference, prefersDark = systemPrefersDark()): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

export function applyTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

const storedThemeAtom = atom<ThemePreference>(readStoredTheme());

/** Reading gives the stored preference; writing persists it and applies it to <html> at once. */
export const themeAtom = atom(
  (get) => get(storedThemeAtom),
  (_get, set, next: ThemePreference) => {
    set(storedThemeAtom, next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode or a full quota: the choice still applies for this page.
    }
    applyTheme(resolveTheme(next));
  },
);

export { DARK_QUERY };
