/* global window, document */
// Runs synchronously in <head> before the first paint (an external file because the CSP forbids inline
// scripts): applies the stored 'ui-theme' preference (light, dark or system; default system) to <html>,
// so the page never flashes the wrong theme. Mirrors ui/shell/theme/theme-state.ts.
(function () {
  var preference = 'system';
  try {
    var stored = window.localStorage.getItem('ui-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch {
    // Storage blocked: fall back to the system setting.
  }
  var dark =
    preference === 'dark' ||
    (preference === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
