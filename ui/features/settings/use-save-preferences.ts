// Saving a change to the preferences from Settings: shown at once, put back if the server refuses,
// and confirmed with 'Preferences Saved' (spec §8). A change of units refetches the weather, which the
// server answers in them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_USER_PREFERENCES, usersKeys, type PreferencesBody, type UserPreferences } from '../../../contracts/users.contract.ts';
import { savePreferences } from '../../api/users.api.ts';
import { refreshWeatherOfEveryPool } from '../../api/weather.api.ts';
import { toast } from '../../shell/toast/toast-state.ts';

export function useSavePreferences(): (changes: PreferencesBody) => void {
  const queryClient = useQueryClient();
  const key = usersKeys.preferences();
  const mutation = useMutation({
    mutationFn: savePreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserPreferences>(key);
      queryClient.setQueryData<UserPreferences>(key, { ...(previous ?? DEFAULT_USER_PREFERENCES), ...changes });
      return { previous };
    },
    onSuccess: (saved, changes) => {
      queryClient.setQueryData(key, saved);
      if (changes.units !== undefined) void refreshWeatherOfEveryPool(queryClient);
      toast({ title: 'Preferences Saved', description: 'Your settings have been updated.' });
    },
    onError: (_error, _changes, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast({ title: 'Error', description: 'Failed to save your preferences. Please try again.', variant: 'destructive' });
    },
  });
  return mutation.mutate;
}
