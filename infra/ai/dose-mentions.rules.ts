// Doses in generated product text are always the chemistry engine's (issue 16). A model may still
// write "add 2 lb per 10,000 gallons"; any sentence with a number and an amount unit is replaced by
// the engine's dose sentences (the first one) or dropped (the rest). Pure, and linear: texts are cut
// to MAX_TEXT_CHARS first, then read by character and word scans (the only regular expressions are
// two fixed abbreviations, which cannot backtrack).

/** Longest text the scan reads; generated fields are far shorter. */
export const MAX_TEXT_CHARS = 4000;

const NUMBER_WORDS = new Set([
  'a', 'an', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'thousand', 'half', 'quarter', 'few', 'several', 'couple',
]);
/** Words naming an amount of product or a concentration. */
const AMOUNT_UNITS = new Set([
  'oz', 'ounce', 'ounces', 'fl', 'fluid', 'lb', 'lbs', 'pound', 'pounds', 'gal', 'gals', 'gallon', 'gallons',
  'qt', 'qts', 'quart', 'quarts', 'pint', 'pints', 'cup', 'cups', 'tbsp', 'tablespoon', 'tablespoons', 'tsp', 'teaspoon',
  'teaspoons', 'ml', 'l', 'liter', 'liters', 'litre', 'litres', 'g', 'gram', 'grams', 'kg', 'kilogram', 'kilograms', 'mg',
  'ppm', 'tablet', 'tablets', 'tab', 'tabs', 'scoop', 'scoops', 'capful', 'capfuls', 'bag', 'bags',
]);
/** Units an article can count ("a gallon", "a cup"); "a G3" or "a bag" is no amount. */
const ARTICLE_UNITS = new Set(['ounce', 'pound', 'gallon', 'quart', 'pint', 'cup', 'tablespoon', 'teaspoon', 'liter', 'litre', 'gram', 'kilogram', 'scoop', 'capful']);
/** "a 5-gallon bucket", "a 50 lb bag": a container's size, not a dose. */
const CONTAINERS = new Set(['bucket', 'buckets', 'pail', 'pails', 'jug', 'jugs', 'bottle', 'bottles', 'container', 'containers', 'bag', 'bags', 'box', 'boxes']);
const FRACTIONS = new Set(['½', '¼', '¾', '⅓', '⅔', '⅛']);
/** "10k gallons", "2 thousand gallons": the unit comes one word later. */
const MULTIPLIERS = new Set(['k', 'thousand', 'million', 'hundred']);

/** Words and numbers of a text, lower-cased ("2.5", "10,000", "½", "oz"). */
export function tokens(text: string): string[] {
  const out: string[] = [];
  let word = '';
  const flush = () => {
    if (word) out.push(word);
    word = '';
  };
  const lower = text.slice(0, MAX_TEXT_CHARS).toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i]!;
    const isDigit = c >= '0' && c <= '9';
    const isLetter = c >= 'a' && c <= 'z';
    const inNumber = word !== '' && word[0]! >= '0' && word[0]! <= '9';
    if (isDigit) {
      if (word && !inNumber) flush();
      word += c;
    } else if (isLetter) {
      if (inNumber) flush();
      word += c;
    } else if ((c === '.' || c === ',') && inNumber && /[0-9]/.test(lower[i + 1] ?? '')) {
      word += c;
    } else {
      flush();
      if (FRACTIONS.has(c)) out.push(c);
    }
  }
  flush();
  return out;
}

const isNumber = (token: string) => (token[0]! >= '0' && token[0]! <= '9') || FRACTIONS.has(token) || NUMBER_WORDS.has(token);

/** Whether the text gives an amount: a number followed by an amount unit that is not a container size. */
export function mentionsDoseAmount(text: string): boolean {
  const words = tokens(text);
  for (let i = 0; i + 1 < words.length; i++) {
    if (!isNumber(words[i]!)) continue;
    const at = MULTIPLIERS.has(words[i + 1]!) ? i + 2 : i + 1;
    const unit = words[at];
    if (unit === undefined || !AMOUNT_UNITS.has(unit)) continue;
    const after = unit === 'fl' || unit === 'fluid' ? words[at + 2] : words[at + 1];
    if (after !== undefined && CONTAINERS.has(after)) continue;
    if ((words[i] === 'a' || words[i] === 'an') && !ARTICLE_UNITS.has(unit)) continue;
    return true;
  }
  return false;
}

/** Sentences of a text, split after . ! ? followed by white space (so 2.5 and 10,000 stay whole), and at line breaks. */
export function sentences(text: string): string[] {
  const bounded = text.slice(0, MAX_TEXT_CHARS).replace(/\bfl\. oz\./gi, 'fl oz').replace(/\boz\.(?=\s+[a-z])/g, 'oz');
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < bounded.length; i++) {
    const c = bounded[i]!;
    const next = bounded[i + 1];
    const ends = c === '\n' || ((c === '.' || c === '!' || c === '?') && (next === undefined || next === ' ' || next === '\n' || next === '\t'));
    if (!ends) continue;
    const sentence = bounded.slice(start, i + 1).trim();
    if (sentence) out.push(sentence);
    start = i + 1;
  }
  const rest = bounded.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The text with every sentence that gives an amount taken out; with insertDoses, the first such
 * sentence becomes the engine's dose sentences instead.
 */
export function replaceDoseMentions(text: string, doseSentences: readonly string[], options: { insertDoses: boolean }): string {
  const out: string[] = [];
  let inserted = false;
  for (const sentence of sentences(text)) {
    if (!mentionsDoseAmount(sentence)) {
      out.push(sentence);
      continue;
    }
    if (options.insertDoses && !inserted && doseSentences.length > 0) out.push(...doseSentences.map(asSentence));
    inserted = true;
  }
  return out.join(' ');
}

export interface WrittenContent {
  readonly overview: string;
  readonly usage: string;
  readonly bestPractices: readonly string[];
  readonly tips: readonly string[];
  readonly compatibility: readonly string[];
}

/**
 * Generated content with the engine's doses in place of the model's: usage gets the dose sentences,
 * list items lose the sentence (the doses are listed beside them). For chemicals the overview and
 * compatibility are read too; for other products those may state sizes ("up to 40,000 gallons").
 */
export function withEngineDoses(content: WrittenContent, doseSentences: readonly string[], isChemical: boolean): WrittenContent {
  const list = (items: readonly string[]) => items.map((item) => replaceDoseMentions(item, [], { insertDoses: false })).filter((item) => item !== '');
  return {
    overview: isChemical ? replaceDoseMentions(content.overview, [], { insertDoses: false }) : content.overview,
    usage: replaceDoseMentions(content.usage, doseSentences, { insertDoses: true }),
    bestPractices: list(content.bestPractices),
    tips: list(content.tips),
    compatibility: isChemical ? list(content.compatibility) : [...content.compatibility],
  };
}
