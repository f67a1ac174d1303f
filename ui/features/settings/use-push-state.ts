// Settings' Push Notifications switch: what this browser really does (permission and subscription,
// read when the screen opens), and turning pushes on (the browser asks, from the tap) or off.
import { useEffect, useState } from 'react';
import { toast } from '../../shell/toast/toast-state.ts';
import { disablePush, enablePush, markPermissionAsked, readPushState, type PushState } from '../notifications/push-subscription.ts';
import { toastEnableResult } from '../notifications/push-toasts.ts';

export interface PushSwitch {
  /** undefined while the browser is being asked. */
  readonly state: PushState | undefined;
  readonly busy: boolean;
  toggle(on: boolean): Promise<void>;
}

export function usePushState(): PushSwitch {
  const [state, setState] = useState<PushState>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void readPushState().then((read) => live && setState(read), () => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    if (on) {
      // Asked now, from Settings: the 2 s dialog on home need not ask again.
      markPermissionAsked();
      toastEnableResult(await enablePush());
    } else if (await disablePush()) {
      toast({ title: 'Notifications Disabled', description: "You won't get reminders on this device." });
    } else {
      toast({ title: 'Error', description: 'Failed to turn off notifications. Please try again.', variant: 'destructive' });
    }
    setState(await readPushState().catch(() => 'unsupported' as const));
    setBusy(false);
  };
  return { state, busy, toggle };
}
