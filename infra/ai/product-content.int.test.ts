// AI product content against a local chat-completions server on 127.0.0.1, on each database leg:
// the first request starts a background generation ('generating'), later ones read the cache
// ('ready'), also from a second service instance; changed facts or another model write it again;
// time-outs, 429s and malformed replies are logged and answered with the facts, and the product is
// tried again only after its back-off. Generations run a bounded number at a time, and a product
// another process is generating (it holds the lock) is left to it.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { databaseLegs } from '../db/testing/test-database.ts';
import { PROMPT_VERSION } from './product-content-writer.ts';
import { factsHashOf, generationLockName, writeCachedContent } from './product-content.store.ts';
import { createProductContentService, factsOnlyContent, type ProductContentOptions, type ProductFacts } from './product-content.ts';
import { completionWith, startFakeChatCompletions, type FakeChatCompletions, type FakeReply } from './testing/fake-chat-completions.ts';
import { chlorineFacts, ENGINE_DOSES } from './testing/product-facts.ts';

const WRITTEN = {
  overview: 'Liquid chlorine for daily chlorinating and shocking.',
  usage: 'Pour it in front of a return jet with the pump running. Add 1 gallon per 10,000 gallons.',
  bestPractices: ['Add it at dusk so the sun does not burn it off.'],
  tips: ['Store it out of the sun.'],
  compatibility: ['Vinyl liners: yes.'],
};
const GOOD: FakeReply = { json: completionWith(WRITTEN) };
const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 25 });

function capturingLogger() {
  const warnings: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, warnings };
}

