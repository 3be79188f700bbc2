import { unwrap, type ApiClient } from '@app/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLACES, PROVINCE_CODES } from '../src/data/places';
import { PLACES_LIMIT, placeLabel } from '../src/modules/content/places';
import { startTestApi, type TestApi } from './support/api';

const THROTTLE_KEY = 'places:address:127.0.0.1';

let server: TestApi;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.services.rateLimiter.clear(THROTTLE_KEY);
  api = server.client({ mode: 'session' }).api;
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );

const search = async (query: { search: string; limit?: number }, client = api) =>
  (await unwrap(client.GET('/api/content/places', { params: { query } }))).data;

describe('GET api/content/places', () => {
  it('answers places with a label, the address fields and coarse coordinates', async () => {
    const [verdun] = await search({ search: 'Verdun' });
    const source = PLACES.find((p) => p.name === 'Verdun');
    expect(verdun).toEqual({
      id: source?.id,
      label: 'Verdun, Montréal (QC)',
      city: 'Montréal',
      state: 'QC',
      country: 'ca',
      postal_prefix: 'H4G',
      latitude: 45.46,
      longitude: -73.57,
    });
    const [montreal] = await search({ search: 'Montréal' });
    expect(montreal?.label).toBe('Montréal (QC)');
  });

  it('ignores accents and case', async () => {
    for (const text of ['montreal', 'MONTRÉAL', 'Montréal', 'montréal']) {
      const [first] = await search({ search: text });
      expect(first?.label, text).toBe('Montréal (QC)');
    }
    const [jerome] = await search({ search: 'st-jerome' });
    expect(jerome?.city).toBe('Saint-Jérôme');
    const [trois] = await search({ search: 'TROIS RIVIERES' });
    expect(trois?.city).toBe('Trois-Rivières');
  });

  it('finds a place by its postal code prefix', async () => {
    const [first] = await search({ search: 'H4G' });
    expect(first).toMatchObject({ label: 'Verdun, Montréal (QC)', postal_prefix: 'H4G' });
    const [lower] = await search({ search: 'm5h' });
    expect(lower).toMatchObject({ city: 'Toronto', state: 'ON', postal_prefix: 'M5H' });
  });

  it('takes a limit from 1 to 20, 10 by default', async () => {
    // "qc" matches every place of Québec, far more than 20.
    expect(await search({ search: 'qc', limit: 1 })).toHaveLength(1);
    expect(await search({ search: 'qc', limit: 20 })).toHaveLength(20);
    expect(await search({ search: 'qc' })).toHaveLength(10);
    for (const limit of [0, 21, -1]) {
      expect(await failure(search({ search: 'qc', limit })), String(limit)).toMatchObject({
        status: 422,
        fieldErrors: { limit: expect.any(String) as string },
      });
    }
  });

  it('refuses an empty, blank or too long search', async () => {
    for (const text of ['', '   ', 'a'.repeat(101)]) {
      expect(await failure(search({ search: text })), JSON.stringify(text)).toMatchObject({
        status: 422,
        fieldErrors: { search: expect.any(String) as string },
      });
    }
    expect(
      await failure(unwrap(api.GET('/api/content/places', { params: { query: {} as never } }))),
    ).toMatchObject({ status: 422, fieldErrors: { search: expect.any(String) as string } });
    expect(await search({ search: 'a'.repeat(100) })).toEqual([]);
  });

  it('answers Canadian places only', async () => {
    expect(await search({ search: 'Paris' })).toEqual([]);
    expect(await search({ search: 'New York' })).toEqual([]);
    for (const text of ['a', 'e', 'saint', 'on', 'bc']) {
      for (const place of await search({ search: text, limit: 20 })) {
        expect(place.country).toBe('ca');
        expect(PROVINCE_CODES).toContain(place.state);
        expect(place.latitude).toBeGreaterThan(41);
        expect(place.latitude).toBeLessThan(84);
        expect(place.longitude).toBeLessThan(-52);
        expect(place.longitude).toBeGreaterThan(-142);
        expect(Math.round(place.latitude * 100) / 100).toBe(place.latitude);
        expect(Math.round(place.longitude * 100) / 100).toBe(place.longitude);
      }
    }
  });

  it('is public, in token mode too', async () => {
    const token = server.client({ mode: 'token' }).api;
    expect(await search({ search: 'Laval' }, token)).toMatchObject([{ label: 'Laval (QC)' }]);
  });

  it('is rate limited per address, with Retry-After', async () => {
    for (let i = 0; i < PLACES_LIMIT.perAddress; i += 1) await search({ search: 'Gatineau' });
    const { fetch } = server.client();
    const response = await fetch(`${server.url}/api/content/places?search=Gatineau`);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await failure(search({ search: 'Gatineau' }))).toMatchObject({ status: 429 });
    server.services.rateLimiter.clear(THROTTLE_KEY);
    expect(await search({ search: 'Gatineau' })).toHaveLength(1);
  });
});

describe('placeLabel', () => {
  it('names the municipality of a borough, and the province', () => {
    expect(placeLabel({ name: 'Verdun', city: 'Montréal', province: 'QC' })).toBe(
      'Verdun, Montréal (QC)',
    );
    expect(placeLabel({ name: 'Toronto', city: 'Toronto', province: 'ON' })).toBe('Toronto (ON)');
  });
});
