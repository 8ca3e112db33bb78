import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from './free-port.ts'

// The real `npm start` entry point on its own embedded PostgreSQL, whatever TEST_DATABASE_URL says.
const root = path.resolve(import.meta.dirname, '../../..')
const dataDir = path.join(root, '.data/test-restart')
const port = 3410

const base = `http://127.0.0.1:${port}`
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  // A free port: a database left running by an interrupted earlier run cannot be in the way.
  EMBEDDED_PG_PORT: String(await freePort()),
  SEED_DEMO_DATA: 'false',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
}
delete env.DATABASE_URL

const children: ChildProcess[] = []
function start() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  children.push(child)
  return { child, output: () => output }
}

async function waitForHealth(output: () => string, timeoutMs = 180_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return Date.now() - started
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s. Its output:\n${output()}`)
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
const signUp = (email: string) =>
  fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email, password: 'secret1', full_name: 'Restart Test' }),
  })
const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  if (fs.existsSync(pidFile)) process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT')
})

describe('npm start on the embedded database', () => {
  it(
    'survives kill -9 without losing data, then shuts down cleanly on SIGTERM',
    { timeout: 480_000 },
    async () => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      const first = start()
      await waitForHealth(first.output)
      expect((await signUp('survivor@example.com')).status).toBe(201)

      first.child.kill('SIGKILL')
      await exited(first.child)
      // PostgreSQL outlives the killed server; the next start must find and reuse it.
      expect(fs.existsSync(pidFile)).toBe(true)
      const postmasterPid = fs.readFileSync(pidFile, 'utf8').split('\n')[0]

      const second = start()
      const readyMs = await waitForHealth(second.output)
      // Ready in about 3 s on an idle machine (README); generous here because test runs share the CPU.
      expect(readyMs).toBeLessThan(60_000)
      expect(fs.readFileSync(pidFile, 'utf8').split('\n')[0]).toBe(postmasterPid)
      const again = await signUp('survivor@example.com')
      expect(again.status).toBe(409)
      expect((await again.json()).error.message).toBe('An account with this email already exists')

      second.child.kill('SIGTERM')
      expect(await exited(second.child)).toBe(0)
      expect(fs.existsSync(pidFile)).toBe(false)

      // A cold start after a clean stop.
      const third = start()
      await waitForHealth(third.output)
      expect((await signUp('survivor@example.com')).status).toBe(409)
      third.child.kill('SIGINT')
      expect(await exited(third.child)).toBe(0)
    },
  )
})