describe.each(databaseLegs())('product content on $name', (leg) => {
  let database: Database;
  let fake: FakeChatCompletions;
  const services: { close(): Promise<void> }[] = [];
  /** The services' clock for back-off: tests move it instead of sleeping. */
  let clock = 0;
  const service = (overrides: Partial<ProductContentOptions> & { model?: string; timeoutMs?: number } = {}) => {
    const config = loadConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: overrides.model ?? 'gpt-test', OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_MS: String(overrides.timeoutMs ?? 3000) });
    const created = createProductContentService({ config, database, logger: pino({ level: 'silent' }), retryBaseMs: 300, now: () => clock, ...overrides });
    services.push(created);
    return created;
  };
  const statusOf = async (svc: ReturnType<typeof service>, facts: ProductFacts) => (await svc.contentFor(facts)).status;

  beforeAll(async () => {
    database = await leg.open();
    fake = await startFakeChatCompletions(() => GOOD);
  });
  afterAll(async () => {
    await Promise.all(services.map((s) => s.close()));
    await fake?.close();
    await database?.close();
  });

  it('generates in the background, then answers from the cache, also in a second instance without calling the model', async () => {
    fake.reply = () => ({ ...GOOD, delayMs: 100 });
    const facts = chlorineFacts('first-product');
    const before = fake.requests.length;
    const first = service();
    expect(await first.contentFor(facts)).toEqual(factsOnlyContent(facts, 'generating'));
    expect(await statusOf(first, facts)).toBe('generating');
    const ready = await waitFor(async () => {
      const content = await first.contentFor(facts);
      expect(content.status).toBe('ready');
      return content;
    });
    expect(ready).toMatchObject({
      overview: WRITTEN.overview,
      usage: `Pour it in front of a return jet with the pump running. ${ENGINE_DOSES[0]}. ${ENGINE_DOSES[1]}.`,
      bestPractices: WRITTEN.bestPractices, tips: WRITTEN.tips, compatibility: WRITTEN.compatibility,
      safety: facts.safety?.statements, safetySource: facts.safety?.source, doses: facts.doses, model: 'fake-vision-model',
    });
    expect(fake.requests.length - before).toBe(1);
    const sent = fake.requests[before]!;
    expect(sent.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema', json_schema: { name: 'product_content', strict: true } } });
    expect(JSON.stringify(sent.body.messages)).not.toContain('H314');

    const second = service();
    expect(await second.contentFor(facts)).toEqual(ready);
    expect(fake.requests.length - before).toBe(1);
  });

  it('writes the content again when the facts or the model change, and keeps only the current facts', async () => {
    fake.reply = () => GOOD;
    const facts = chlorineFacts('changing-product');
    const svc = service();
    await svc.contentFor(facts);
    await waitFor(async () => expect(await statusOf(svc, facts)).toBe('ready'));
    const before = fake.requests.length;

    const changed = { ...facts, description: 'Now in a 3-pack.' };
    expect(await statusOf(svc, changed)).toBe('generating');
    await waitFor(async () => expect(await statusOf(svc, changed)).toBe('ready'));
    const otherModel = service({ model: 'gpt-other' });
    expect(await statusOf(otherModel, changed)).toBe('generating');
    await waitFor(async () => expect(await statusOf(otherModel, changed)).toBe('ready'));
    expect(fake.requests.length - before).toBe(2);
    const rows = await database.db.selectFrom('product_content_cache').select(['facts_hash', 'model']).where('product_id', '=', facts.id).execute();
    expect(new Set(rows.map((r) => r.facts_hash)).size).toBe(1);
    expect(rows.map((r) => r.model).sort()).toEqual(['gpt-other', 'gpt-test']);
  });

  it('answers the facts after a time-out, logs it, and tries again only after the back-off', async () => {
    fake.reply = () => ({ ...GOOD, delayMs: 1500 });
    const { logger, warnings } = capturingLogger();
    const facts = chlorineFacts('slow-product');
    const svc = service({ logger, timeoutMs: 200 });
    expect(await statusOf(svc, facts)).toBe('generating');
    await waitFor(async () => expect(await statusOf(svc, facts)).toBe('facts'));
    expect(warnings).toEqual([expect.objectContaining({ productId: 'slow-product', reason: 'timeout', failures: 1, retryInMs: 300 })]);
    const before = fake.requests.length;
    expect(await statusOf(svc, facts)).toBe('facts');
    expect(fake.requests.length).toBe(before);

    fake.reply = () => GOOD;
    clock += 299;
    expect(await statusOf(svc, facts)).toBe('facts');
    clock += 1;
    expect(await statusOf(svc, facts)).toBe('generating');
    await waitFor(async () => expect(await statusOf(svc, facts)).toBe('ready'));
  });

  it("answers the facts after a 429 and waits at least as long as the provider's Retry-After", async () => {
    fake.reply = () => ({ status: 429, headers: { 'retry-after': '30' }, json: { error: { message: 'slow down', type: 'rate_limit' } } });
    const { logger, warnings } = capturingLogger();
    const facts = chlorineFacts('limited-product');
    const svc = service({ logger });
    expect(await statusOf(svc, facts)).toBe('generating');
    await waitFor(async () => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toMatchObject({ reason: 'rate_limited', retryInMs: 30_000 });
    const before = fake.requests.length;
    await waitFor(async () => expect(await svc.contentFor(facts)).toEqual(factsOnlyContent(facts)));
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['a body that is not JSON', { raw: '<html>bad gateway</html>' }],
    ['content that is not JSON', { json: completionWith('Here is your overview!') }],
    ['JSON that is not the schema', { json: completionWith({ overview: 'Only an overview.' }) }],
    ['a refusal', { json: completionWith('', { refusal: 'I cannot help with that.' }) }],
  ] as const)('answers the facts after %s, and backs off doubling', async (label, reply) => {
    fake.reply = () => reply;
    const { logger, warnings } = capturingLogger();
    const facts = chlorineFacts(`malformed-${label.replaceAll(' ', '-')}`);
    const svc = service({ logger });
    expect(await statusOf(svc, facts)).toBe('generating');
    await waitFor(async () => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toMatchObject({ reason: expect.stringMatching(/malformed_reply|refused/), retryInMs: 300 });
    // The job logs, then releases its lock: until it has, the product still reads as generating.
    await waitFor(async () => expect(await statusOf(svc, facts)).toBe('facts'));
    clock += 300;
    expect(await statusOf(svc, facts)).toBe('generating');
    await waitFor(async () => expect(warnings).toHaveLength(2));
    expect(warnings[1]).toMatchObject({ failures: 2, retryInMs: 600 });
    clock += 599;
    await waitFor(async () => expect(await statusOf(svc, facts)).toBe('facts'));
  });

  it('leaves a product to the process that holds its generation lock, and reads what that one writes', async () => {
    fake.reply = () => GOOD;
    const facts = chlorineFacts('locked-product');
    const svc = service();
    const key = { productId: facts.id, factsHash: factsHashOf(facts), promptVersion: PROMPT_VERSION, model: 'gpt-test' };
    const elsewhere = await database.tryLock(generationLockName(key));
    expect(elsewhere).not.toBeNull();
    const before = fake.requests.length;
    expect(await statusOf(svc, facts)).toBe('generating');
    await new Promise((resolve) => setTimeout(resolve, 100)); // its job found the lock taken and ended
    expect(await statusOf(svc, facts)).toBe('generating');
    expect(fake.requests.length).toBe(before);
    await writeCachedContent(database.db, key, { ...WRITTEN, usage: 'Written elsewhere.', writtenBy: 'other-process-model' });
    await elsewhere?.release();
    expect(await svc.contentFor(facts)).toMatchObject({ status: 'ready', usage: 'Written elsewhere.', model: 'other-process-model' });
    expect(fake.requests.length).toBe(before);
  });

  it('runs a bounded number of generations at once and one per product', async () => {
    const arrivals: number[] = [];
    fake.reply = () => {
      arrivals.push(Date.now());
      return { ...GOOD, delayMs: 250 };
    };
    const svc = service({ maxConcurrent: 1, maxQueued: 1 });
    const [a, b, c] = ['bounded-a', 'bounded-b', 'bounded-c'].map((id) => chlorineFacts(id)) as [ProductFacts, ProductFacts, ProductFacts];
    expect(await statusOf(svc, a)).toBe('generating');
    expect(await statusOf(svc, a)).toBe('generating');
    expect(await statusOf(svc, b)).toBe('generating');
    expect(await statusOf(svc, c)).toBe('facts');
    await waitFor(async () => expect(await statusOf(svc, b)).toBe('ready'));
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(240);
  });
});
