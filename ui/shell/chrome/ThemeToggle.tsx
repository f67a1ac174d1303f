// Header light/dark toggle; the choice is stored under 'ui-theme'.
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/use-theme.ts';

export function ThemeToggle() {
  const { resolved, toggle } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" onClick={toggle} aria-label={`Switch to ${next} theme`} className="btn-icon">
      {resolved === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
