import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serverProcesses } from './config';

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
    const c = loadConfig({
      DATA_DIR: dir(),
      DATABASE_URL: 'postgres://u@h/db',
      PUBLIC_URL: 'https://x.example/',
      SESSION_SECRET: 's'.repeat(32),
    });
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

describe('TRUST_PROXY and ALLOWED_ORIGINS', () => {
  const env = { DATA_DIR: dir(), SESSION_SECRET: 's'.repeat(32) };

  it('believes no proxy by default; takes true, a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...env, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
  });

  it.each(['maybe', '10.0.0.0/33', '10.0.0.1,example.com', '-1'])('stops on TRUST_PROXY=%s', (v) => {
    expect(() => loadConfig({ ...env, TRUST_PROXY: v })).toThrow(/TRUST_PROXY/);
  });

  it('allows PUBLIC_URL’s origin and the ALLOWED_ORIGINS, as origins', () => {
    expect(loadConfig(env).allowedOrigins).toEqual(['http://localhost:5000']);
    const c = loadConfig({
      ...env,
      PUBLIC_URL: 'https://esports.example/app/',
      ALLOWED_ORIGINS: 'https://www.esports.example/, http://localhost:5173',
    });
    expect(c.allowedOrigins).toEqual([
      'https://esports.example',
      'https://www.esports.example',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ ...env, ALLOWED_ORIGINS: 'esports.example' })).toThrow(/ALLOWED_ORIGINS/);
  });
});

describe('WRITE_LIMIT_SCALE', () => {
  const env = { DATA_DIR: dir(), SESSION_SECRET: 's'.repeat(32) };

  it('keeps the write limits as they are by default and multiplies them when set', () => {
    expect(loadConfig(env).writeLimitScale).toBe(1);
    expect(loadConfig({ ...env, WRITE_LIMIT_SCALE: '100' }).writeLimitScale).toBe(100);
    expect(() => loadConfig({ ...env, WRITE_LIMIT_SCALE: '0' })).toThrow(/WRITE_LIMIT_SCALE/);
    expect(() => loadConfig({ ...env, WRITE_LIMIT_SCALE: 'lots' })).toThrow(/WRITE_LIMIT_SCALE/);
  });
});

describe('AUTH_RATE_LIMIT_PER_MINUTE', () => {
  const env = { DATA_DIR: dir(), SESSION_SECRET: 's'.repeat(32) };

  it('is 30 a minute per address by default and takes a positive whole number', () => {
    expect(loadConfig(env).authRateLimitPerMinute).toBe(30);
    expect(loadConfig({ ...env, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }).authRateLimitPerMinute).toBe(1000);
    for (const bad of ['0', '2.5', 'many'])
      expect(() => loadConfig({ ...env, AUTH_RATE_LIMIT_PER_MINUTE: bad })).toThrow(/AUTH_RATE_LIMIT_PER_MINUTE/);
  });
});

describe('WORKERS', () => {
  const env = { DATA_DIR: dir(), SESSION_SECRET: 's'.repeat(32) };
  const shared = { ...env, DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h:6379' };

  it('is one process by default; takes a positive whole number, or auto for one per core', () => {
    expect(loadConfig(env).workers).toBe(1);
    expect(loadConfig({ ...shared, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ ...shared, WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(loadConfig({ ...shared, WORKERS: 'AUTO' }).workers).toBe(availableParallelism());
    for (const bad of ['0', '-1', '2.5', 'many', '1e3'])
      expect(() => loadConfig({ ...env, WORKERS: bad })).toThrow(
        /WORKERS: must be a positive whole number, or auto \(one per core\)/,
      );
  });

  it('runs several processes only on a shared PostgreSQL and Redis, and says why not otherwise', () => {
    expect(serverProcesses(loadConfig({ ...shared, WORKERS: '3' }))).toEqual({ count: 3 });
    expect(serverProcesses(loadConfig({ ...env, WORKERS: '3' }))).toEqual({
      count: 1,
      why: 'the embedded database (no DATABASE_URL) belongs to one process',
    });
    expect(serverProcesses(loadConfig({ ...env, DATABASE_URL: 'postgres://u@h/db', WORKERS: '3' }))).toEqual({
      count: 1,
      why: 'without REDIS_URL the processes could not share sessions, sockets and caches',
    });
    expect(serverProcesses(loadConfig(env))).toEqual({ count: 1 });
  });
});
