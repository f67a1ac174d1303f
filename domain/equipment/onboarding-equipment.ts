// The equipment a pool's onboarding profile already names (its filters, pump, heater, cleaner,
// chlorinator and cover), so a new pool has its equipment listed without the owner typing it twice.
// Each item has a stable key, so registering again adds nothing.
import type { PoolProfile } from '../pools/pool-profile.schema.ts';
import type { EquipmentDetails } from './equipment-rules.ts';

export interface OnboardingEquipment {
  readonly key: string;
  readonly details: EquipmentDetails;
}

/** Days between filter cleanings by filter type (backwash for sand, DE and glass; rinse for cartridge). */
export const FILTER_CLEANING_DAYS = { sand: 30, de: 30, glass_media: 30, cartridge: 90 } as const satisfies Record<PoolProfile['filterType'], number>;
const SALT_CELL_INSPECTION_DAYS = 90;

const BRAND_NAMES: Record<string, string> = { pentair: 'Pentair', hayward: 'Hayward', jandy: 'Jandy', sta_rite: 'Sta-Rite', aquarite: 'AquaRite' };
const words = (value: string) => value.replace(/_/g, ' ');
const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const FILTER_NAMES: Record<PoolProfile['filterType'], string> = { sand: 'Sand filter', cartridge: 'Cartridge filter', de: 'DE filter', glass_media: 'Glass media filter' };

function item(key: string, details: Partial<EquipmentDetails> & Pick<EquipmentDetails, 'name' | 'category'>): OnboardingEquipment {
  return {
    key,
    details: {
      brand: null, model: null, serialNumber: null, installDate: null, warrantyExpiration: null, maintenanceIntervalDays: null,
      lastMaintenanceDate: null, notes: null, condition: 'good', ...details,
    },
  };
}

export function equipmentFromProfile(profile: PoolProfile): OnboardingEquipment[] {
  const brandOf = (brand: string | null) => (brand ? BRAND_NAMES[brand] ?? null : null);
  const items: OnboardingEquipment[] = [];
  const filters = Math.max(1, profile.numberOfFilters);
  for (let n = 1; n <= filters; n++) {
    const name = filters > 1 ? `${FILTER_NAMES[profile.filterType]} ${n}` : FILTER_NAMES[profile.filterType];
    items.push(item(`filter-${n}`, { name, category: 'filter', brand: brandOf(profile.filterBrand), maintenanceIntervalDays: FILTER_CLEANING_DAYS[profile.filterType] }));
  }
  const horsepower = profile.pumpHorsepower === null ? null : `${profile.pumpHorsepower} HP`;
  items.push(item('pump', { name: capitalized(`${words(profile.pumpType)} pump`), category: 'pump', brand: brandOf(profile.pumpBrand), notes: horsepower }));
  if (profile.hasHeater) items.push(item('heater', { name: profile.heaterType ? capitalized(`${words(profile.heaterType)} heater`) : 'Heater', category: 'heater' }));
  if (profile.hasAutoCleaner) {
    items.push(item('cleaner', { name: profile.autoCleanerType ? capitalized(`${profile.autoCleanerType} cleaner`) : 'Automatic cleaner', category: 'cleaner' }));
  }
  if (profile.sanitationType === 'salt' && profile.hasSaltChlorinator) {
    items.push(item('salt-chlorinator', {
      name: 'Salt chlorinator', category: 'chlorinator', brand: brandOf(profile.saltChlorinatorBrand), model: profile.saltChlorinatorModel,
      maintenanceIntervalDays: SALT_CELL_INSPECTION_DAYS,
    }));
  }
  if (profile.hasChemicalAutoFeeder) {
    const chlorine = profile.autoFeederType === 'chlorinator' || profile.autoFeederType === null;
    const name = profile.autoFeederType ? capitalized(words(profile.autoFeederType === 'chlorinator' ? 'chlorine feeder' : profile.autoFeederType)) : 'Chemical feeder';
    items.push(item('auto-feeder', { name: name.replace('Ph ', 'pH ').replace('Co2', 'CO2'), category: chlorine ? 'chlorinator' : 'other' }));
  }
  if (profile.hasCover) items.push(item('cover', { name: profile.coverType ? capitalized(`${profile.coverType} cover`) : 'Pool cover', category: 'cover' }));
  return items;
}
