// What a search for products looks for (issue 16): the words a pool owner types, normalised, plus
// the names the catalogue uses for the same thing ('pH down' is an acid, 'cal hypo' is calcium
// hypochlorite, 'CYA' is stabilizer). The query is bounded (MAX_QUERY_CHARS) and scanned in one pass
// with no regular expression that can backtrack; the tokens it yields are [a-z0-9] only, so the
// tsquery built from them needs no escaping. The database does the rest: weighted full text for the
// alternatives, pg_trgm for typos and model numbers.
import type { Product as ChemistryProduct } from '../chemistry/products.catalog.ts';

export const MAX_QUERY_CHARS = 100;
const MAX_TOKENS = 8;
const MAX_ALTERNATIVES = 16;

/** Pool owners' words → the catalogue's words for the same product (each alternative is searched too). */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  'cal hypo': ['calcium hypochlorite'],
  'calhypo': ['calcium hypochlorite'],
  'muriatic': ['hydrochloric acid', 'muriatic acid'],
  'ph down': ['acid', 'ph decreaser', 'ph minus', 'sodium bisulfate'],
  'ph minus': ['acid', 'ph decreaser', 'sodium bisulfate'],
  'ph decreaser': ['acid', 'sodium bisulfate'],
  'ph up': ['soda ash', 'ph increaser', 'sodium carbonate', 'ph plus'],
  'ph plus': ['soda ash', 'ph increaser', 'sodium carbonate'],
  'ph increaser': ['soda ash', 'sodium carbonate'],
  'shock': ['calcium hypochlorite', 'dichlor', 'sodium dichloroisocyanurate', 'liquid chlorine', 'sodium hypochlorite'],
  'stabilizer': ['cyanuric acid', 'conditioner'],
  'conditioner': ['cyanuric acid', 'stabilizer'],
  'cya': ['cyanuric acid', 'stabilizer', 'conditioner'],
  'trichlor': ['trichloroisocyanuric', 'chlorine tablets'],
  'pucks': ['chlorine tablets'],
  'dichlor': ['sodium dichloroisocyanurate', 'dichloroisocyanurate'],
  'bleach': ['sodium hypochlorite', 'liquid chlorine'],
  'liquid chlorine': ['sodium hypochlorite'],
  'baking soda': ['sodium bicarbonate', 'alkalinity increaser'],
  'alkalinity up': ['sodium bicarbonate', 'alkalinity increaser'],
  'ta up': ['sodium bicarbonate', 'alkalinity increaser'],
  'calcium up': ['calcium chloride', 'hardness increaser'],
  'hardness up': ['calcium chloride', 'hardness increaser'],
  'soda ash': ['sodium carbonate'],
  'dry acid': ['sodium bisulfate'],
  'pool salt': ['sodium chloride'],
  'test strips': ['test kit'],
};

/** Words the import adds to a chemical's searchable text, so each chemical answers to its common names. */
export const CHEMICAL_KEYWORDS: Record<ChemistryProduct, string> = {
  liquid_chlorine: 'liquid chlorine sodium hypochlorite bleach shock',
  cal_hypo: 'cal hypo calcium hypochlorite shock granular chlorine',
  dichlor: 'dichlor sodium dichloroisocyanurate granular chlorine shock stabilized',
  trichlor: 'trichlor trichloroisocyanuric chlorine tablets pucks stabilized chlorine',
  muriatic_acid: 'muriatic acid hydrochloric acid ph down ph decreaser',
  dry_acid: 'dry acid sodium bisulfate ph down ph decreaser',
  soda_ash: 'soda ash sodium carbonate ph up ph increaser',
  borax: 'borax borates ph up',
  baking_soda: 'baking soda sodium bicarbonate alkalinity increaser',
  stabilizer: 'stabilizer conditioner cyanuric acid cya',
  calcium_chloride_dihydrate: 'calcium chloride hardness increaser',
  calcium_chloride_anhydrous: 'calcium chloride hardness increaser anhydrous',
  salt: 'pool salt sodium chloride',
};

