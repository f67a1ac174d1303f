// The sharing preferences form's data (spec §3, §8): the saved preferences, a draft the form edits
// (seeded once they load, replaced by the server's copy after a save), and Save: PUT the whole draft,
// 'Preferences Saved', or 'Failed to save sharing preferences'.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { achievementsKeys } from '../../../contracts/achievements.contract.ts';
import { saveSharingPreferences, sharingPreferencesQueryOptions } from '../../api/achievements.api.ts';
import { toast } from '../../shell/toast/use-toast.ts';
import { endsSession } from '../users/unauthorized.ts';
import { draftChanged, draftFrom, hashtagsError, preferencesFrom, type SharingDraft } from './sharing-form.ts';

export function useSharingPreferences() {
  const queryClient = useQueryClient();
  const saved = useQuery(sharingPreferencesQueryOptions());
  const [draft, setDraft] = useState<SharingDraft | null>(null);
  useEffect(() => {
    if (saved.data && draft === null) setDraft(draftFrom(saved.data));
  }, [saved.data, draft]);
  const save = useMutation({
    mutationFn: (next: SharingDraft) => saveSharingPreferences(preferencesFrom(next)),
    onSuccess: (reply) => {
      queryClient.setQueryData(achievementsKeys.preferences(), reply);
      setDraft(draftFrom(reply));
      toast({ title: 'Preferences Saved', description: 'Your sharing preferences have been updated.' });
    },
    onError: (error) => {
      if (!endsSession(error)) toast({ title: 'Error', description: 'Failed to save sharing preferences', variant: 'destructive' });
    },
  });
  const hashtagsProblem = draft ? hashtagsError(draft.hashtagsText) : undefined;
  return {
    saved,
    draft,
    update: (fields: Partial<SharingDraft>) => setDraft((current) => (current ? { ...current, ...fields } : current)),
    hashtagsProblem,
    changed: draft !== null && saved.data !== undefined && draftChanged(draft, saved.data),
    save: () => draft && !hashtagsProblem && save.mutate(draft),
    isSaving: save.isPending,
  };
}
