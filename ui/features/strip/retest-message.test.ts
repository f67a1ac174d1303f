import { describe, expect, it } from 'vitest';
import { retestMessage } from './retest-message.ts';

describe('retestMessage', () => {
  it('names each pad to test again and why it was not read', () => {
    const glare = { field: 'freeChlorinePpm', reason: 'glare', message: 'glare on the pad' };
    expect(retestMessage([{ parameter: 'freeChlorine', ...glare }])).toBe('Retest: Free chlorine (glare on the pad)');
    expect(retestMessage([{ parameter: 'ph', ...glare, field: 'ph' }, { parameter: 'totalHardness', ...glare, field: 'calciumHardnessPpm' }])).toBe(
      'Retest: pH (glare on the pad), Total hardness (glare on the pad)',
    );
  });

  it('says nothing when every pad was read', () => {
    expect(retestMessage([])).toBeNull();
  });
});
