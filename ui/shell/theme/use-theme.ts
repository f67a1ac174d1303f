// Hook over themeAtom: the preference, the theme actually shown, and a light/dark toggle.
// While the preference is 'system', follows the operating system's setting live.
import { useEffect, useState } from 'react';
import { useAtom } from '../../state/jotai.ts';
import {
  applyTheme,
  DARK_QUERY,
  resolveTheme,
  systemPrefersDark,
  themeAtom,
  type ResolvedTheme,
  type ThemePreference,
} from './theme-state.ts';

export interface ThemeControls {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (next: ThemePreference) => void;
  toggle: () => void;
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

  return {
    preference,
    resolved,
    setPreference,
    toggle: () => setPreference(resolved === 'dark' ? 'light' : 'dark'),
  };
}
