// Sub-screen header (spec §2): a back button to / and the screen title. A screen reached from another
// sub-screen (a product from /products) goes back there instead.
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

interface SubScreenHeaderProps {
  title: string;
  back?: { to: '/products'; label: string };
}

export function SubScreenHeader({ title, back }: SubScreenHeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white/90 px-2 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <Link to={back?.to ?? '/'} aria-label={back?.label ?? 'Back to home'} className="btn-icon">
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <h1 className="text-lg font-bold">{title}</h1>
    </header>
  );
}
