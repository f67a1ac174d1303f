// /settings — the owner's profile, notifications and preferences (spec §2, issue 19).
import { createFileRoute } from '@tanstack/react-router';
import { preferencesQueryOptions } from '../../api/users.api.ts';
import { SettingsScreen } from '../../features/settings/SettingsScreen.tsx';

export const Route = createFileRoute('/_app/settings')({
  // A failure shows the defaults; saving tells the owner if the server is unreachable.
  loader: ({ context }) => context.queryClient.ensureQueryData(preferencesQueryOptions()).catch(() => undefined),
  component: SettingsScreen,
});
