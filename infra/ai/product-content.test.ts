// AI product content, the pure parts: dose amounts a model writes give way to the chemistry
// engine's, the facts hash ignores key order but not values, generated text never replaces the
// label's safety statements or the engine's doses, and without a key the tabs show the facts.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { MAX_TEXT_CHARS, mentionsDoseAmount, replaceDoseMentions, sentences, withEngineDoses } from './dose-mentions.rules.ts';
import { promptFacts } from './product-content-writer.ts';
import { canonicalJson, factsHashOf } from './product-content.store.ts';
import { createProductContentService, factsOnlyContent, readyContent, storedContentOf } from './product-content.ts';
import { chlorineFacts, ENGINE_DOSES } from './testing/product-facts.ts';

const DOSES = ENGINE_DOSES;
const CHLORINE = chlorineFacts();

describe('dose mentions', () => {
  it.each([
    'Add 2 lb per 10,000 gallons.',
    'Pour in 1.5 gallons of chlorine.',
    'Use 12 fl oz to raise chlorine.',
    'Add ½ cup at dusk.',
    'Add one pound per week.',
    'Add a gallon at night.',
    'Keep chlorine at 3 ppm.',
    'Add 2-3 tablets to the floater.',
    'Add 10oz every evening.',
    'Broadcast 1,250 g over the deep end.',
    'Enough for a 10k gallon pool per week.',
    'Use 1 1/2 cups, or two and a half pounds.',
    'Add 3–4 LBS at dusk.',
  ])('finds the amount in %j', (text) => {
    expect(mentionsDoseAmount(text)).toBe(true);
  });

  it.each([
    'Keep pH between 7.4 and 7.6.',
    'Pre-dissolve in a 5-gallon bucket of water.',
    'Comes in a 50 lb bag.',
    'Use 3-inch tablets in a floater.',
    'Retest after 4 hours.',
    'Store the bag in a dry place.',
    'Fits the Baracuda G3.',
    'Replace the diaphragm in a G3 every few seasons.',
    'Add a tablet to the floater when the last one is gone.',
  ])('finds no amount in %j', (text) => {
    expect(mentionsDoseAmount(text)).toBe(false);
  });

  it('splits sentences without breaking decimals, thousands or fl. oz.', () => {
    expect(sentences('Add 2.5 gal. Then wait!  Retest 10,000 gal pools? Yes\nNext line')).toEqual(['Add 2.5 gal.', 'Then wait!', 'Retest 10,000 gal pools?', 'Yes', 'Next line']);
    expect(sentences('Use 12 fl. oz. per dose.')).toEqual(['Use 12 fl oz per dose.']);
  });

  it("replaces the first sentence with an amount by the engine's doses and drops the rest", () => {
    const text = 'Pour it in front of a return. Add 1 gallon per 10,000 gallons. Then add 2 quarts more. Brush afterwards.';
    expect(replaceDoseMentions(text, DOSES, { insertDoses: true })).toBe(
      `Pour it in front of a return. ${DOSES[0]}. ${DOSES[1]}. Brush afterwards.`,
    );
    expect(replaceDoseMentions(text, DOSES, { insertDoses: false })).toBe('Pour it in front of a return. Brush afterwards.');
    expect(replaceDoseMentions(text, [], { insertDoses: true })).toBe('Pour it in front of a return. Brush afterwards.');
  });

  it('reads long input in linear time, only up to its bound', () => {
    const hostile = `${'1'.repeat(50_000)}${' ,.'.repeat(50_000)}${'9.'.repeat(50_000)}`;
    const started = performance.now();
    mentionsDoseAmount(hostile);
    replaceDoseMentions(hostile, DOSES, { insertDoses: true });
    expect(performance.now() - started).toBeLessThan(200);
    expect(replaceDoseMentions(`${'a'.repeat(MAX_TEXT_CHARS)} Add 2 lb.`, [], { insertDoses: false })).toHaveLength(MAX_TEXT_CHARS);
  });

  it('cleans usage, best practices and tips of every product, and overview and compatibility of chemicals', () => {
    const written = {
      overview: 'A 12.5% chlorine. One gallon adds 12 ppm to 10,000 gallons.',
      usage: 'Add 1 gallon per 10,000 gallons at dusk.',
      bestPractices: ['Add 2 quarts at a time.', 'Pour in front of a return jet.'],
      tips: ['Store out of the sun.'],
      compatibility: ['Vinyl: yes.', 'Spas: use 2 oz.'],
    };
    const chemical = withEngineDoses(written, DOSES, true);
    expect(chemical).toEqual({
      overview: 'A 12.5% chlorine.', usage: `${DOSES[0]}. ${DOSES[1]}.`, bestPractices: ['Pour in front of a return jet.'], tips: ['Store out of the sun.'], compatibility: ['Vinyl: yes.'],
    });
    const pump = withEngineDoses({ ...written, overview: 'For pools up to 40,000 gallons.' }, [], false);
    expect(pump.overview).toBe('For pools up to 40,000 gallons.');
    expect(pump.compatibility).toEqual(written.compatibility);
    expect(pump.usage).toBe('');
  });
});

describe('product content', () => {
  it('hashes facts by value, whatever the key order', () => {
    const reordered = { ...CHLORINE, specifications: { Form: 'Liquid' }, poolCompatibility: { Spas: 'Use spa-sized doses', 'Vinyl liner': true } };
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(factsHashOf(reordered)).toBe(factsHashOf(CHLORINE));
    expect(factsHashOf({ ...CHLORINE, description: 'Changed.' })).not.toBe(factsHashOf(CHLORINE));
    expect(factsHashOf(CHLORINE)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never shows the model the safety statements', () => {
    expect(JSON.stringify(promptFacts(CHLORINE))).not.toContain('H314');
    expect(promptFacts(CHLORINE)).toMatchObject({ name: CHLORINE.name, dosesTheAppShows: DOSES });
  });

  it("keeps the label's safety text, its source and the engine's doses in generated content", () => {
    const stored = storedContentOf(CHLORINE, {
      ok: true, model: 'gpt-test',
      content: { overview: 'Liquid chlorine.', usage: 'Add 3 gallons now.', bestPractices: ['Wear goggles.'], tips: [], compatibility: [] },
    });
    const content = readyContent(CHLORINE, stored);
    expect(content).toMatchObject({
      status: 'ready', overview: 'Liquid chlorine.', usage: `${DOSES[0]}. ${DOSES[1]}.`, bestPractices: ['Wear goggles.'], model: 'gpt-test',
      safety: ['H314: Causes severe skin burns and eye damage.'], safetySource: CHLORINE.safety?.source, doses: CHLORINE.doses,
    });
    expect(content.compatibility).toEqual(factsOnlyContent(CHLORINE).compatibility);
  });

  it('shows the facts and the doses without OPENAI_API_KEY, and never says it is generating', async () => {
    const service = createProductContentService({ config: loadConfig({}), database: {} as Database, logger: createLogger('silent') });
    const content = await service.contentFor(CHLORINE);
    expect(content).toEqual(factsOnlyContent(CHLORINE));
    expect(content).toMatchObject({ status: 'facts', usage: DOSES.join(' '), model: null });
    await service.close();
  });
});
