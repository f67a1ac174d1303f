// Signed-out landing screen (spec §1): the product title, three feature blurbs, Get Started (a browser
// navigation to the login endpoint) and the terms notice.
import { Camera, Droplets, ShoppingBag, Wrench } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { LOGIN_PATH } from '../../api/users.api.ts';
import { Page } from '../../components/Page.tsx';

interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const LANDING_FEATURES: readonly Feature[] = [
  { title: 'AI Photo Analysis', text: 'Instant test strip reading with camera', Icon: Camera },
  { title: 'Smart Recommendations', text: 'Best products at best prices', Icon: ShoppingBag },
  { title: 'Equipment Tracking', text: 'Monitor warranty and maintenance schedules', Icon: Wrench },
];

export function LandingScreen() {
  return (
    <Page className="flex flex-col px-6 py-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-md">
          <Droplets aria-hidden="true" className="size-9" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Clearwater</h1>
      </header>

      <main className="mt-10 flex flex-1 flex-col gap-4">
        <ul className="flex flex-col gap-3" aria-label="Features">
          {LANDING_FEATURES.map(({ title, text, Icon }) => (
            <li key={title} className="card flex items-center gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-500">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2 className="font-semibold">{title}</h2>
                <p className="text-sm text-slate-600 dark:text-slate-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>

        <a href={LOGIN_PATH} className="btn-primary mt-6 w-full text-lg">
          Get Started
        </a>
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          By continuing, you agree to our Terms of Service and Privacy Policy.
        </p>
      </main>
    </Page>
  );
}
