import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { DatabaseOpenError, openDatabase } from '../../src/db/client.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      ROUNDS_PER_GAME: 10,
      ROUND_DURATION_S: 30,
      ROUND_PAUSE_S: 10,
      GAME_END_PAUSE_S: 20,
      POINTS_BY_RANK: [3, 2, 1],
      publicUrl: 'http://localhost:3000',
    });
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://earshot.example/' }).publicUrl).toBe('https://earshot.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['ROUNDS_PER_GAME', '0'],
    ['ROUND_DURATION_S', '-1'],
    ['ROUND_PAUSE_S', 'soon'],
    ['GAME_END_PAUSE_S', '0'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'http://localhost'],
    ['SMTP_URL', 'localhost:25'],
    ['PUBLIC_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['POINTS_BY_RANK', '3,2'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('trusts X-Forwarded-For only when told which proxies to trust', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('needs ADMIN_USERNAME with ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Secret123' })).toThrow(/ADMIN_USERNAME/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});

describe('opening the database', () => {
  it('stops with a clear message when PostgreSQL cannot be reached', async () => {
    const attempt = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(attempt).rejects.toThrow(DatabaseOpenError);
    await expect(attempt).rejects.toThrow(/Cannot open DATABASE_URL/);
  });

  it('stops with a clear message when the data directory cannot be used', async () => {
    const notADirectory = path.join(await mkdtemp(path.join(os.tmpdir(), 'earshot-')), 'file');
    await writeFile(notADirectory, 'x');
    await expect(openDatabase({ dataDir: notADirectory })).rejects.toThrow(/Cannot open the embedded database/);
  });
});
