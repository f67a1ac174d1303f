// 'Page Not Found' with a 'Go to Home' link (spec §2): every unknown path, and every path but / and
// /login for a visitor. A plain link so it works whether or not a router is mounted.
import { Compass } from 'lucide-react';
import { Page } from './Page.tsx';

export function NotFoundScreen() {
  return (
    <Page>
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <Compass aria-hidden="true" className="size-12 text-brand-600 dark:text-brand-500" />
        <h1 className="text-2xl font-bold">Page Not Found</h1>
        <p className="text-slate-600 dark:text-slate-300">The page you are looking for does not exist.</p>
        <a href="/" className="btn-primary">
          Go to Home
        </a>
      </main>
    </Page>
  );
}
