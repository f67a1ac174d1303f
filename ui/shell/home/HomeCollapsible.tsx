// A collapsible home section (spec §2 sections 3-5) with a 44 px trigger; its body mounts only when open,
// so whatever it loads, it loads only when someone looks. A native disclosure button (aria-expanded,
// aria-controls) rather than Radix Collapsible: the same semantics, and home's first-screen JavaScript
// has no room for the library.
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

interface HomeCollapsibleProps {
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
  onOpenChange?: (open: boolean) => void;
}

export function HomeCollapsible({ title, Icon, children, onOpenChange }: HomeCollapsibleProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className="card p-0" data-state={open ? 'open' : 'closed'}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen(!open);
            onOpenChange?.(!open);
          }}
          className="flex min-h-11 w-full items-center gap-3 p-4 text-left text-lg font-bold"
        >
          <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-500" />
          <span className="flex-1">{title}</span>
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="px-4 pb-4">
        {open && children}
      </div>
    </section>
  );
}
