// The weather cache on PGlite and (with DATABASE_URL) PostgreSQL, with a scripted weather service:
// fresh for 30 minutes, one upstream call per place for concurrent callers in one process and across
// two instances sharing the table, the last forecast served stale up to 3 hours while the service
// fails, and a crashed instance's claim running out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { databaseLegs } from '../db/testing/test-database.ts';
import { weatherPlace, type WeatherPlace } from '../../domain/weather/location.ts';
import type { WeatherSnapshot } from '../../domain/weather/weather.types.ts';
import { claimRefresh, readCacheEntry } from './weather-cache.store.ts';
import { createWeatherService, WeatherUnavailableError } from './weather.service.ts';

const MINUTE = 60_000;
const snapshotAt = (temperature: number): WeatherSnapshot => ({
  units: 'imperial', timezone: 'UTC', current: { temperature, humidityPercent: 40, uvIndex: 5, windSpeed: 5, weatherCode: 0 },
  daily: [{ date: '2026-11-24', tempHigh: 80, tempLow: 60, rainChancePercent: 0, precipitation: 0, uvIndexMax: 6, windGustsMax: 10, weatherCode: 0 }],
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let placeCounter = 0;
const nextPlace = (): WeatherPlace => weatherPlace(10 + placeCounter++, 20) as WeatherPlace;

for (const leg of databaseLegs()) {
  describe(`weather cache on ${leg.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await leg.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    function scripted(clock: { now: number }, answer: () => Promise<WeatherSnapshot>) {
      const calls: string[] = [];
      const service = createWeatherService({
        db: database.db, upstreamTimeoutMs: 300, pollMs: 20, now: () => new Date(clock.now),
        fetchForecast: (place) => {
          calls.push(place.key);
          return answer();
        },
      });
      return { service, calls };
    }

    it('serves a forecast for 30 minutes, then fetches again', async () => {
      const place = nextPlace();
      const clock = { now: Date.now() };
      let temperature = 70;
      const { service, calls } = scripted(clock, async () => snapshotAt(temperature++));
      expect((await service.forecastFor(place, 'imperial')).snapshot.current.temperature).toBe(70);
      clock.now += 29 * MINUTE;
      expect(await service.forecastFor(place, 'imperial')).toMatchObject({ stale: false, snapshot: { current: { temperature: 70 } } });
      clock.now += 2 * MINUTE;
      expect((await service.forecastFor(place, 'imperial')).snapshot.current.temperature).toBe(71);
      expect(calls).toHaveLength(2);
      // Metric is cached apart.
      await service.forecastFor(place, 'metric');
      expect(calls).toHaveLength(3);
    });

    it('makes one upstream call for concurrent callers, in one process and across two instances', async () => {
      const place = nextPlace();
      const clock = { now: Date.now() };
      const slow = async () => {
        await sleep(150);
        return snapshotAt(75);
      };
      const a = scripted(clock, slow);
      const b = scripted(clock, slow);
      clock.now = Date.now();
      const replies = await Promise.all([a.service, a.service, b.service, b.service, a.service].map((s) => s.forecastFor(place, 'imperial')));
      expect(replies.map((r) => r.snapshot.current.temperature)).toEqual([75, 75, 75, 75, 75]);
      expect(replies.every((r) => !r.stale)).toBe(true);
      expect(a.calls.length + b.calls.length).toBe(1);
    });

    it('serves the last forecast stale up to 3 hours while the service fails, then refuses', async () => {
      const place = nextPlace();
      const clock = { now: Date.now() };
      let failing = false;
      const { service, calls } = scripted(clock, async () => {
        if (failing) throw new Error('upstream 500');
        return snapshotAt(80);
      });
      const fetchedAt = (await service.forecastFor(place, 'imperial')).fetchedAt;
      failing = true;
      clock.now += 179 * MINUTE;
      expect(await service.forecastFor(place, 'imperial')).toMatchObject({ stale: true, fetchedAt, snapshot: { current: { temperature: 80 } } });
      clock.now += 2 * MINUTE;
      await expect(service.forecastFor(place, 'imperial')).rejects.toBeInstanceOf(WeatherUnavailableError);
      expect(calls).toHaveLength(3);
      // A failed refresh releases its claim: the next caller tries again.
      expect((await readCacheEntry(database.db, place, 'imperial'))?.claimedUntil).toBeNull();
    });

    it('forgets places nobody asked about for a day when it saves another', async () => {
      const old = nextPlace();
      const clock = { now: Date.now() };
      const { service } = scripted(clock, async () => snapshotAt(60));
      await service.forecastFor(old, 'imperial');
      clock.now += 25 * 60 * MINUTE;
      expect(await readCacheEntry(database.db, old, 'imperial')).toBeDefined();
      await service.forecastFor(nextPlace(), 'imperial');
      expect(await readCacheEntry(database.db, old, 'imperial')).toBeUndefined();
    });

    it('takes over the refresh of an instance that claimed it and died', async () => {
      const place = nextPlace();
      const clock = { now: Date.now() };
      // A dead instance's claim, still running for 100 ms.
      expect(await claimRefresh(database.db, place, 'imperial', new Date(clock.now), new Date(clock.now + 100))).toBe(true);
      const { service, calls } = scripted(clock, async () => snapshotAt(66));
      // Waiting for it finds no forecast and the claim expired: no forecast at all yet.
      const waited = service.forecastFor(place, 'imperial');
      await sleep(50);
      clock.now += 200;
      await expect(waited).rejects.toBeInstanceOf(WeatherUnavailableError);
      expect(calls).toHaveLength(0);
      expect((await service.forecastFor(place, 'imperial')).snapshot.current.temperature).toBe(66);
      expect(calls).toHaveLength(1);
    });
  });
}
