// @vitest-environment happy-dom
import { createApiClient, type ApiClient } from '@app/client';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import type { Product } from './get-products';

let client: ApiClient;
vi.mock('../../../lib/api-client', () => ({ api: () => client }));

const { pay } = await import('./pay');

const product = { id: 1, price_hash: 'hash-1' } as Product;

function serve(answer: () => Promise<void>) {
  const fake = fakeApi({ 'POST /pay/1': () => ({ status: 204 }) });
  client = createApiClient({
    baseUrl: 'http://api.test',
    mode: 'token',
    locale: () => 'fr',
    deviceName: 'test',
    fetch: async (input, init) => {
      const response = await fake.fetch(input, init);
      await answer();
      return response;
    },
  });
  return fake;
}

const keys = (requests: { headers: Headers }[]) =>
  requests.map((request) => request.headers.get('idempotency-key'));

describe('paying by card', () => {
  it('sends a second click during the payment under the first click’s key', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = serve(() => answered);
    const first = pay(product, null);
    const second = pay(product, null);
    await vi.waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    release();
    await Promise.all([first, second]);
    const [one, two] = keys(requests);
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(two).toBe(one);
  });

  it('starts a new attempt, with a new key, once the previous one was answered', async () => {
    const { requests } = serve(() => Promise.resolve());
    await pay(product, null);
    await pay(product, null);
    const [one, two] = keys(requests);
    expect(two).not.toBe(one);
  });

  it('keeps separate keys for different payments', async () => {
    const { requests } = serve(() => Promise.resolve());
    await Promise.all([pay(product, null), pay(product, 'PROMO')]);
    const [one, two] = keys(requests);
    expect(two).not.toBe(one);
  });
});
