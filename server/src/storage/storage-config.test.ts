import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const load = (env: Record<string, string>) =>
  loadConfig({ SECRET: 'a-secret-that-is-long-enough-for-the-check', DATA_DIR: '/srv/console', ...env });

describe('storage and upload configuration', () => {
  it('keeps files in DATA_DIR/files and allows 10 files of 10 MB, 50 MB an upload, 300 uploads a minute, by default', () => {
    const config = load({});
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/console/files' });
    expect(config.collectorUpload).toEqual({
      maxFiles: 10,
      maxFileBytes: 10 * 1024 * 1024,
      maxUploadBytes: 50 * 1024 * 1024,
      uploadsPerMinute: 300,
    });
  });

  it('reads an S3-compatible store from STORAGE=s3 and its settings', () => {
    const config = load({
      STORAGE: 's3',
      S3_BUCKET: 'console-files',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'console-files',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('leaves S3 credentials and endpoint to the SDK’s defaults when not given', () => {
    expect(load({ STORAGE: 's3', S3_BUCKET: 'b' }).storage).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it.each([
    [{ STORAGE: 'ftp' }, 'STORAGE must be local or s3'],
    [{ STORAGE: 's3' }, 'S3_BUCKET is required'],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, 'must be given together'],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT must be an absolute URL'],
    [{ COLLECTOR_MAX_FILES: '0' }, 'COLLECTOR_MAX_FILES must be an integer'],
    [{ COLLECTOR_MAX_FILE_BYTES: 'ten' }, 'COLLECTOR_MAX_FILE_BYTES must be an integer'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
