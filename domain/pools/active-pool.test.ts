import { describe, expect, it } from 'vitest';
import { activePool } from './active-pool.ts';

describe('activePool', () => {
  it('is the first pool whose onboarding is completed', () => {
    const pools = [{ id: 'a', onboardingCompleted: false }, { id: 'b', onboardingCompleted: true }, { id: 'c', onboardingCompleted: true }];
    expect(activePool(pools)?.id).toBe('b');
  });

  it('falls back to the first pool when none is onboarded', () => {
    expect(activePool([{ id: 'a', onboardingCompleted: null }, { id: 'b' }])?.id).toBe('a');
  });

  it('is undefined without pools', () => {
    expect(activePool([])).toBeUndefined();
    expect(activePool(undefined)).toBeUndefined();
  });
});
