// API client: spec §7 request shape and spec §8 error messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, createQueryClient, getJson } from './client.ts';

function stub(response: Response) {
  const mock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('turns a failed reply into "{status}: {body}"', async () => {
    stub(new Response('Pool not found', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('GET', '/api/pools/9')).rejects.toThrow(/^404: Pool not found$/);
  });

  it('uses the status text when the failed reply has no body', async () => {
    stub(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const error = await apiRequest('GET', '/api/pools').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('keeps the parsed JSON error body for forms', async () => {
    const body = { error: { code: 'invalid', message: 'Bad input' } };
    stub(new Response(JSON.stringify(body), { status: 400, statusText: 'Bad Request' }));
    const error = (await apiRequest('POST', '/api/x', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.body).toEqual(body);
  });

  it('sends cookies always, and a JSON content type and body only with a payload', async () => {
    const mock = stub(new Response('{}', { status: 200 }));
    await apiRequest('GET', '/api/pools');
    expect(mock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include', body: undefined, headers: undefined });
    await apiRequest('POST', '/api/pools', { name: 'My Pool' });
    expect(mock.mock.calls[1]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"name":"My Pool"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('reads an empty successful body as null', async () => {
    stub(new Response(null, { status: 204 }));
    await expect(apiJson('DELETE', '/api/equipment/1')).resolves.toBeNull();
  });

  it('GETs a path and checks the reply with its schema', async () => {
    const mock = stub(new Response('[{"id":1}]', { status: 200 }));
    const schema = { parse: vi.fn((data: unknown) => data as { id: number }[]) };
    await expect(getJson('/api/pools', schema)).resolves.toEqual([{ id: 1 }]);
    expect(String(mock.mock.calls[0]?.[0])).toBe('/api/pools');
    expect(mock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
    expect(schema.parse).toHaveBeenCalledWith([{ id: 1 }]);
  });

  it('gives a QueryClient that never retries, never goes stale and skips focus refetches', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
    expect(client.getDefaultOptions().mutations).toMatchObject({ retry: false });
  });

  it('has no default query function: a query key never names a URL', () => {
    expect(createQueryClient().getDefaultOptions().queries?.queryFn).toBeUndefined();
  });
});
