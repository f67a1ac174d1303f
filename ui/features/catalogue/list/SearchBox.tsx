// The /products search box. The list searches once typing pauses, and only for more than 2 characters
// (spec §5); shorter text says how many more are needed.
import { X } from 'lucide-react';
import { Search } from '../icons.ts';
import { MIN_SEARCH_CHARS } from '../../../../contracts/catalogue.contract.ts';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <div role="search" className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
      <input
        type="search"
        aria-label="Search products"
        placeholder="Search products"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        enterKeyHint="search"
        className="min-h-11 w-full rounded-xl border border-slate-300 bg-white pr-10 pl-10 text-base text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <button type="button" aria-label="Clear search" className="btn-icon absolute top-0 right-0" onClick={() => onChange('')}>
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** The hint under the box while the text is too short to search. */
export function searchHint(value: string): string | null {
  const length = value.trim().length;
  return length > 0 && length < MIN_SEARCH_CHARS ? `Type at least ${MIN_SEARCH_CHARS} characters to search` : null;
}
