// Browser entry. The HTML already shows a pre-rendered screen (ui/prerender.tsx); evaluating the app's
// JavaScript takes a few hundred milliseconds on a phone, so let the browser paint that screen first
// and only then import the app. index.html modulepreloads the app's chunks (a plugin in vite.config.ts
// adds them), so waiting for the paint does not delay their download.

// Imported here, not by the app, so the stylesheet stays a <link> in the HTML and styles the first paint.
import './styles.css';

let started = false;
const startApp = (): void => {
  if (started) return;
  started = true;
  void import('./mount-app.tsx');
};

// A hidden tab gets no animation frames, and has nothing to paint anyway.
if (document.visibilityState === 'hidden') startApp();
// The timeout inside the frame callback runs after that frame is painted.
else requestAnimationFrame(() => setTimeout(startApp, 0));
