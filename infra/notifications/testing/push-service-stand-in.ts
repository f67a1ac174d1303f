// Test support: a web push service on 127.0.0.1 that speaks RFC 8030 the way FCM or Mozilla's
// autopush do. Each subscription it hands out is a browser key pair it keeps, so it decrypts every
// message it receives (RFC 8291 aes128gcm, with node:crypto's ECDH, HKDF-by-HMAC and AES-GCM) and
// records it with its headers. Tests queue the statuses it answers (429 with Retry-After, 410, 500).
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ReceivedPush {
  readonly subscriptionId: string;
  readonly headers: IncomingMessage['headers'];
  /** The decrypted payload (JSON text for Clearwater's pushes). */
  readonly payload: string;
}

interface BrowserKeys {
  readonly ecdh: ECDH;
  readonly auth: Buffer;
}

export interface PushServiceStandIn {
  /** e.g. http://127.0.0.1:41234, for PUSH_ENDPOINT_ALLOWLIST. */
  readonly origin: string;
  /** A new browser subscription: its endpoint and keys, as PushManager.subscribe() would give them. */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  readonly received: ReceivedPush[];
  /** Statuses (and headers) to answer the next requests with, in order; 201 after they run out. */
  respondWith(...replies: { status: number; headers?: Record<string, string> }[]): void;
  /** Every request, delivered or not. */
  requests(): number;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: the plaintext of an aes128gcm body sent to these keys. */
export function decryptAes128gcm(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record: Clearwater sends one');
  const receiverPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(keys.auth, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, BrowserKeys>();
  const received: ReceivedPush[] = [];
  const replies: { status: number; headers?: Record<string, string> }[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests++;
      const id = /^\/push\/([a-f0-9]{32})$/.exec(req.url ?? '')?.[1];
      const browser = id ? browsers.get(id) : undefined;
      if (req.method !== 'POST' || !id || !browser) {
        res.writeHead(404).end();
        return;
      }
      const reply = replies.shift();
      if (reply && reply.status >= 300) {
        res.writeHead(reply.status, reply.headers).end();
        return;
      }
      try {
        received.push({ subscriptionId: id, headers: req.headers, payload: decryptAes128gcm(Buffer.concat(chunks), browser) });
        res.writeHead(reply?.status ?? 201, { Location: `/message/${received.length}`, ...reply?.headers }).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    subscription() {
      const id = randomBytes(16).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    received,
    respondWith: (...next) => void replies.push(...next),
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
