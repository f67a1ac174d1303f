// Hooks over themeAtom. useAppliedTheme applies the theme shown to <html>, following the operating
// system's setting live while the preference is 'system'; the root layout runs it (ThemeFollower), so
// every screen follows, not only those with the header's toggle. useTheme adds the toggle's cycle.
import { useEffect, useState } from 'react';
import { useAtom } from '../../state/jotai.ts';
import {
  applyTheme,
  DARK_QUERY,
  nextThemePreference,
  resolveTheme,
  systemPrefersDark,
  themeAtom,
  type ThemePreference,
} from './theme-state.ts';

export interface ThemeControls {
  preference: ThemePreference;
  /** The preference `cycle` moves to. */
  next: ThemePreference;
  cycle: () => void;
}

/** Applies the preference (and, for 'system', the operating system's live setting) to <html>. */
export function useAppliedTheme(): void {
  const [preference] = useAtom(themeAtom);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const resolved = resolveTheme(preference, prefersDark);
  useEffect(() => applyTheme(resolved), [resolved]);
}

/** Renders nothing; keeps <html> on the theme shown (mounted once, in the root layout). */
export function ThemeFollower(): null {
  useAppliedTheme();
  return null;
}

export function useTheme(): ThemeControls {
  const [preference, setPreference] = useAtom(themeAtom);
  useAppliedTheme();
  const next = nextThemePreference(preference);
  return { preference, next, cycle: () => setPreference(next) };
}
