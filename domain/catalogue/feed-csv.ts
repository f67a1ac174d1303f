// CSV product feeds (issue 16): `npm run catalog:import -- feed.csv [--vendor <id>]`.
//
// One offer per row, RFC 4180 (comma-separated, fields with commas, quotes or line breaks in double
// quotes, "" for a quote inside), UTF-8, and a header row naming the columns (any order; unknown
// columns are ignored). Rows with the same `sku` are one product: its product columns are read from
// its first row, and every row adds that row's store offer (later rows may leave the product columns
// empty). A row without vendor_id and price lists the product without an offer.
//
//   column                 feed field (domain/catalogue/feed.schema.ts)      example
//   sku                    sku (required; a-z 0-9 . _ -, stable across feeds)  hth-trichlor-3in-25lb
//   name, description      name, description (required)
//   category               chemicals | equipment | tools | parts | test-kits | cleaning
//   brand, model           brand (required), model
//   image_url              imageUrl (https)
//   rating, review_count   rating (0-5), reviewCount
//   original_price         originalPrice (list price, for the discount)
//   specifications         a JSON object of text values                      {"Weight":"25 lb"}
//   pool_compatibility     a JSON object of booleans or text                 {"Vinyl":true}
//   chemistry_product      chemical.chemistryProduct (e.g. trichlor, liquid_chlorine, muriatic_acid)
//   active_ingredient      chemical.activeIngredient                         Trichloro-s-triazinetrione
//   strength_percent       chemical.strengthPercent (% by weight on the label)  99
//   net_quantity, net_unit chemical.netQuantity, chemical.netUnit (fl_oz gal qt oz lb)
//   safety_statements      chemical.safety.statements, separated by |        Causes serious eye damage.|Keep dry.
//   safety_source_name     chemical.safety.source.name                       HTH Trichlor SDS
//   safety_source_url      chemical.safety.source.url (https)
//   safety_source_revised  chemical.safety.source.revised (YYYY-MM-DD)
//   vendor_id              offer vendorId: amazon | leslies | poolcorp | intheswim | poolsupplyworld
//                          (may be omitted with --vendor, which then applies to every row)
//   price, sale_price      offer price, salePrice
//   shipping_cost          offer shippingCost
//   availability           in_stock | low_stock | out_of_stock | backorder
//   url                    offer url: the store's product page (https)
//   seen_at                offer seenAt (ISO 8601 with offset; the import time when empty)
//
// The chemical columns are read only when chemistry_product is set. A CSV feed is never sample data
// unless `--sample` is given. Errors name the line (the header is line 1) and the column.

export const CSV_COLUMNS = {
  sku: 'sku', name: 'name', description: 'description', category: 'category', brand: 'brand', model: 'model',
  imageUrl: 'image_url', rating: 'rating', reviewCount: 'review_count', originalPrice: 'original_price',
  specifications: 'specifications', poolCompatibility: 'pool_compatibility',
  'chemical.chemistryProduct': 'chemistry_product', 'chemical.activeIngredient': 'active_ingredient',
  'chemical.strengthPercent': 'strength_percent', 'chemical.netQuantity': 'net_quantity', 'chemical.netUnit': 'net_unit',
  'chemical.safety.statements': 'safety_statements', 'chemical.safety.source.name': 'safety_source_name',
  'chemical.safety.source.url': 'safety_source_url', 'chemical.safety.source.revised': 'safety_source_revised',
  vendorId: 'vendor_id', price: 'price', salePrice: 'sale_price', shippingCost: 'shipping_cost', availability: 'availability',
  url: 'url', seenAt: 'seen_at',
} as const;

export interface CsvRecord {
  /** The physical line the record starts on (the header is line 1). */
  readonly line: number;
  readonly cells: readonly string[];
}

/** RFC 4180 records, in one pass over the text (no regular expressions), with the line each starts on. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let atCellStart = true;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    atCellStart = true;
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
      atCellStart = false;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
