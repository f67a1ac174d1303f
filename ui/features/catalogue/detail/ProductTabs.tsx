// The product's tabs (spec §2, §3 AI product content): Overview, Usage, Safety, Specs (Radix tabs). Text
// the model has not written yet says it is being generated only while it is (status 'generating'; the
// query polls meanwhile). Safety is the label/SDS text word for word with its source; doses are the
// chemistry engine's; chlorine products carry the mixing warning.
import { useQuery } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { productContentQueryOptions, type Product, type ProductContent } from '../../../api/catalogue.api.ts';
import { MixingWarning } from './MixingWarning.tsx';
import { textInUnits } from '../../../../domain/chemistry/display-units.ts';
import { usePreferences } from '../../settings/use-preferences.ts';

const TABS = ['Overview', 'Usage', 'Safety', 'Specs'] as const;

export function ProductTabs({ product }: { product: Product }) {
  const { data: content, isPending, isError, refetch } = useQuery(productContentQueryOptions(product.id));
  return (
    <section aria-label="Product information" className="card p-0">
      <Tabs.Root defaultValue="Overview">
        <Tabs.List aria-label="Product information" className="grid grid-cols-4 border-b border-slate-200 dark:border-slate-800">
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="min-h-11 border-b-2 border-transparent px-1 text-sm font-semibold text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-400 dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-brand-100"
            >
              {tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="p-4 text-sm">
          {isPending ? (
            <p role="status" className="text-slate-600 dark:text-slate-400">Loading product information...</p>
          ) : isError ? (
            <div role="alert" className="flex flex-col gap-2">
              <p>We couldn't load this product's information. Please try again.</p>
              <button type="button" className="btn-secondary" onClick={() => void refetch()}>
                Try Again
              </button>
            </div>
          ) : (
            <>
              <Tabs.Content value="Overview"><Overview content={content} description={product.description} /></Tabs.Content>
              <Tabs.Content value="Usage"><Usage content={content} product={product} /></Tabs.Content>
              <Tabs.Content value="Safety"><Safety content={content} product={product} /></Tabs.Content>
              <Tabs.Content value="Specs"><Specs product={product} /></Tabs.Content>
            </>
          )}
        </div>
      </Tabs.Root>
    </section>
  );
}

/** What a missing text says: 'being generated' only while it is. */
function Missing({ content, what, otherwise }: { content: ProductContent; what: string; otherwise: string }) {
  return (
    <p role="status" className="text-slate-600 dark:text-slate-400">
      {content.status === 'generating' ? `${what} is being generated. It will appear here in a moment.` : otherwise}
    </p>
  );
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold">{title}</h3>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    </div>
  );
}

function Stack({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3">{children}</div>;
}

/** The overview; until one is written (or without a model) the product's own description. */
function Overview({ content, description }: { content: ProductContent; description: string }) {
  return (
    <Stack>
      {content.overview ? (
        <p>{content.overview}</p>
      ) : (
        <>
          {content.status === 'generating' && <Missing content={content} what="The overview" otherwise="" />}
          <p>{description}</p>
        </>
      )}
      <List title="Best practices" items={content.bestPractices} />
      <List title="Tips" items={content.tips} />
      <List title="Works with" items={content.compatibility} />
      {content.model && <p className="text-xs text-slate-600 dark:text-slate-400">Written with AI ({content.model}) from the product's facts.</p>}
    </Stack>
  );
}

function Usage({ content, product }: { content: ProductContent; product: Product }) {
  // The engine's doses are written in US units; a metric owner reads them in litres, mL and g.
  const { units } = usePreferences();
  return (
    <Stack>
      <MixingWarning chemistryProduct={product.chemical?.chemistryProduct} />
      {content.usage ? <p>{content.usage}</p> : <Missing content={content} what="Usage guidance" otherwise="No usage guidance available for this product." />}
      {content.doses.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">Doses</h3>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {content.doses.map((dose) => <li key={dose.description}>{textInUnits(dose.description, units)}</li>)}
          </ul>
          <p className="text-xs text-slate-600 dark:text-slate-400">Worked out by Clearwater's chemistry engine. Add gradually and retest before adding more.</p>
        </div>
      )}
    </Stack>
  );
}

function Safety({ content, product }: { content: ProductContent; product: Product }) {
  const source = content.safetySource;
  return (
    <Stack>
      <MixingWarning chemistryProduct={product.chemical?.chemistryProduct} />
      {content.safety.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {content.safety.map((statement) => <li key={statement}>{statement}</li>)}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">No safety statements on file for this product. Read the label before use.</p>
      )}
      {source && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Source:{' '}
          <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline dark:text-brand-100">
            {source.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {source.revised && <> (revised {source.revised})</>}
        </p>
      )}
    </Stack>
  );
}

function Specs({ product }: { product: Product }) {
  const rows: [string, string][] = [
    ['Brand', product.brand],
    ...(product.model ? [['Model', product.model] as [string, string]] : []),
    ...(product.chemical
      ? [
          ['Active ingredient', `${product.chemical.activeIngredient} (${product.chemical.strengthPercent}%)`] as [string, string],
          ['Net quantity', `${product.chemical.netQuantity} ${product.chemical.netUnit.replace('_', ' ')}`] as [string, string],
        ]
      : []),
    ...Object.entries(product.specifications),
    ...Object.entries(product.poolCompatibility).map(([name, value]): [string, string] => [name, typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value]),
  ];
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-slate-700 dark:text-slate-300">{name}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
