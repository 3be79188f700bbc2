import { createApiClient, type ApiClient } from '@app/client';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';

let client: ApiClient;
vi.mock('../../../lib/api-client', () => ({ api: () => client }));
vi.mock('../../../lib/data', () => ({
  revalidate: vi.fn(() => Promise.resolve()),
  updateCached: vi.fn(() => Promise.resolve()),
}));

const { audioContentType, sendAudio } = await import('./send-audio');

describe('a voice message', () => {
  it('is stored under the type without its codecs', () => {
    expect(audioContentType(new Blob([], { type: 'audio/webm;codecs=opus' }))).toBe('audio/webm');
    expect(audioContentType(new Blob([], { type: 'audio/mp4' }))).toBe('audio/mp4');
    expect(audioContentType(new Blob([]))).toBe('audio/webm');
  });

  it('goes up through the signed-storage flow, then is posted by its key', async () => {
    const fake = fakeApi({
      'POST /vapor/signed-storage-url': {
        status: 201,
        body: {
          uuid: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
          bucket: 'local',
          key: 'tmp/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
          url: 'http://api.test/storage/uploads/tmp%2F9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
          headers: { 'Content-Type': 'audio/webm' },
        },
      },
      'PUT /storage/uploads/tmp%2F9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d': { status: 200 },
      'POST /conversations/3/messages': {
        status: 201,
        body: {
          data: {
            id: 12,
            is_me: true,
            audio: { url: 'http://api.test/storage/files/messages/3/a.webm' },
            created_at: '2026-11-26T10:00:00Z',
          },
        },
      },
    });
    client = createApiClient({
      baseUrl: 'http://api.test',
      mode: 'token',
      locale: () => 'fr',
      deviceName: 'test',
      fetch: fake.fetch,
    });
    const recording = new File([new Uint8Array([26, 69, 223, 163])], 'enregistrement.webm', {
      type: 'audio/webm;codecs=opus',
    });
    await sendAudio(3, recording);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /vapor/signed-storage-url',
      'PUT /storage/uploads/tmp%2F9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      'POST /conversations/3/messages',
    ]);
    expect(fake.requests[0]?.body).toEqual({ content_type: 'audio/webm' });
    expect(fake.requests[2]?.body).toEqual({
      type: 'audio',
      key: 'tmp/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    });
  });
});