export interface SearchTerms {
  /** The query normalised: lower case, [a-z0-9] words separated by one space (for trigram similarity). */
  readonly text: string;
  /** Alternatives (each one's words all required), the query's own first. */
  readonly alternatives: readonly (readonly string[])[];
  /** Words that look like model numbers (letters and digits), matched inside models. */
  readonly modelTokens: readonly string[];
}

const isWordChar = (code: number) => (code >= 48 && code <= 57) || (code >= 97 && code <= 122);

/** Lower-cased [a-z0-9] words of at most MAX_QUERY_CHARS characters of input (accents folded). */
export function searchTokens(input: string): string[] {
  return searchTokensUnbounded(input.slice(0, MAX_QUERY_CHARS)).slice(0, MAX_TOKENS);
}

function searchTokensUnbounded(input: string): string[] {
  const folded = input.normalize('NFKD').toLowerCase();
  const tokens: string[] = [];
  let current = '';
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i);
    if (isWordChar(code)) current += folded[i];
    else if (code >= 0x300 && code <= 0x36f) continue; // combining accents
    else if (current) {
      tokens.push(current);
      current = '';
    }
  }
  if (current) tokens.push(current);
  return tokens;
}

/** The search a query stands for: its own words, and each synonym's words in place of the owner's. */
export function searchTerms(input: string): SearchTerms {
  const tokens = searchTokens(input);
  const text = tokens.join(' ');
  const alternatives: string[][] = tokens.length > 0 ? [tokens] : [];
  const seen = new Set(alternatives.map((a) => a.join(' ')));
  for (let start = 0; start < tokens.length; start++) {
    for (let end = Math.min(tokens.length, start + 3); end > start; end--) {
      const phrase = tokens.slice(start, end).join(' ');
      for (const replacement of SEARCH_SYNONYMS[phrase] ?? []) {
        const alternative = [...tokens.slice(0, start), ...replacement.split(' '), ...tokens.slice(end)].slice(0, MAX_TOKENS);
        const key = alternative.join(' ');
        if (!seen.has(key) && alternatives.length < MAX_ALTERNATIVES) {
          seen.add(key);
          alternatives.push(alternative);
        }
      }
    }
  }
  const modelTokens = tokens.filter((t) => t.length >= 3 && /[0-9]/.test(t) && /[a-z]/.test(t));
  return { text, alternatives, modelTokens };
}

/**
 * to_tsquery text: alternatives OR-ed, each one's words AND-ed. The query's own words are prefixes
 * (a word still being typed matches); the catalogue's words in the other alternatives are whole.
 */
export function tsQueryText(terms: SearchTerms): string {
  return terms.alternatives.map((words, i) => `(${words.map((w) => (i === 0 ? `${w}:*` : w)).join(' & ')})`).join(' | ');
}

/** Query words worth correcting when the catalogue does not know them: letters only, 4 or more. */
export function correctableTokens(terms: SearchTerms): string[] {
  return [...new Set(terms.alternatives[0] ?? [])].filter((t) => t.length >= 4 && !/[0-9]/.test(t));
}

/** The terms with one more alternative: the query's words with each misspelt one replaced by the catalogue's word. */
export function withCorrections(terms: SearchTerms, corrections: ReadonlyMap<string, string>): SearchTerms {
  const own = terms.alternatives[0];
  if (!own || corrections.size === 0) return terms;
  const corrected = own.map((t) => corrections.get(t) ?? t);
  if (corrected.join(' ') === own.join(' ')) return terms;
  const expanded = searchTerms(corrected.join(' ')).alternatives;
  const seen = new Set(terms.alternatives.map((a) => a.join(' ')));
  const extra = expanded.filter((a) => !seen.has(a.join(' ')));
  return { ...terms, alternatives: [...terms.alternatives, ...extra].slice(0, MAX_ALTERNATIVES) };
}

/** The words a product is found by when misspelt: its name's, brand's and chemical's common names (letters, 3 or more). */
export function searchWords(...texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of searchTokensUnbounded(text)) if (token.length >= 3 && !/[0-9]/.test(token)) words.add(token);
  }
  return [...words];
}
