// Search input: bounded, normalised to [a-z0-9] words, expanded with the words pool owners use.
import { describe, expect, it } from 'vitest';
import { correctableTokens, MAX_QUERY_CHARS, searchTerms, searchTokens, searchWords, tsQueryText, withCorrections } from './search-terms.ts';

describe('search terms', () => {
  it('normalises case, accents and punctuation into words', () => {
    expect(searchTokens('  Chlôrine   TABLETS!! 3"')).toEqual(['chlorine', 'tablets', '3']);
  });

  it("expands 'pH down' into the acids and 'cal hypo' into calcium hypochlorite", () => {
    expect(searchTerms('pH down').alternatives).toEqual(expect.arrayContaining([['ph', 'down'], ['acid'], ['sodium', 'bisulfate']]));
    expect(searchTerms('cal hypo shock').alternatives).toEqual(expect.arrayContaining([['calcium', 'hypochlorite', 'shock']]));
  });

  it("treats 'CYA' and 'stabilizer' as cyanuric acid, and 'shock' as every shock", () => {
    expect(searchTerms('CYA').alternatives).toEqual(expect.arrayContaining([['cyanuric', 'acid'], ['stabilizer']]));
    expect(searchTerms('stabilizer').alternatives).toEqual(expect.arrayContaining([['cyanuric', 'acid']]));
    expect(searchTerms('shock').alternatives.length).toBeGreaterThan(3);
  });

  it("keeps model numbers for substring matching, and builds a tsquery from [a-z0-9] words only, the query's own words as prefixes", () => {
    const terms = searchTerms('Pentair SP-2610X15');
    expect(terms.modelTokens).toEqual(['2610x15']);
    expect(searchTerms('sp2610x15').modelTokens).toEqual(['sp2610x15']);
    expect(tsQueryText(searchTerms("muriatic'; DROP TABLE"))).toBe('(muriatic:* & drop:* & table:*) | (hydrochloric & acid & drop & table) | (muriatic & acid & drop & table)');
  });

  it('reads at most MAX_QUERY_CHARS characters of any input, quickly', () => {
    const started = performance.now();
    const terms = searchTerms('a'.repeat(1_000_000) + ' chlorine');
    expect(terms.text.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(searchTerms('x\u0000y\ud800 z').text).toBe('x y z');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("adds the catalogue's spelling of misspelt words as one more alternative, and its synonyms", () => {
    const terms = searchTerms('chlorne tablets 3in');
    expect(correctableTokens(terms)).toEqual(['chlorne', 'tablets']);
    expect(withCorrections(terms, new Map([['chlorne', 'chlorine']])).alternatives).toContainEqual(['chlorine', 'tablets', '3in']);
    expect(withCorrections(searchTerms('stabliser'), new Map([['stabliser', 'stabilizer']])).alternatives).toContainEqual(['cyanuric', 'acid']);
    expect(searchWords("Leslie's 3-Inch Chlorine Tablets", 'HTH')).toEqual(['leslie', 'inch', 'chlorine', 'tablets', 'hth']);
  });
});
