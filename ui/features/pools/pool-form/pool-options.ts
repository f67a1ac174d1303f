// Display labels for the pool profile's option values (spec §3), e.g. 'pebble_tec' → 'Pebble Tec'.
const SPECIAL: Record<string, string> = {
  inground: 'In-ground',
  above_ground: 'Above-ground',
  l_shaped: 'L-Shaped',
  pebble_tec: 'Pebble Tec',
  uv: 'UV',
  cal_hypo: 'Cal-Hypo',
  de: 'DE',
  glass_media: 'Glass Media',
  sta_rite: 'Sta-Rite',
  aquarite: 'AquaRite',
  heat_pump: 'Heat Pump',
  ph_feeder: 'pH Feeder',
  co2_system: 'CO2 System',
  low: 'Low (1-2 people)',
  medium: 'Medium (3-6)',
  high: 'High (7+)',
  full: 'Full (6+ h)',
  partial: 'Partial (3-6 h)',
  budget: 'Budget ($50-100 per month)',
  moderate: 'Moderate ($100-200)',
  premium: 'Premium ($200+)',
};

export function optionLabel(value: string | number): string {
  const text = String(value);
  const special = SPECIAL[text];
  if (special) return special;
  return text
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
