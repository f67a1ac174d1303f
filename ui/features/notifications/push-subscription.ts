// This browser's web push subscription (issue 19): whether to ask, asking (the browser's permission
// prompt must come from a tap), subscribing with the server's VAPID key and registering the
// subscription with the server; reading whether this browser receives pushes now, and stopping them
// (Settings' Push Notifications switch).
import { notificationPaths, vapidPublicKeyReplySchema } from '../../../contracts/notifications.contract.ts';
import { apiJson } from '../../api/client.ts';

/** Spec §3: set once the owner has answered the permission dialog either way. */
export const PERMISSION_ASKED_KEY = 'notification_permission_asked';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** iPhone and iPad Safari outside the home-screen app: web push exists only in the installed app (iOS 16.4+). */
export function needsHomeScreenInstall(): boolean {
  const ios = /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

/** Spec §2: supported, permission undecided, and not asked before. */
export function shouldAskPermission(): boolean {
  if (localStorage.getItem(PERMISSION_ASKED_KEY) !== null) return false;
  if (needsHomeScreenInstall()) return true;
  return pushSupported() && Notification.permission === 'default';
}

export function markPermissionAsked(): void {
  localStorage.setItem(PERMISSION_ASKED_KEY, 'true');
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const bytes = atob(base64);
  const key = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let i = 0; i < bytes.length; i++) key[i] = bytes.charCodeAt(i);
  return key;
}

/** How long to wait for the service worker before giving up (it registers after the page loads). */
const SERVICE_WORKER_WAIT_MS = 10_000;

export type EnableResult = 'enabled' | 'denied' | 'failed';

/** Asks the browser (call from a tap), then subscribes this browser and tells the server. */
export async function enablePush(): Promise<EnableResult> {
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return 'denied';
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('service worker not ready')), SERVICE_WORKER_WAIT_MS)),
    ]);
    const { publicKey } = await apiJson('GET', notificationPaths.vapidPublicKey(), { schema: vapidPublicKeyReplySchema });
    const subscription = (await registration.pushManager.getSubscription())
      ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
    const { endpoint, keys } = subscription.toJSON();
    await apiJson('POST', notificationPaths.subscribe(), { payload: { endpoint, keys, userAgent: navigator.userAgent.slice(0, 500) } });
    return 'enabled';
  } catch {
    return 'failed';
  }
}

/**
 * Whether this browser receives pushes: 'on' with permission and a subscription; 'off' when it could;
 * 'denied' when the browser blocks this site; 'install' on iPhone Safari outside the home-screen app;
 * 'unsupported' without web push.
 */
export type PushState = 'on' | 'off' | 'denied' | 'install' | 'unsupported';

export async function readPushState(): Promise<PushState> {
  if (needsHomeScreenInstall()) return 'install';
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** Stops pushes to this browser: the server forgets it first, then the browser drops the subscription. */
export async function disablePush(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return true;
    await apiJson('POST', notificationPaths.unsubscribe(), { payload: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
    return true;
  } catch {
    return false;
  }
}
