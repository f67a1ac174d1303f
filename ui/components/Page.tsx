// The mobile column every screen sits in: full width up to 430 px phones, centred on wider screens.
import type { ReactNode } from 'react';

export function Page({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-md min-h-dvh ${className}`}>{children}</div>;
}
