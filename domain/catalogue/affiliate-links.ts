// Affiliate links (issue 16), built on the server from a store's product URL and the operator's tag
// for that store (AFFILIATE_TAG_<STORE>); without a tag, the plain product URL. Amazon Associates
// reads `tag`. The other stores' programmes run on affiliate networks whose parameter depends on the
// operator's contract; the names below are the stores' own referral parameters as we found them
// documented and are a default: an operator whose network uses another parameter changes it here.
import type { VendorId } from './catalogue-options.ts';

export const AFFILIATE_PARAMETERS: Record<VendorId, string> = {
  amazon: 'tag',
  leslies: 'affid',
  poolcorp: 'ref',
  intheswim: 'aff',
  poolsupplyworld: 'aff_id',
};

export type AffiliateTags = Partial<Record<VendorId, string | undefined>>;

/** The URL to send the shopper to: the store's URL with our tag set (replacing any tag the feed carried). */
export function affiliateUrl(vendorId: VendorId, productUrl: string, tags: AffiliateTags): string {
  const tag = tags[vendorId];
  if (!tag) return productUrl;
  let url: URL;
  try {
    url = new URL(productUrl);
  } catch {
    return productUrl;
  }
  if (url.protocol !== 'https:') return productUrl;
  url.searchParams.set(AFFILIATE_PARAMETERS[vendorId], tag);
  return url.toString();
}
