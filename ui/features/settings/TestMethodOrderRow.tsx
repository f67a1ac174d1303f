// Test Method Preference (issue 19): the order /test offers camera, upload and manual entry in. Each
// method moves up or down a place; the new order is saved at once.
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { TestMethod } from '../../../domain/water/test-methods.ts';
import { testMethodOptions } from '../water/test-screen/test-method-options.ts';

function moved(order: readonly TestMethod[], from: number, to: number): TestMethod[] {
  const next = [...order];
  const [method] = next.splice(from, 1);
  next.splice(to, 0, method!);
  return next;
}

export function TestMethodOrderRow({ order, onChange }: { order: readonly TestMethod[]; onChange: (order: TestMethod[]) => void }) {
  const options = testMethodOptions(order);
  return (
    <div className="flex flex-col gap-2 px-4 py-3">
      <p id="test-method-title" className="font-medium">
        Test Method Preference
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">The order Water Testing offers them in.</p>
      <ol aria-labelledby="test-method-title" className="flex flex-col gap-1">
        {options.map(({ kind, label, Icon }, index) => (
          <li key={kind} className="flex items-center gap-2 rounded-xl bg-slate-100 py-0.5 pr-0.5 pl-3 dark:bg-slate-800">
            <span className="w-4 text-sm font-semibold text-slate-600 tabular-nums dark:text-slate-300">{index + 1}</span>
            <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-500" />
            <span className="flex-1 text-sm font-medium">{label}</span>
            <button type="button" className="btn-icon disabled:opacity-30" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onChange(moved(order, index, index - 1))}>
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className="btn-icon disabled:opacity-30"
              aria-label={`Move ${label} down`}
              disabled={index === options.length - 1}
              onClick={() => onChange(moved(order, index, index + 1))}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
