import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, parseEndpointAllowList } from './push-endpoint.rules.ts';

const none = new Set<string>();

describe('push endpoints', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ]) expect(checkPushEndpoint(endpoint, none).ok, endpoint).toBe(true);
  });

  it('refuses any other address, http, other ports, credentials and look-alike hosts', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notapple-push.apple.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'not a url',
      `https://fcm.googleapis.com/${'a'.repeat(2100)}`,
    ]) expect(checkPushEndpoint(endpoint, none).ok, endpoint).toBe(false);
  });

  it('accepts exactly the listed origins, http included, and ignores entries that are not bare origins', () => {
    const allowed = parseEndpointAllowList(' http://127.0.0.1:4567 , https://push.example.org, https://x.example/path, nonsense,');
    expect([...allowed]).toEqual(['http://127.0.0.1:4567', 'https://push.example.org']);
    expect(checkPushEndpoint('http://127.0.0.1:4567/push/abc', allowed).ok).toBe(true);
    expect(checkPushEndpoint('http://127.0.0.1:4568/push/abc', allowed).ok).toBe(false);
    expect(checkPushEndpoint('https://push.example.org/send/1', allowed).ok).toBe(true);
    expect(checkPushEndpoint('http://push.example.org/send/1', allowed).ok).toBe(false);
  });
});
