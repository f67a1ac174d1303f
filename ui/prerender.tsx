// Build-time pre-rendering (imported by the prerender plugin in vite.config.ts, never by the app): the
// markup of the screens the app shows first, written into the built HTML so they paint before any
// JavaScript has loaded. mount-app.tsx then renders the same screen over it.
import { renderToString } from 'react-dom/server';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import { LandingScreen } from './shell/landing/LandingScreen.tsx';

/** The screens that can be pre-rendered, by the name mount-app.tsx reads from #root's data-prerendered. */
export type PrerenderedScreen = 'loading' | 'landing';

export function prerenderScreen(screen: PrerenderedScreen): string {
  switch (screen) {
    case 'loading':
      return renderToString(<LoadingScreen />);
    case 'landing':
      return renderToString(<LandingScreen />);
    default: {
      const unknown: never = screen;
      throw new Error(`no pre-render for ${String(unknown)}`);
    }
  }
}
