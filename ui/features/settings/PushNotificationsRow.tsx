// The Push Notifications switch (spec §2 /settings, issue 19): on only when this browser has permission
// and a subscription; turning it on asks the browser and subscribes, turning it off unsubscribes.
import { SwitchRow } from './SwitchRow.tsx';
import type { PushState } from '../notifications/push-subscription.ts';
import { usePushState } from './use-push-state.ts';

const HINTS: Record<PushState, string> = {
  on: 'Reminders arrive on this device',
  off: 'Get reminders on this device',
  denied: 'Blocked for this site in your browser settings',
  install: "On iPhone, tap Share, then 'Add to Home Screen', and open Clearwater from there",
  unsupported: "This browser can't show notifications",
};

export function PushNotificationsRow() {
  const { state, busy, toggle } = usePushState();
  const unavailable = state === undefined || state === 'install' || state === 'unsupported';
  return (
    <SwitchRow
      label="Push Notifications"
      hint={state ? HINTS[state] : 'Checking this device...'}
      checked={state === 'on'}
      disabled={busy || unavailable}
      onChange={(on) => void toggle(on)}
    />
  );
}
