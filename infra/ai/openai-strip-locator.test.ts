// The OpenAI strip locator against a local chat-completions server: a valid structured reply, the
// request it sends, time-outs, 429 with Retry-After (bounded retries, then a clear outcome), 5xx,
// refusals and malformed replies. Nothing throws: every failure is an outcome to fall back from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionWith, startFakeChatCompletions, type FakeChatCompletions } from './testing/fake-chat-completions.ts';
import { loadConfig } from '../config.ts';
import { createOpenAiStripLocator, retryAfterMs, stripLocatorFromConfig } from './openai-strip-locator.ts';
import type { LocateRequest } from './strip-locator.ts';

const REQUEST: LocateRequest = { jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), width: 800, height: 600, padCount: 6 };
const PADS = [0, 1, 2, 3, 4, 5].map((i) => ({ x: 200 + i * 40, y: 300 }));
const GOOD = { stripFound: true, padCentres: PADS, stripBox: { x: 100, y: 290, width: 420, height: 20 }, problems: ['glare'], confidence: 0.8 };

describe('OpenAI strip locator', () => {
  let fake: FakeChatCompletions;
  const locator = (overrides: { timeoutMs?: number; maxRetries?: number; maxRetryWaitMs?: number } = {}) =>
    createOpenAiStripLocator({ apiKey: 'sk-test', model: 'gpt-test', baseURL: fake.url, timeoutMs: 1500, ...overrides });

  beforeAll(async () => {
    fake = await startFakeChatCompletions(() => ({ json: completionWith(GOOD) }));
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('returns the pad centres and flagged problems from a valid structured reply', async () => {
    fake.reply = () => ({ json: completionWith(GOOD) });
    const before = fake.requests.length;
    const outcome = await locator().locate(REQUEST);
    expect(outcome).toEqual({ ok: true, model: 'fake-vision-model', location: { padCentres: PADS, problems: ['glare'], confidence: 0.8 } });
    const sent = fake.requests[before]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema', json_schema: { name: 'strip_location', strict: true } } });
    expect(JSON.stringify(sent.body.messages)).toContain('data:image/jpeg;base64,/9j/2Q==');
  });

  it('gives up after its time-out without retrying', async () => {
    fake.reply = () => ({ json: completionWith(GOOD), delayMs: 2000 });
    const before = fake.requests.length;
    const started = Date.now();
    const outcome = await locator({ timeoutMs: 300 }).locate(REQUEST);
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.requests.length - before).toBe(1);
  });

  it('retries a 429 once when Retry-After is short, then succeeds', async () => {
    fake.reply = (_req, i) => (i % 2 === 0 ? { status: 429, headers: { 'retry-after': '0.1' }, json: { error: { message: 'slow down', type: 'rate_limit' } } } : { json: completionWith(GOOD) });
    fake.requests.length = 0;
    const outcome = await locator().locate(REQUEST);
    expect(outcome.ok).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers rate_limited after bounded retries, and at once when Retry-After is long', async () => {
    fake.reply = () => ({ status: 429, headers: { 'retry-after': '0.05' }, json: { error: { message: 'slow down' } } });
    fake.requests.length = 0;
    expect(await locator({ maxRetries: 2 }).locate(REQUEST)).toMatchObject({ ok: false, reason: 'rate_limited', retryAfterMs: 50 });
    expect(fake.requests).toHaveLength(3);

    fake.reply = () => ({ status: 429, headers: { 'retry-after': '120' }, json: { error: { message: 'slow down' } } });
    fake.requests.length = 0;
    const started = Date.now();
    expect(await locator().locate(REQUEST)).toMatchObject({ ok: false, reason: 'rate_limited', retryAfterMs: 120_000 });
    expect(fake.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers unavailable for a server error that persists, and for an unreachable server', async () => {
    fake.reply = () => ({ status: 503, json: { error: { message: 'overloaded' } } });
    fake.requests.length = 0;
    expect(await locator().locate(REQUEST)).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(fake.requests).toHaveLength(2);
    const nowhere = createOpenAiStripLocator({ apiKey: 'sk-test', model: 'gpt-test', baseURL: 'http://127.0.0.1:1/v1', timeoutMs: 1000 });
    expect(await nowhere.locate(REQUEST)).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it.each([
    ['non-JSON content', { json: completionWith('Sure! The strip is in the middle.') }, 'malformed_reply'],
    ['JSON that misses the schema', { json: completionWith({ stripFound: true, padCentres: 'middle' }) }, 'malformed_reply'],
    ['the wrong number of pads', { json: completionWith({ ...GOOD, padCentres: PADS.slice(0, 4) }) }, 'malformed_reply'],
    ['pads outside the image', { json: completionWith({ ...GOOD, padCentres: PADS.map((p) => ({ x: p.x + 5000, y: p.y })) }) }, 'malformed_reply'],
    ['a cut-off reply', { json: completionWith('{"stripFound": tr', { finishReason: 'length' }) }, 'malformed_reply'],
    ['a refusal', { json: completionWith(null, { refusal: 'I cannot help with that' }) }, 'refused'],
    ['a body that is not a completion', { raw: '<html>bad gateway</html>' }, 'malformed_reply'],
    ['no strip in the photo', { json: completionWith({ ...GOOD, stripFound: false, padCentres: [], problems: ['not_a_test_strip'] }) }, 'not_found'],
  ])('turns %s into a clear outcome, never a crash', async (_name, reply, reason) => {
    fake.reply = () => reply;
    const outcome = await locator().locate(REQUEST);
    expect(outcome).toMatchObject({ ok: false, reason });
    if (!outcome.ok) expect(outcome.detail.length).toBeGreaterThan(0);
  });

  it('is configured only with OPENAI_API_KEY, with a current vision model by default', () => {
    expect(stripLocatorFromConfig(loadConfig({}))).toBeUndefined();
    expect(stripLocatorFromConfig(loadConfig({ OPENAI_API_KEY: 'sk-test' }))?.model).toBe('gpt-4.1-mini');
    expect(stripLocatorFromConfig(loadConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-4o-mini' }))?.model).toBe('gpt-4o-mini');
  });

  it('reads Retry-After as seconds, as an HTTP date, and retry-after-ms', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(retryAfterMs(new Headers({ 'retry-after': inAMinute }))).toBeGreaterThan(55_000);
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});
