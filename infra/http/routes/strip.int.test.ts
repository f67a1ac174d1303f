// POST /api/analyze-test-strip and GET /api/photos/:sha256 over real HTTP on every database leg:
// JPEG, PNG and HEIC photos recorded as readings with a plan; the photo kept as evidence for its
// owner only; non-images, oversized bodies and decompression bombs refused quickly; owner
// isolation, sign-in and the per-user rate limit; a failed quality gate answered 422 with the
// reader's advice and nothing recorded; and the AI locator path against a local fake OpenAI server.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIP_ERROR_MESSAGES } from '../../../domain/strip/strip-errors.ts';
import { completionWith, startFakeChatCompletions, type FakeChatCompletions } from '../../ai/testing/fake-chat-completions.ts';
import { samplePhoto, TINY_STRIP_PHOTO_SIZE, tinyStripPhoto } from '../../ai/testing/tiny-strip-photo.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';
import { analyzeTestStripResponseSchema, type AnalyzeTestStripResponse } from '../../../contracts/strip.contract.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';
import type { Reading } from '../../../contracts/water.contract.ts';

type ErrorBody = { error: { code: string; message: string } };
type Client = Awaited<ReturnType<typeof signedInClient>>;
const PATH = '/api/analyze-test-strip';
const RATE_LIMIT_POINTS = 5;

const dataUrl = (bytes: Uint8Array, mime = 'image/jpeg') => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

