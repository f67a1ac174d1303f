// What the owner is told after turning push notifications on (spec §8), from the permission dialog
// or from Settings: one wording for both.
import { toast } from '../../shell/toast/toast-state.ts';
import type { EnableResult } from './push-subscription.ts';

export function toastEnableResult(result: EnableResult): void {
  if (result === 'enabled') toast({ title: 'Notifications Enabled', description: "We'll remind you when a wait is over and when maintenance is due." });
  else if (result === 'denied') toast({ title: 'Permission Needed', description: 'Allow notifications for this site in your browser settings to get reminders.', variant: 'destructive' });
  else toast({ title: 'Error', description: 'Failed to enable notifications. You can try again in settings.', variant: 'destructive' });
}
