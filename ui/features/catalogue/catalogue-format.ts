// How the catalogue words its numbers and names (issue 16, spec §9): money, discount, ratings, the
// 'as of' time of a price, cost per dose in 10,000 gallons (10,000 litres with metric units) and for the
// owner's pool, and the labels of the filter lists. Pure: the clock comes in as an argument.
import type { UnitSystem } from '../../../domain/chemistry/display-units.ts';
import { LITERS_PER_GALLON, litersFromGallons } from '../../../domain/chemistry/units.constants.ts';
import type { Availability, ProductCategory, SortOption, VendorId } from '../../../contracts/catalogue.contract.ts';
import { VENDOR_NAMES } from '../../../contracts/catalogue.contract.ts';
import type { Product } from '../../api/catalogue.api.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatMoney = (amount: number): string => usd.format(amount);

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  chemicals: 'Chemicals',
  equipment: 'Equipment',
  tools: 'Tools',
  parts: 'Parts',
  'test-kits': 'Test Kits',
  cleaning: 'Cleaning',
};

export const BRAND_LABELS: Record<string, string> = {
  hth: 'HTH',
  clorox: 'Clorox',
  leslies: "Leslie's",
  pentair: 'Pentair',
  hayward: 'Hayward',
  jandy: 'Jandy',
  zodiac: 'Zodiac',
};

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  out_of_stock: 'Out of stock',
  backorder: 'Backorder',
};

export const SORT_LABELS: Record<SortOption, string> = {
  relevance: 'Relevance',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Rating',
  newest: 'Newest',
  popularity: 'Popularity',
  'cost-per-dose': 'Cost per dose',
};

export const vendorName = (vendorId: VendorId): string => VENDOR_NAMES[vendorId];

/** '1,234 reviews', '1 review'. */
export const reviewsText = (reviewCount: number): string =>
  `${reviewCount.toLocaleString('en-US')} ${reviewCount === 1 ? 'review' : 'reviews'}`;

/** When a store showed the price: 'just now', '5 min ago', '3 h ago', else the date. */
export function asOfText(seenAt: string, now: number): string {
  const then = Date.parse(seenAt);
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now - then) / 60_000);
  if (minutes < 1) return 'as of just now';
  if (minutes < 60) return `as of ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `as of ${hours} h ago`;
  return `as of ${new Date(then).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
}

const PARAMETER_LABELS: Record<NonNullable<Product['costPerDose']>['parameter'], string> = {
  fc: 'FC',
  ph: 'pH',
  ta: 'TA',
  cya: 'CYA',
  ch: 'CH',
  salt: 'salt',
};

/** 'ppm FC', '10 ppm TA', '0.1 pH', with 'down' for a product that lowers the parameter. */
function changeText(dose: NonNullable<Product['costPerDose']>): string {
  const label = PARAMETER_LABELS[dose.parameter];
  const amount = dose.parameter === 'ph' ? `${dose.change} ${label}` : dose.change === 1 ? `ppm ${label}` : `${dose.change} ppm ${label}`;
  return dose.direction === 'down' ? `${amount} down` : amount;
}

/** Cents below a dollar keep two decimals; tiny costs keep three so a cheap dose does not read $0.00. */
const doseMoney = (amount: number): string => (amount > 0 && amount < 0.01 ? `$${amount.toFixed(3)}` : formatMoney(amount));

/** The volume a cost per dose is quoted for: 10,000 gallons, or 10,000 litres with metric units (issue 19). */
export const PRICED_VOLUME_TEXT: Record<UnitSystem, string> = { imperial: '10,000 gal', metric: '10,000 L' };

/**
 * '$0.21 per ppm FC in 10,000 gal' (issue 16), or with metric '$0.055 per ppm FC in 10,000 L': doses
 * are proportional to volume, so 10,000 litres costs the 10,000-gallon price / 3.785.
 */
export function costPerDoseText(dose: NonNullable<Product['costPerDose']>, units: UnitSystem): string {
  const cost = units === 'metric' ? dose.costPer10kGallons / LITERS_PER_GALLON : dose.costPer10kGallons;
  return `${doseMoney(cost)} per ${changeText(dose)} in ${PRICED_VOLUME_TEXT[units]}`;
}

/** For the owner's pool: cost × volumeGallons / 10,000, its volume in gallons or litres. */
export function poolCostPerDoseText(dose: NonNullable<Product['costPerDose']>, volumeGallons: number, units: UnitSystem): string {
  const cost = (dose.costPer10kGallons * volumeGallons) / 10_000;
  const volume = units === 'metric' ? `${WHOLE.format(litersFromGallons(volumeGallons))} L` : `${WHOLE.format(volumeGallons)} gal`;
  return `${doseMoney(cost)} per ${changeText(dose)} in your ${volume} pool`;
}
