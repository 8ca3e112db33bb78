import { describe, expect, it } from 'vitest'
import { loadConfig, metricsEnabled } from './config.ts'

const env = { AUTH_SECRET: 'a-secret-of-sixteen-or-more', DATA_DIR: '.data/test-config' }

describe('operations settings', () => {
  it('retention defaults: bodies 90 days, events 180, delivered outbox 30, sessions 30, audit 730', () => {
    expect(loadConfig(env)).toMatchObject({
      RETENTION_EMAIL_BODY_DAYS: 90,
      RETENTION_EMAIL_EVENTS_DAYS: 180,
      RETENTION_OUTBOX_DAYS: 30,
      RETENTION_SESSIONS_DAYS: 30,
      RETENTION_AUDIT_DAYS: 730,
      SHUTDOWN_GRACE_MS: 10_000,
      WORKER_HEALTH_PORT: 3101,
      METRICS_PORT: 0,
    })
  })

  it('refuses an audit log kept shorter than anything else', () => {
    expect(() => loadConfig({ ...env, RETENTION_AUDIT_DAYS: '100' })).toThrow(
      /RETENTION_AUDIT_DAYS \(100\) must be the longest.*RETENTION_EMAIL_EVENTS_DAYS=180/,
    )
    expect(() => loadConfig({ ...env, RETENTION_SESSIONS_DAYS: '0' })).toThrow(
      /RETENTION_SESSIONS_DAYS=0 \(for ever\)/,
    )
    expect(
      loadConfig({ ...env, RETENTION_AUDIT_DAYS: '0', RETENTION_SESSIONS_DAYS: '0' }).RETENTION_AUDIT_DAYS,
    ).toBe(0)
  })

  it('keeps request metrics only when a port or a token serves them', () => {
    expect(metricsEnabled(loadConfig(env))).toBe(false)
    expect(metricsEnabled(loadConfig({ ...env, METRICS_PORT: '9464' }))).toBe(true)
    expect(metricsEnabled(loadConfig({ ...env, METRICS_TOKEN: 'x'.repeat(16) }))).toBe(true)
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow()
  })
})
