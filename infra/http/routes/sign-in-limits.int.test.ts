// Sign-in limits that hold under concurrency and cannot be turned against the owner: each attempt
// takes its point before the password is checked, and failures slow down only the email and IP
// pair they come from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { signInDelaySeconds } from '../auth/rate-limits.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';

const FREE_ATTEMPTS = 3;

describe('the sign-in delay', () => {
  it('doubles from one second with each failure past the free ones, up to the window', () => {
    expect([1, 2, 3, 4, 5].map((n) => signInDelaySeconds(n, 900))).toEqual([1, 2, 4, 8, 16]);
    expect(signInDelaySeconds(40, 900)).toBe(900);
  });
});

for (const leg of databaseLegs()) {
  describe(`sign-in limits on ${leg.name}`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer(await leg.open(), { TRUST_PROXY: '1', AUTH_RATE_LIMIT_EMAIL_POINTS: String(FREE_ATTEMPTS) });
    });
    afterAll(async () => {
      await server?.close();
    });

    const signIn = (email: string, password: string, ip: string) =>
      new ApiClient(server.url).post('/api/auth/login', { email, password }, { 'x-forwarded-for': ip });

    it('checks at most the free attempts of 30 simultaneous wrong passwords; the rest are refused unchecked', async () => {
      const owner = await signedInClient(server.url, 'burst');
      const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(owner.email, `wrong password ${i}`, '198.51.100.7').then((r) => r.status)));
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FREE_ATTEMPTS);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - FREE_ATTEMPTS);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      // The right password from the same place is slowed down too, until the delay has passed.
      expect((await signIn(owner.email, 'correct horse battery', '198.51.100.7')).status).toBe(429);
    });

    it('lets the owner sign in from elsewhere while an attacker is being slowed down', async () => {
      const owner = await signedInClient(server.url, 'victim');
      for (let i = 0; i < 10; i++) expect([401, 429]).toContain((await signIn(owner.email, `guess ${i}`, '203.0.113.9')).status);
      expect((await signIn(owner.email, 'guess again', '203.0.113.9')).status).toBe(429);
      const fromHome = await signIn(owner.email, 'correct horse battery', '192.0.2.44');
      expect(fromHome.status).toBe(200);
    });
  });
}
