// The signed-in user's preferences for the screens that follow them (home's units, the /test order,
// settings): the saved set, or the defaults until it loads or if it cannot. Saving is
// use-save-preferences.ts, so screens that only read stay light.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_USER_PREFERENCES, type UnitSystem, type UserPreferences } from '../../../contracts/users.contract.ts';
import { preferencesQueryOptions } from '../../api/users.api.ts';

export function usePreferences(): UserPreferences {
  return useQuery(preferencesQueryOptions()).data ?? DEFAULT_USER_PREFERENCES;
}

/**
 * The owner's units once their preferences have answered (the default if they cannot), undefined until
 * then: a form whose numbers are typed in one unit must not start in the other and switch under the owner.
 */
export function useLoadedUnits(): UnitSystem | undefined {
  const { data, isPending } = useQuery(preferencesQueryOptions());
  return isPending ? undefined : (data ?? DEFAULT_USER_PREFERENCES).units;
}
