// Test support: a product's facts as the catalogue hands them to the content service (a chemical,
// with label safety text and the chemistry engine's doses), under any product id.
import type { ProductFacts } from '../product-content.ts';

export const ENGINE_DOSES = ['Raises free chlorine 1 ppm in 10,000 gal: 10.2 fl oz', 'Raises free chlorine 10 ppm in 10,000 gal: 102.3 fl oz'];

export function chlorineFacts(id = 'leslies-liquid-chlorine-12-5-2x1gal'): ProductFacts {
  return {
    id,
    name: "Leslie's Liquid Chlorine 12.5%, 2 x 1 gal",
    brand: "Leslie's",
    category: 'chemicals',
    model: null,
    description: 'Unstabilized pool-strength liquid chlorine.',
    specifications: { Form: 'Liquid' },
    poolCompatibility: { 'Vinyl liner': true, Spas: 'Use spa-sized doses' },
    chemical: { chemistryProduct: 'liquid_chlorine', activeIngredient: 'Sodium hypochlorite', strengthPercent: 12.5, netQuantity: 2, netUnit: 'gal' },
    safety: {
      statements: ['H314: Causes severe skin burns and eye damage.'],
      source: { name: 'UN GHS Rev. 10 (2023) Annex 3 standard phrases', url: 'https://unece.org/transport/dangerous-goods/ghs-rev10-2023', revised: null },
    },
    doses: ENGINE_DOSES.map((description) => ({ description })),
  };
}
