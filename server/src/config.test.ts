import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dir = () => mkdtempSync(join(tmpdir(), 'esn-cfg-'));

describe('loadConfig', () => {
  it('has working defaults: port 5000, embedded database, demo seed on, generated secret kept in DATA_DIR', () => {
    const d = dir();
    const c = loadConfig({ DATA_DIR: d });
    expect(c.port).toBe(5000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.secureCookies).toBe(false);
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(d, 'session-secret'), 'utf8')).toBe(c.sessionSecret);
    expect(loadConfig({ DATA_DIR: d }).sessionSecret).toBe(c.sessionSecret);
  });

  it('does not seed a real database unless asked, and marks https deployments secure', () => {
    const c = loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://x.example/', SESSION_SECRET: 's'.repeat(32) });
    expect(c.seedDemo).toBe(false);
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe('https://x.example');
    expect(existsSync(join(c.dataDir, 'session-secret'))).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(new RegExp(name));
  });
});
