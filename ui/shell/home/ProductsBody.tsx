// The body of home section 4 (spec §2), Recommended Products. There is no product catalogue API yet
// (GET /api/products/featured arrives with the catalogue issue), so the list is empty, and an empty
// list shows the spec's 'No products found'. It asks for nothing and invents nothing.
export function ProductsBody() {
  return <p className="text-sm">No products found</p>;
}
