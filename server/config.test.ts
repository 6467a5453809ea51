import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: undefined,
      pgliteDir: '.data/pglite',
      mode: 'demo',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      soPortalUrl: 'http://127.0.0.1:8080/under-construction',
      superuserRoleCode: 'aaf1',
      gateUsername: undefined,
      staticDir: 'dist',
      logLevel: 'info',
      passwordHashCost: 17,
      publicUrl: 'http://127.0.0.1:8080',
      databasePreparedStatements: true,
    });
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).databasePreparedStatements).toBe(false);
    // Demo without a secret: a random one per process.
    expect(c.crossLoginSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).crossLoginSecret).not.toBe(c.crossLoginSecret);
  });

  it('refuses unsafe production settings', () => {
    expect(() => loadConfig({ ERP_MODE: 'production' })).toThrow(/CROSS_LOGIN_SECRET/);
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ ERP_MODE: 'production', CROSS_LOGIN_SECRET: secret, PASSWORD_HASH_COST: '12' })).toThrow(/tests only/);
    expect(loadConfig({ ERP_MODE: 'production', CROSS_LOGIN_SECRET: secret }).mode).toBe('production');
  });

  it('refuses malformed values instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ERP_MODE: 'prod' })).toThrow(/ERP_MODE/);
    expect(() => loadConfig({ GATE_USERNAME: 'only-one' })).toThrow(/GATE_PASSWORD/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'yes' })).toThrow(/DATABASE_PREPARED_STATEMENTS must be on or off/);
  });
});
