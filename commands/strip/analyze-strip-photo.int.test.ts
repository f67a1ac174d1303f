// The strip-photo use case against a real database, with a stand-in strip reader: the reading is
// recorded with the strip's precision and the photo kept; a failing command or a rejected photo
// leaves neither events nor a photo behind.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolProfile } from '../../domain/chemistry/index.ts';
import type { LocatedStripReading } from '../../infra/ai/located-strip-reader.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { createPostgresEventStore } from '../../infra/eventstore/postgres-event-store.ts';
import { sha256Of } from '../../infra/photos/photos.store.ts';
import { analyzeStripPhoto, type AnalyzeStripPhotoInput, type StripPhotoReader } from './analyze-strip-photo.ts';
import { StripPhotoRejectedError } from './strip-photo-rejected.ts';

const pool: PoolProfile = { volumeGallons: 20000, preferredChlorineTypes: ['liquid'], sanitationType: 'chlorine', surfaceMaterial: 'plaster' };
const read: LocatedStripReading = {
  result: {
    ok: true,
    reading: { ph: 7.46, freeChlorinePpm: 2.04, totalChlorinePpm: 2.13, totalAlkalinityPpm: 99.6, cyaPpm: 30.2, calciumHardnessPpm: 250.4 },
    confidence: { ph: 0.9, freeChlorinePpm: 0.8, totalChlorinePpm: 0.8, totalAlkalinityPpm: 0.7, cyaPpm: 0.6, calciumHardnessPpm: 0.5 },
    pads: [],
    notes: [],
    chart: { name: 'test chart', version: 1 },
    image: { width: 64, height: 48 },
  },
  ai: { attempted: false, located: false },
};
const readsTheStrip: StripPhotoReader = () => Promise.resolve(read);
/** Glare hid the free-chlorine pad: the other five are read. */
const readsFivePads: StripPhotoReader = () =>
  Promise.resolve({
    result: {
      ok: false,
      error: { code: 'glare', message: 'Glare is hiding a pad.' },
      partial: {
        reading: { ph: 7.46, totalChlorinePpm: 2.13, totalAlkalinityPpm: 99.6, cyaPpm: 30.2, calciumHardnessPpm: 250.4 },
        confidence: { ph: 0.9, totalChlorinePpm: 0.8, totalAlkalinityPpm: 0.7, cyaPpm: 0.6, calciumHardnessPpm: 0.5 },
        pads: [],
        unreadable: [{ parameter: 'freeChlorine', field: 'freeChlorinePpm', reason: 'glare', message: 'glare on the pad' }],
        notes: [],
        chart: { name: 'test chart', version: 1 },
      },
    },
    ai: { attempted: false, located: false },
  });
const findsNoStrip: StripPhotoReader = () => Promise.resolve({ result: { ok: false, error: { code: 'no_strip_found', message: 'No test strip found.' } }, ai: { attempted: false, located: false } });

let serial = 0;
function inputFor(photo: Buffer): AnalyzeStripPhotoInput {
  serial++;
  const poolId = `5555555${serial}-5555-4555-8555-555555555555`;
  return {
    ownerId: 'a1a1a1a1-0000-4000-8000-000000000000', poolId, pool, readingId: `reading-${serial}`, planId: `plan-${serial}`, testMethod: 'upload',
    image: `data:image/png;base64,${photo.toString('base64')}`, filename: 'strip.png', declaredMime: 'image/png', now: new Date('2026-11-22T10:00:00Z'),
  };
}

for (const leg of databaseLegs()) {
  describe(`analyzeStripPhoto on ${leg.name}`, () => {
    let database: Database;
    let store: EventStore;
    let photo: Buffer;
    beforeAll(async () => {
      database = await leg.open();
      store = createPostgresEventStore(database);
      photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 180, b: 90 } } }).png().toBuffer();
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });
    const photoRows = () => database.db.selectFrom('photos').select('sha256').where('sha256', '=', sha256Of(photo)).execute();
    const eventsOf = async (poolId: string) => (await store.readAll()).filter((event) => event.streamId === `water-${poolId}`);

    it('leaves no photo behind when recording the reading fails', async () => {
      const failing: EventStore = { ...store, append: () => Promise.reject(new Error('the event store is down')) };
      const input = inputFor(photo);
      await expect(analyzeStripPhoto({ store: failing, db: database.db, readStrip: readsTheStrip }, input, { userId: input.ownerId })).rejects.toThrow('the event store is down');
      expect(await photoRows()).toEqual([]);
      expect(await eventsOf(input.poolId)).toEqual([]);
    });

    it('stores nothing for a photo the reader turns away', async () => {
      const input = inputFor(photo);
      const refused = analyzeStripPhoto({ store, db: database.db, readStrip: findsNoStrip }, input, { userId: input.ownerId });
      await expect(refused).rejects.toBeInstanceOf(StripPhotoRejectedError);
      await expect(refused).rejects.toMatchObject({ code: 'no_strip_found' });
      const notAPhoto = analyzeStripPhoto({ store, db: database.db, readStrip: readsTheStrip }, inputFor(Buffer.from('not a photo')), { userId: input.ownerId });
      await expect(notAPhoto).rejects.toMatchObject({ code: 'unreadable_image' });
      expect(await photoRows()).toEqual([]);
      expect(await eventsOf(input.poolId)).toEqual([]);
    });

    it('records the reading at the precision a strip resolves, linking the photo it then keeps', async () => {
      const input = inputFor(photo);
      const analyzed = await analyzeStripPhoto({ store, db: database.db, readStrip: readsTheStrip }, input, { userId: input.ownerId });
      expect(analyzed.analysis.photo).toMatchObject({ sha256: sha256Of(photo), mime: 'image/png', width: 64, height: 48 });
      expect(analyzed.confidence).toEqual(read.result.ok && read.result.confidence);
      expect(await photoRows()).toHaveLength(1);
      const [recorded] = (await eventsOf(input.poolId)).filter((event) => event.type === 'ReadingRecorded');
      expect(recorded?.data).toMatchObject({
        readingId: input.readingId, ph: 7.5, freeChlorinePpm: 2, totalChlorinePpm: 2.1, totalAlkalinityPpm: 100, cyaPpm: 30, calciumHardnessPpm: 250,
        analysis: { source: 'strip_photo', photo: { sha256: sha256Of(photo), filename: 'strip.png', declaredMime: 'image/png' } },
      });
    });

    it('records a partial reading (a pad hidden by glare) with that field unmeasured and says which pad to retest', async () => {
      const input = inputFor(photo);
      const analyzed = await analyzeStripPhoto({ store, db: database.db, readStrip: readsFivePads }, input, { userId: input.ownerId });
      expect(analyzed.confidence.freeChlorinePpm).toBe(0);
      expect(analyzed.analysis.unreadablePads).toEqual([{ parameter: 'freeChlorine', field: 'freeChlorinePpm', reason: 'glare', message: 'glare on the pad' }]);
      const [recorded] = (await eventsOf(input.poolId)).filter((event) => event.type === 'ReadingRecorded');
      expect(recorded?.data).toMatchObject({ readingId: input.readingId, ph: 7.5, freeChlorinePpm: null, totalChlorinePpm: 2.1, cyaPpm: 30 });
    });
  });
}
