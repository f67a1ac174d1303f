// Which push endpoints the server may POST to (issue 19). A subscription names a URL and the server
// sends to it, so only the browsers' push services are accepted (over https), plus origins the
// operator lists (PUSH_ENDPOINT_ALLOWLIST: scheme://host[:port], matched exactly; http allowed only
// there). Anything else would let a user make the server request an address of their choosing.

/** The push services of Chrome/Edge (FCM), Firefox (Mozilla autopush), Safari (Apple) and Windows (WNS). */
const KNOWN_PUSH_HOSTS: readonly { readonly host: string; readonly subdomains: boolean }[] = [
  { host: 'fcm.googleapis.com', subdomains: false },
  { host: 'android.googleapis.com', subdomains: false },
  { host: 'updates.push.services.mozilla.com', subdomains: false },
  { host: 'push.services.mozilla.com', subdomains: true },
  { host: 'push.apple.com', subdomains: true },
  { host: 'notify.windows.com', subdomains: true },
];

/** Longest endpoint accepted (real ones are under 600 characters). */
export const MAX_ENDPOINT_LENGTH = 2048;

export type EndpointCheck = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly reason: string };

/** The exact origins of PUSH_ENDPOINT_ALLOWLIST; entries that are not a bare origin are ignored. */
export function parseEndpointAllowList(value: string): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const entry of value.split(',').slice(0, 50)) {
    const trimmed = entry.trim();
    if (trimmed === '' || trimmed.length > 200) continue;
    try {
      const url = new URL(trimmed);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search && !url.hash && !url.username) {
        origins.add(url.origin);
      }
    } catch {
      // not a URL: ignored
    }
  }
  return origins;
}

export function checkPushEndpoint(endpoint: string, allowedOrigins: ReadonlySet<string>): EndpointCheck {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return { ok: false, reason: 'The push endpoint is too long' };
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'The push endpoint is not a URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'The push endpoint must not carry credentials' };
  if (allowedOrigins.has(url.origin)) return { ok: true, url };
  if (url.protocol !== 'https:' || url.port !== '') return { ok: false, reason: 'The push endpoint must be an https URL of a browser push service' };
  const host = url.hostname.toLowerCase();
  const known = KNOWN_PUSH_HOSTS.some((service) => host === service.host || (service.subdomains && host.endsWith(`.${service.host}`)));
  return known ? { ok: true, url } : { ok: false, reason: 'The push endpoint is not one of the browser push services' };
}
