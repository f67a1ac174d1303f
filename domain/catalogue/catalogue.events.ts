// The catalogue's events (issue 16). Feed data are outside facts, stored by the import in append-only
// tables (see the catalogue migration); what a user does is an event: a click through to a store,
// recorded in the user's clicks stream and projected into the click counts behind 'popularity'.
import { z } from 'zod';
import type { EpochMs } from '../common/time.ts';
import { VENDOR_IDS } from './catalogue-options.ts';

export const CLICK_SOURCES = ['product_detail', 'product_list', 'recommendation', 'home'] as const;
export type ClickSource = (typeof CLICK_SOURCES)[number];

export const productClickedSchema = z.object({
  productId: z.string().min(1).max(100),
  vendorId: z.enum(VENDOR_IDS),
  source: z.enum(CLICK_SOURCES),
  userId: z.string().min(1).max(100),
  at: z.number(),
});
export type ProductClicked = { type: 'ProductClicked'; data: z.output<typeof productClickedSchema> };
export type CatalogueEvent = ProductClicked;

export const CATALOGUE_EVENT_TYPES = ['ProductClicked'] as const;
export const CLICKS_STREAM_PREFIX = 'clicks-';
/** One stream per user: a user's clicks are one history, and no two users contend on a stream. */
export const clicksStreamOf = (userId: string) => `${CLICKS_STREAM_PREFIX}${userId}`;

export interface TrackClick {
  readonly productId: string;
  readonly vendorId: ProductClicked['data']['vendorId'];
  readonly source: ClickSource;
  readonly userId: string;
  readonly now: EpochMs;
}

/** A click is always recorded: there is no rule to break (the route checks the product and store exist). */
export function decideTrackClick(command: TrackClick): ProductClicked[] {
  return [{ type: 'ProductClicked', data: { productId: command.productId, vendorId: command.vendorId, source: command.source, userId: command.userId, at: command.now } }];
}

export function parseProductClicked(data: unknown): ProductClicked['data'] | undefined {
  const parsed = productClickedSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
