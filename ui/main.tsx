// Browser entry. The HTML already shows a pre-rendered screen (ui/prerender.tsx); evaluating the app's
// JavaScript takes a few hundred milliseconds on a phone, so let the browser paint that screen first
// and only then import the app. index.html modulepreloads the app's chunks (a plugin in vite.config.ts
// adds them), so waiting for the paint does not delay their download.

// Imported here, not by the app, so the stylesheet stays a <link> in the HTML and styles the first paint.
import './styles.css';

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

let started = false;
const startApp = (): void => {
  if (started) return;
  started = true;
  // React first, then the app in a later task: two shorter tasks keep the page more responsive to a tap
  // than one long one.
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./mount-app.tsx'));
};

/** Runs start once the browser reports the first contentful paint (the pre-rendered screen). */
function afterFirstPaint(start: () => void): void {
  // Nothing pre-rendered (the dev server), a hidden tab that paints nothing, or a browser that cannot
  // tell us: start at once.
  const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
  if (!prerendered || document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    start();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A first paint without content reports no entry; never wait long for one.
  setTimeout(start, 1000);
}

// The pre-rendered landing screen goes only to a visitor and is static: its one action, Get Started, is
// a plain link, so the app would only draw the same screen again. Load no app there.
if (document.getElementById('root')?.dataset.prerendered !== 'landing') afterFirstPaint(startApp);

// The service worker (ui/public/sw.js): pushes, and the app shell offline. Registered a few seconds
// after the page has loaded: installing it downloads every hashed asset for offline use, which must
// not compete with the first screen's code and data (the signed-in home's still arrive after 'load').
// Whatever waits for it (the push subscription) awaits navigator.serviceWorker.ready.
const SERVICE_WORKER_DELAY_MS = 3000;
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    setTimeout(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined), SERVICE_WORKER_DELAY_MS);
  });
}
