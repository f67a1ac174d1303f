// Hook over themeAtom: the preference and the header's cycle through the three. Applies the theme shown
// to <html>, following the operating system's setting live while the preference is 'system'.
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

export function useTheme(): ThemeControls {
  const [preference, setPreference] = useAtom(themeAtom);
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

  const next = nextThemePreference(preference);
  return { preference, next, cycle: () => setPreference(next) };
}
