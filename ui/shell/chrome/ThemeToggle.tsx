// Header theme control (spec §3: light, dark or system; stored under 'ui-theme'). Each press moves to the
// next preference; the icon shows the current one and the label says what a press will choose.
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/use-theme.ts';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeToggle() {
  const { preference, next, cycle } = useTheme();
  const Icon = ICONS[preference];
  return (
    <button type="button" onClick={cycle} aria-label={`Switch to ${next} theme`} title={`Theme: ${preference}`} className="btn-icon">
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
