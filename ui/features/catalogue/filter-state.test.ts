// The /products filter state: the filtered query it sends (spec §3 Filter state), and which list the
// screen asks for (spec §5: search only past 2 characters, the filtered query only with a filter).
import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_FILTER, FILTERED_LIMIT, listSource, toFilterQuery, toggled } from './filter-state.ts';

describe('toFilterQuery', () => {
  it('sends every chosen filter, lists comma-separated in option order, and leaves out the rest', () => {
    const query = toFilterQuery({
      ...EMPTY_FILTER, priceRange: { min: 25, max: 50 }, vendors: ['leslies', 'amazon'], brands: ['hth'], categories: ['tools', 'chemicals'],
      availability: ['in_stock'], rating: 4, sortBy: 'cost-per-dose',
    });
    expect(query).toEqual({
      priceMin: 25, priceMax: 50, vendors: 'amazon,leslies', brands: 'hth', categories: 'chemicals,tools', availability: 'in_stock', rating: 4,
      sortBy: 'cost-per-dose', limit: FILTERED_LIMIT,
    });
  });

  it('sends no sort for relevance and no price for any price', () => {
    expect(toFilterQuery({ ...EMPTY_FILTER, rating: 2 })).toEqual({ rating: 2, limit: FILTERED_LIMIT });
  });
});

describe('listSource', () => {
  it('shows the featured products when nothing is searched or chosen', () => {
    expect(listSource('', EMPTY_FILTER)).toEqual({ search: null, filter: null, category: null, featured: true });
  });

  it.each(['c', 'ch', '  ch  '])('does not search for %j (2 characters or fewer)', (text) => {
    expect(listSource(text, EMPTY_FILTER).search).toBeNull();
  });

  it('searches the trimmed text from 3 characters', () => {
    expect(listSource(' chl ', EMPTY_FILTER)).toMatchObject({ search: 'chl', filter: null, featured: false });
  });

  it('asks the category alone for one category tile, and the filtered query once anything else is chosen', () => {
    expect(listSource('', { ...EMPTY_FILTER, categories: ['tools'] })).toMatchObject({ category: 'tools', filter: null });
    expect(listSource('', { ...EMPTY_FILTER, categories: ['tools'], sortBy: 'rating' })).toMatchObject({
      category: null, filter: { categories: 'tools', sortBy: 'rating', limit: FILTERED_LIMIT },
    });
  });

  it('runs the filtered query for a sort alone, and gives a search the filters to carry', () => {
    expect(listSource('', { ...EMPTY_FILTER, sortBy: 'price-low' }).filter).toEqual({ sortBy: 'price-low', limit: FILTERED_LIMIT });
    expect(listSource('shock', { ...EMPTY_FILTER, categories: ['chemicals'] })).toMatchObject({
      search: 'shock', category: null, filter: { categories: 'chemicals' },
    });
  });
});

describe('the rest', () => {
  it('counts each choice, the sort included', () => {
    expect(activeFilterCount(EMPTY_FILTER)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTER, vendors: ['amazon', 'leslies'], priceRange: { min: 0, max: 25 }, sortBy: 'newest' })).toBe(4);
  });

  it('toggles a value in and out of a list', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
