import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';

describe('adapter settings', () => {
  it('chooses the embedded defaults when nothing is set (npm start needs nothing installed)', () => {
    const config = readConfig({});
    expect(config.storage).toEqual({ driver: 'local' });
    expect(config.mail).toEqual({ driver: 'outbox' });
    expect(config.realtime.redisUrl).toBeUndefined();
  });

  it('reads S3: path-style URLs with an endpoint, the SDK’s own credentials when none are given', () => {
    expect(
      readConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(
      readConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_REGION: 'eu-west-3' }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'files',
      endpoint: undefined,
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses settings that cannot work, saying what is missing', () => {
    expect(() => readConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => readConfig({ STORAGE_DRIVER: 'gcs' })).toThrow(/local or s3/);
    expect(() =>
      readConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/go together/);
    expect(() => readConfig({ MAIL_DRIVER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ MAIL_DRIVER: 'sendmail' })).toThrow(/outbox or smtp/);
    expect(readConfig({ MAIL_DRIVER: 'smtp', SMTP_URL: 'smtps://u:p@mail.test:465' }).mail).toEqual(
      { driver: 'smtp', url: 'smtps://u:p@mail.test:465', from: 'no-reply@localhost' },
    );
  });
});
