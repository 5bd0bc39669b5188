import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('uses the runtime contract defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      admin: null,
      demoData: false,
      demoYear: false,
      tagManagerId: null,
      env: 'development',
      loginRateLimit: 10,
    });
    expect(loadConfig({ LOGIN_RATE_LIMIT: '500' }).loginRateLimit).toBe(500);
    // `small`: the demo practice without its past year (the journeys' demo).
    expect(loadConfig({ DEMO_DATA: 'small' })).toMatchObject({ demoData: true, demoYear: false });
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', '0', '10.0.0.0/33', '300.1.1.1', 'proxy.example.ch', '1,2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('bounds guest reservations per client address and hour', () => {
    expect(loadConfig({}).guestBookingLimit).toBe(5);
    expect(loadConfig({ GUEST_BOOKING_LIMIT: '20' }).guestBookingLimit).toBe(20);
    expect(() => loadConfig({ GUEST_BOOKING_LIMIT: '0' })).toThrow(/GUEST_BOOKING_LIMIT/);
  });

  it('reads the nightly backup folder and how many backups to keep', () => {
    expect(loadConfig({})).toMatchObject({ backupDir: null, backupKeep: 14 });
    expect(loadConfig({ BACKUP_DIR: '/var/backups/praxis', BACKUP_KEEP: '30' })).toMatchObject({ backupDir: '/var/backups/praxis', backupKeep: 30 });
    expect(loadConfig({ BACKUP_DIR: '', BACKUP_KEEP: '' })).toMatchObject({ backupDir: null, backupKeep: 14 });
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => loadConfig({ BACKUP_KEEP: bad }), bad).toThrow(/BACKUP_KEEP/);
    }
  });

  it('reads how many mails each instance sends at once', () => {
    expect(loadConfig({}).mailConcurrency).toBe(4);
    expect(loadConfig({ MAIL_CONCURRENCY: '8' }).mailConcurrency).toBe(8);
    for (const bad of ['0', '33', '1.5', 'many']) {
      expect(() => loadConfig({ MAIL_CONCURRENCY: bad }), bad).toThrow(/MAIL_CONCURRENCY/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', DEMO_DATA: '' }).port).toBe(3000);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/praxis',
      DATABASE_URL: 'postgres://u:p@db:5432/praxis',
      PUBLIC_URL: 'https://praxis.example.ch/',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_FROM: 'Praxis <info@example.ch>',
      ADMIN_EMAIL: ' Admin@Example.CH ',
      ADMIN_PASSWORD: 'correct horse',
      DEMO_DATA: '1',
      NODE_ENV: 'production',
      TAG_MANAGER_ID: 'GTM-AB12CD3',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/praxis',
      publicUrl: 'https://praxis.example.ch',
      smtpUrl: 'smtp://u:p@mail:587',
      admin: { email: 'admin@example.ch', password: 'correct horse' },
      demoData: true,
      demoYear: true,
      env: 'production',
      tagManagerId: 'GTM-AB12CD3',
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'not-an-email', DEMO_DATA: 'yes', TAG_MANAGER_ID: 'UA-1' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'DEMO_DATA', 'TAG_MANAGER_ID']) {
      expect(problems).toContain(name);
    }
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.ch' })).toThrow(/set together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough' })).toThrow(/set together/);
  });

  it('refuses an admin password shorter than 8 characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.ch', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
