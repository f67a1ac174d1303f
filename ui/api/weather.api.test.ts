// A change of units refetches every pool's weather (the server words it in the owner's units) and
// nothing else under the pools.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { poolsKeys } from '../../contracts/pools.contract.ts';
import { weatherKeys } from '../../contracts/weather.contract.ts';
import { refreshWeatherOfEveryPool } from './weather.api.ts';

describe('refreshWeatherOfEveryPool', () => {
  it("marks each pool's weather stale, and leaves the pool list and readings alone", async () => {
    const client = new QueryClient();
    const keys = [weatherKeys.weather('p1'), weatherKeys.weather('p2'), poolsKeys.list(), ['pools', 'p1', 'readings', 'latest']];
    for (const key of keys) client.setQueryData(key, {});
    await refreshWeatherOfEveryPool(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false, false]);
  });
});