/** A PNG whose header declares width×height, with a little deflated data: a decompression bomb. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(4 * 1024 * 1024))), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

for (const leg of databaseLegs()) {
  describe(`test-strip analysis on ${leg.name}`, () => {
    let server: RunningServer;
    let fake: FakeChatCompletions;
    let owner: Client;

    beforeAll(async () => {
      fake = await startFakeChatCompletions(() => ({ json: completionWith({ stripFound: false, padCentres: [], stripBox: null, problems: ['not_a_test_strip'], confidence: 0.9 }) }));
      server = await startTestServer(await leg.open(), {
        OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_MS: '5000', ANALYZE_RATE_LIMIT_POINTS: String(RATE_LIMIT_POINTS),
        // A loaded machine can take longer than the default 2 s to project a new pool.
        READ_YOUR_WRITES_TIMEOUT_MS: '15000',
      });
      owner = await signedInClient(server.url, 'strip');
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await fake?.close();
    });

    async function newPool(client: Client = owner): Promise<string> {
      const response = await client.post<Pool>('/api/pools', { name: 'Strip Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect(response.status).toBe(201);
      return response.body.id;
    }
    const analyze = <T = AnalyzeTestStripResponse>(client: ApiClient, poolId: string, image: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
      client.post<T>(PATH, { image, poolId, filename: 'strip.jpg', mimeType: 'image/jpeg', method: 'upload', ...extra }, headers);

    it('reads a JPEG, a PNG and an iPhone HEIC into readings with a plan, shown as the latest reading', async () => {
      const poolId = await newPool();
      const png = await sharp(await samplePhoto('sample-004.jpg')).resize(1200).png().toBuffer();
      const photos = [
        { image: dataUrl(await samplePhoto('sample-006.jpg')), method: 'camera', mime: 'image/jpeg' },
        { image: dataUrl(png, 'image/png'), method: 'upload', mime: 'image/png' },
        { image: dataUrl(await samplePhoto('sample-005.heic'), 'image/heic'), method: 'upload', mime: 'image/heic' },
      ];
      for (const photo of photos) {
        const response = await analyze(owner, poolId, photo.image, { method: photo.method });
        expect(response.status, response.text).toBe(201);
        expect(analyzeTestStripResponseSchema.safeParse(response.body).success).toBe(true);
        const { reading, confidence, plan, analysis } = response.body;
        expect(reading).toMatchObject({ poolId, testMethod: photo.method, temperatureF: null });
        for (const field of ['ph', 'freeChlorinePpm', 'totalChlorinePpm', 'totalAlkalinityPpm', 'cyaPpm', 'calciumHardnessPpm'] as const) {
          expect(reading[field]).toEqual(expect.any(Number));
          expect(confidence[field]).toBeGreaterThanOrEqual(0);
          expect(confidence[field]).toBeLessThanOrEqual(1);
        }
        expect(Number.isInteger(reading.totalAlkalinityPpm)).toBe(true);
        expect(plan).toMatchObject({ readingId: reading.id, poolId });
        expect(analysis).toMatchObject({ aiLocated: false, photo: { mime: photo.mime, url: `/api/photos/${analysis.photo.sha256}` } });
        expect(analysis.pads).toHaveLength(6);
        expect((await owner.get<Reading>(`/api/pools/${poolId}/readings/latest`)).body.id).toBe(reading.id);
      }
      const events = await server.store.readStream(`water-${poolId}`);
      const recorded = events.filter((e) => e.type === 'ReadingRecorded').map((e) => e.data as { testMethod: string; analysis: Record<string, unknown> });
      expect(recorded.map((r) => r.testMethod)).toEqual(['camera', 'upload', 'upload']);
      expect(recorded[2]!.analysis).toMatchObject({ source: 'strip_photo', readerVersion: expect.any(String), photo: { mime: 'image/heic' }, ai: { attempted: false, located: false } });
    });

    it('keeps the photo as evidence for its owner only', async () => {
      const client = await signedInClient(server.url, 'evidence');
      const poolId = await newPool(client);
      const jpeg = await samplePhoto('sample-006.jpg');
      const { analysis } = (await analyze(client, poolId, dataUrl(jpeg))).body;
      const photo = await fetch(server.url + analysis.photo.url, { headers: { cookie: client.cookieHeader() } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await photo.arrayBuffer()).equals(jpeg)).toBe(true);
      const stranger = await signedInClient(server.url, 'stranger');
      expect((await stranger.get(analysis.photo.url)).status).toBe(404);
      expect((await new ApiClient(server.url).get(analysis.photo.url)).status).toBe(401);
      expect((await client.get('/api/photos/not-a-hash')).status).toBe(404);
    });

    it('answers a retried request with the same Idempotency-Key with the same reading, recording it once', async () => {
      const client = await signedInClient(server.url, 'retry');
      const poolId = await newPool(client);
      const image = dataUrl(await samplePhoto('sample-006.jpg'));
      const headers = { 'Idempotency-Key': 'strip-retry-1' };
      const first = await analyze(client, poolId, image, {}, headers);
      const second = await analyze(client, poolId, image, {}, headers);
      expect(second.status).toBe(201);
      expect(second.body.reading.id).toBe(first.body.reading.id);
      const events = await server.store.readStream(`water-${poolId}`);
      expect(events.map((e) => e.type)).toEqual(['ReadingRecorded', 'TreatmentPlanIssued']);
    });

    it("answers 422 with the reader's advice for a photo without a strip, and records nothing", async () => {
      const client = await signedInClient(server.url, 'grey');
      const poolId = await newPool(client);
      const grey = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 128, g: 128, b: 128 } } }).jpeg().toBuffer();
      const response = await analyze<ErrorBody>(client, poolId, dataUrl(grey));
      expect(response.status).toBe(422);
      expect(response.body.error).toEqual({ code: 'no_strip_found', message: STRIP_ERROR_MESSAGES.no_strip_found });
      expect((await client.get(`/api/pools/${poolId}/readings/latest`)).text).toBe('null');
      expect((await client.get<Reading[]>(`/api/pools/${poolId}/readings/recent`)).body).toEqual([]);
    });

    it('refuses non-images with 400, oversized uploads with 413 and a decompression bomb within a second', async () => {
      const client = await signedInClient(server.url, 'limits');
      const poolId = await newPool(client);
      const text = await analyze<ErrorBody>(client, poolId, dataUrl(new TextEncoder().encode('just some text, not a photo'), 'image/jpeg'));
      expect(text.status).toBe(400);
      expect(text.body.error.code).toBe('unreadable_image');
      const svg = await analyze<ErrorBody>(client, poolId, dataUrl(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml'));
      expect(svg.status).toBe(400);
      expect((await analyze<ErrorBody>(client, poolId, 'https://example.com/strip.jpg')).status).toBe(400);

      const started = Date.now();
      const bomb = await analyze<ErrorBody>(client, poolId, dataUrl(pngDeclaring(50_000, 50_000), 'image/png'));
      expect(Date.now() - started).toBeLessThan(1000);
      expect(bomb.status).toBe(413);

      const bigger = await analyze<ErrorBody>(client, poolId, `data:image/jpeg;base64,${'A'.repeat(Math.ceil((15.5 * 1024 * 1024) / 3) * 4)}`);
      expect(bigger.status).toBe(413);
      expect(bigger.body.error.code).toBe('payload_too_large');
      expect((await client.get<Reading[]>(`/api/pools/${poolId}/readings/recent`)).body).toEqual([]);
    });

    it('refuses a body over the route limit with 413, and keeps the 1 MB default elsewhere', async () => {
      const client = await signedInClient(server.url, 'huge');
      const huge = await client.post<ErrorBody>(PATH, { image: `data:image/jpeg;base64,${'A'.repeat(23 * 1024 * 1024)}`, poolId: await newPool(client), method: 'upload' });
      expect(huge.status).toBe(413);
      const elsewhere = await client.post<ErrorBody>('/api/pools', { name: 'x'.repeat(2 * 1024 * 1024) });
      expect(elsewhere.status).toBe(413);
    });

    it("answers 404 for another user's pool and 401 when signed out", async () => {
      const poolId = await newPool();
      const image = dataUrl(await samplePhoto('sample-006.jpg'));
      const stranger = await signedInClient(server.url, 'intruder');
      const foreign = await analyze<ErrorBody>(stranger, poolId, image);
      expect(foreign.status).toBe(404);
      expect((await analyze<ErrorBody>(new ApiClient(server.url), poolId, image)).status).toBe(401);
      expect((await owner.get<Reading[]>(`/api/pools/${poolId}/readings/recent`)).body).toEqual([]);
    });

    it('rate-limits analyses per user with 429 and Retry-After', async () => {
      const client = await signedInClient(server.url, 'busy');
      const poolId = await newPool(client);
      const notImage = dataUrl(new TextEncoder().encode('nope'));
      for (let i = 0; i < RATE_LIMIT_POINTS; i++) expect((await analyze(client, poolId, notImage)).status).toBe(400);
      const limited = await analyze<ErrorBody>(client, poolId, notImage);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const other = await signedInClient(server.url, 'calm');
      expect((await analyze(other, await newPool(other), notImage)).status).toBe(400);
    });

    it('asks the AI locator when the local reader finds no strip, and measures the located strip locally', async () => {
      const client = await signedInClient(server.url, 'tiny');
      const poolId = await newPool(client);
      const tiny = await tinyStripPhoto();
      fake.reply = (request) => {
        const text = JSON.stringify(request.body.messages);
        const [, width] = /The image is (\d+)×/.exec(text) ?? [];
        const scale = Number(width) / TINY_STRIP_PHOTO_SIZE.width;
        const padCentres = tiny.padCentres.map((p) => ({ x: p.x * scale, y: p.y * scale }));
        return { json: completionWith({ stripFound: true, padCentres, stripBox: null, problems: [], confidence: 0.9 }) };
      };
      const before = fake.requests.length;
      const located = await analyze(client, poolId, dataUrl(tiny.jpeg), { method: 'camera' });
      expect(located.status, located.text).toBe(201);
      expect(fake.requests.length - before).toBe(1);
      expect(located.body.analysis.aiLocated).toBe(true);
      expect(located.body.reading.ph).toBeCloseTo(tiny.truth.ph!, 0);
      const [event] = (await server.store.readStream(`water-${poolId}`)).filter((e) => e.type === 'ReadingRecorded');
      expect(event?.data).toMatchObject({ analysis: { ai: { attempted: true, located: true, model: 'fake-vision-model' } } });

      fake.reply = () => ({ json: completionWith('I think the strip is somewhere on the left.') });
      const malformed = await analyze<ErrorBody>(client, poolId, dataUrl(tiny.jpeg));
      expect(malformed.status).toBe(422);
      expect(malformed.body.error.code).toBe('no_strip_found');

      fake.reply = () => ({ status: 429, headers: { 'retry-after': '60' }, json: { error: { message: 'slow down' } } });
      expect((await analyze<ErrorBody>(client, poolId, dataUrl(tiny.jpeg))).status).toBe(422);
      expect((await client.get<Reading[]>(`/api/pools/${poolId}/readings/recent`)).body).toHaveLength(1);
    });
  });
}
