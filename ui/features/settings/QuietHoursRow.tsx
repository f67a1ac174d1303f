// Quiet hours (issue 19): reminders that fall due between From and To wait until To, in the pool's time
// zone; timer pushes (a chemical's wait, safe to swim) always arrive. Saved when a time is left with a
// new, valid window; a window that starts when it ends is refused here as the server would.
import { useId, useState } from 'react';
import { PREFERENCE_MESSAGES, type UserPreferences } from '../../../contracts/users.contract.ts';
import { controlClass } from '../../components/FormFields.tsx';
import { RowText } from './SettingsSection.tsx';

type QuietHours = UserPreferences['quietHours'];

interface QuietHoursRowProps {
  saved: QuietHours;
  onSave: (quietHours: QuietHours) => void;
}

export function QuietHoursRow({ saved, onSave }: QuietHoursRowProps) {
  const id = useId();
  const [draft, setDraft] = useState<QuietHours>(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  // A save elsewhere (or the reply) replaces an untouched draft.
  if (saved.start !== lastSaved.start || saved.end !== lastSaved.end) {
    setLastSaved(saved);
    setDraft(saved);
  }
  const equal = draft.start === draft.end;
  const commit = () => {
    const complete = draft.start !== '' && draft.end !== '';
    if (!complete || equal || (draft.start === saved.start && draft.end === saved.end)) return;
    onSave(draft);
  };
  const time = (which: keyof QuietHours, label: string) => (
    <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type="time"
        required
        value={draft[which]}
        aria-invalid={equal || undefined}
        aria-describedby={equal ? `${id}-error` : `${id}-hint`}
        onChange={(event) => setDraft((current) => ({ ...current, [which]: event.target.value }))}
        onBlur={commit}
        className={`${controlClass} aria-invalid:border-red-600`}
      />
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-3 px-4 py-3">
      <legend className="sr-only">Quiet Hours</legend>
      <RowText label="Quiet Hours" hint="Reminders wait until quiet hours end. Timers still arrive." hintId={`${id}-hint`} />
      <div className="flex gap-3">
        {time('start', 'From')}
        {time('end', 'To')}
      </div>
      {equal && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {PREFERENCE_MESSAGES.quietHoursEqual}
        </p>
      )}
    </fieldset>
  );
}
