// Test support: a local HTTP server on 127.0.0.1 that speaks just enough of OpenAI's chat completions
// API for the SDK (point its baseURL at `url`). Each request is answered by the test's `reply`
// function, so a test can script success, slowness, 429s and malformed replies.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body; `raw` wins when both are set. */
  json?: unknown;
  raw?: string;
  /** Wait this long before answering (to trip the client's time-out). */
  delayMs?: number;
}

export interface RecordedRequest {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown>;
}

export interface FakeChatCompletions {
  readonly url: string;
  readonly requests: RecordedRequest[];
  reply: (request: RecordedRequest, index: number) => FakeReply;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content` (a string, or JSON-encoded when an object). */
export function completionWith(content: unknown, extra: { finishReason?: string; refusal?: string | null } = {}): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-vision-model',
    choices: [{
      index: 0,
      finish_reason: extra.finishReason ?? 'stop',
      message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content), refusal: extra.refusal ?? null },
    }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeChatCompletions(reply: FakeChatCompletions['reply']): Promise<FakeChatCompletions> {
  const requests: RecordedRequest[] = [];
  const fake = { requests, reply } as FakeChatCompletions & { url: string };
  const server = createServer((req, res) => {
    void readJson(req).then(async (body) => {
      const recorded = { path: req.url ?? '', authorization: req.headers.authorization, body };
      requests.push(recorded);
      const answer = fake.reply(recorded, requests.length - 1);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.raw ?? JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return fake;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
