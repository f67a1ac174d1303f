// What recommendations read from the catalogue (issue 16): the chemicals that deliver given chemistry
// products, with their Best Price, for domain/catalogue/recommendations.ts to rank per dose.
import type { Product } from '../../contracts/catalogue.contract.ts';
import type { Product as ChemistryProduct } from '../../domain/chemistry/index.ts';
import type { CatalogueChemical } from '../../domain/catalogue/recommendations.ts';
import '../../infra/catalogue/catalogue.tables.ts';
import type { ProjectionDb } from '../projection.ts';
import { chemicalFactsOf, PRODUCT_COLUMNS, productsFrom, toProduct, type ProductRow } from './product-view.ts';

export interface ChemicalOffer extends CatalogueChemical {
  readonly product: Product;
}

/** The catalogue's chemicals for each chemistry product asked, with their Best Price (null: no store lists one). */
export async function chemicalsFor(db: ProjectionDb, products: readonly ChemistryProduct[], now: number): Promise<Map<ChemistryProduct, ChemicalOffer[]>> {
  const out = new Map<ChemistryProduct, ChemicalOffer[]>();
  if (products.length === 0) return out;
  const rows = await productsFrom(db).select(PRODUCT_COLUMNS).where('p.chemistry_product', 'in', [...new Set(products)])
    .orderBy('p.id').limit(2000).execute();
  for (const raw of rows) {
    const row = raw as ProductRow;
    const facts = chemicalFactsOf(row);
    if (!facts) continue;
    const product = toProduct(row, now);
    const list = out.get(facts.chemistryProduct) ?? [];
    list.push({ ...facts, id: row.id, name: row.name, description: row.description, price: product.price, originalPrice: product.originalPrice, product });
    out.set(facts.chemistryProduct, list);
  }
  return out;
}
