// The Settings tab (spec §2 /achievements, §3 Sharing preferences, §5 hashtags): what a shared
// achievement's page shows and who may see it, the preferred platforms (first in the share menu), and
// custom hashtags — shown as they will be saved (trimmed, deduplicated, '#'-prefixed) before Save.
import { useId, type ReactNode } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { PRIVACY_LEVELS, SHARE_PLATFORMS } from './achievement-kinds.ts';
import { PLATFORM_LABELS } from './achievement-format.ts';
import { Loading, LoadFailed } from './LoadStates.tsx';
import { PreferenceSwitch } from './PreferenceSwitch.tsx';
import { hashtagsFrom, type SharingDraft } from './sharing-form.ts';
import { useSharingPreferences } from './use-sharing-preferences.ts';

const PRIVACY_TEXT: Record<SharingDraft['privacyLevel'], { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'Anyone with the link can see your share pages, and search engines may list them.' },
  friends: { label: 'Friends', hint: 'Only people you send the link to; hidden from search engines.' },
  private: { label: 'Private', hint: 'Your share pages are turned off, including links you already shared.' },
};

/** Public first: the default, and the widest. */
const PRIVACY_ORDER = [...PRIVACY_LEVELS].reverse();

const SWITCHES: readonly { key: 'shareWithLocation' | 'sharePoolDetails' | 'includeBeforeAfter' | 'includeTips'; label: string; hint: string }[] = [
  { key: 'shareWithLocation', label: 'Show my location', hint: "Your pool's city on the share page." },
  { key: 'sharePoolDetails', label: 'Show pool details', hint: 'Pool type and size on the share page.' },
  { key: 'includeBeforeAfter', label: 'Include before and after', hint: 'The readings before and after an improvement.' },
  { key: 'includeTips', label: 'Include pool care tips', hint: 'A short tip under the achievement.' },
];

export function SharingSettingsTab() {
  const form = useSharingPreferences();
  if (form.saved.isPending) return <Loading>Loading sharing preferences...</Loading>;
  if (form.saved.isError) return <LoadFailed message="Failed to load sharing preferences" onRetry={() => void form.saved.refetch()} retrying={form.saved.isFetching} />;
  const { draft } = form;
  if (!draft) return null;
  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Sharing preferences"
      onSubmit={(event) => {
        event.preventDefault();
        form.save();
      }}
    >
      <Section title="Sharing">
        <PreferenceSwitch
          label="Share new achievements"
          hint="When a check finds new achievements, open the share menu for them."
          checked={draft.autoShareAchievements}
          onChange={(autoShareAchievements) => form.update({ autoShareAchievements })}
        />
        <fieldset className="grid grid-cols-2 gap-x-3 py-2">
          <legend className="pt-1 pb-1 text-sm font-medium">Preferred platforms (shown first when you share)</legend>
          {SHARE_PLATFORMS.map((platform) => (
            <label key={platform} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={draft.preferredPlatforms.includes(platform)}
                onChange={(event) => {
                  const chosen = new Set(draft.preferredPlatforms);
                  if (event.target.checked) chosen.add(platform);
                  else chosen.delete(platform);
                  form.update({ preferredPlatforms: SHARE_PLATFORMS.filter((item) => chosen.has(item)) });
                }}
              />
              {PLATFORM_LABELS[platform]}
            </label>
          ))}
        </fieldset>
      </Section>
      <Section title="Who can see your shares">
        <fieldset className="flex flex-col gap-1 py-2">
          <legend className="sr-only">Privacy</legend>
          {PRIVACY_ORDER.map((level) => (
            <label key={level} className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5">
              <input type="radio" name="privacyLevel" className="mt-1 size-5 shrink-0 accent-brand-600" checked={draft.privacyLevel === level} onChange={() => form.update({ privacyLevel: level })} />
              <span className="flex flex-col">
                <span className="font-medium">{PRIVACY_TEXT[level].label}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{PRIVACY_TEXT[level].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </Section>
      <Section title="What your shares show">
        {SWITCHES.map(({ key, label, hint }) => (
          <PreferenceSwitch key={key} label={label} hint={hint} checked={draft[key]} onChange={(checked) => form.update({ [key]: checked })} />
        ))}
      </Section>
      <Section title="Hashtags">
        <HashtagsField text={draft.hashtagsText} error={form.hashtagsProblem} onChange={(hashtagsText) => form.update({ hashtagsText })} />
      </Section>
      <button type="submit" className="btn-primary" disabled={form.isSaving || form.hashtagsProblem !== undefined || !form.changed}>
        {form.isSaving ? 'Saving...' : 'Save Preferences'}
      </button>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="px-1 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{title}</h3>
      <div className="card flex flex-col divide-y divide-slate-200 py-1! dark:divide-slate-800">{children}</div>
    </section>
  );
}

function HashtagsField({ text, error, onChange }: { text: string; error: string | undefined; onChange: (text: string) => void }) {
  const tags = hashtagsFrom(text);
  return (
    <div className="flex flex-col gap-2 py-3">
      <TextField
        label="Custom hashtags"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        placeholder="#PoolLife #ClearWater"
        autoCapitalize="none"
        error={error}
        hint="Separate them with spaces or commas; a # is added where it is missing."
      />
      {!error && tags.length > 0 && (
        <ul aria-label="Hashtags to be saved" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-1 text-sm font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-100">{tag}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
