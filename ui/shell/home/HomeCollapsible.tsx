// A collapsible home section (spec §2 sections 3-5) with a 44 px trigger; its body mounts only when open,
// so whatever it loads, it loads only when someone looks.
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';

interface HomeCollapsibleProps {
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
  onOpenChange?: (open: boolean) => void;
}

export function HomeCollapsible({ title, Icon, children, onOpenChange }: HomeCollapsibleProps) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      className="card p-0"
    >
      <h2>
        <Collapsible.Trigger className="flex min-h-11 w-full items-center gap-3 p-4 text-left text-lg font-bold">
          <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-500" />
          <span className="flex-1">{title}</span>
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className="px-4 pb-4">
        {open && children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
