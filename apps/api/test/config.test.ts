import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080, ./data under the repo root and the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(repoRoot, 'data'),
      databaseUrl: null,
      seed: null,
      mediaBaseUrl: '/media',
      webDist: join(repoRoot, 'apps/web/dist'),
      mediaDir: join(repoRoot, 'data/media'),
    });
  });

  it('keeps an absolute DATA_DIR and accepts PORT=0', () => {
    const config = loadConfig({ DATA_DIR: '/srv/rabbithole', PORT: '0', SEED: 'none' });
    expect(config).toMatchObject({ dataDir: '/srv/rabbithole', port: 0, seed: 'none' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEED: 'lots' }, 'SEED'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ MEDIA_BASE_URL: 'media' }, 'MEDIA_BASE_URL'],
    [{ CORS_ORIGINS: 'studio.example.com' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://studio.example.com/app' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://studio.example.com,,' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'ftp://files.example.com' }, 'CORS_ORIGINS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.example.com' }, 'TRUST_PROXY'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('reads CORS_ORIGINS as a list of exact origins, empty by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    const config = loadConfig({
      CORS_ORIGINS: 'https://studio.example.com, http://localhost:5173/',
    });
    expect(config.corsOrigins).toEqual(['https://studio.example.com', 'http://localhost:5173']);
  });

  it('says what is wrong with CORS_ORIGINS in one line', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'studio.example.com' })).toThrow(
      /^Invalid environment: CORS_ORIGINS must be comma-separated origins such as https:\/\/app\.example\.com [^\n]*\.$/,
    );
  });

  it('reads TRUST_PROXY as hops or proxy addresses, trusting none by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });
});
