import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.ts'

/** nginx from the system (Debian's `nginx` package), or `NGINX`. */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
export const hasNginx = () => fs.existsSync(NGINX)

/** The shop's nginx files (deploy/nginx), which the production example's nginx.conf includes. */
const DEPLOY = fileURLToPath(new URL('../../../deploy/nginx/', import.meta.url))
const SHOP_FILES = ['shop-http.conf', 'shop-locations.conf', 'shop-proxy.conf', 'shop-cache.conf']

export type Nginx = {
  /** Where clients reach it: `http://127.0.0.1:<port>`. */
  base: string
  /** Its own temp directory: config, logs (`access.log`), cache. */
  dir: string
  /** The access log's lines so far, then an empty log. */
  takeLog(): Promise<string[]>
  /** Its warnings and errors. */
  errors(): string[]
  stop(): Promise<void>
}

/**
 * nginx in front of shop instances on this machine, with the shop's own proxy and cache settings
 * (deploy/nginx), in a temp directory of its own: no root-only path, no system config. It runs in the
 * foreground as a child process. The access log records the instance (or none: an answer from the
 * cache), status, method, path and cache status of each request, then when it ended (seconds), its time
 * in nginx, the upstream's connect and header times, and the client connection and its request count.
 */
export async function startNginx({
  upstreams,
  held = upstreams,
  workers = 'auto',
  server = '',
}: {
  upstreams: number[]
  /** The ports for the answers the shop holds open (`upstream rdo_held`); by default `upstreams`. */
  held?: number[]
  workers?: number | 'auto'
  /** More directives for the `server` block (its locations inherit those they do not set). */
  server?: string
}): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdo-nginx-'))
  // Beside the config, where its relative includes look for them.
  for (const name of SHOP_FILES) fs.copyFileSync(path.join(DEPLOY, name), path.join(dir, name))
  const port = await freePort()
  // As root, nginx's workers would otherwise run as nobody and could not reopen the logs in `dir`.
  const config = `user ${os.userInfo().username};
worker_processes ${workers};
worker_rlimit_nofile 65536;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 32768; multi_accept on; }
http {
  include shop-http.conf;
  log_format upstream '$upstream_addr $status $request_method $uri $upstream_cache_status $msec $request_time $upstream_connect_time $upstream_header_time $connection $connection_requests';
  access_log ${dir}/access.log upstream buffer=256k flush=1s;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=rdo_shop:16m max_size=256m use_temp_path=off;
  upstream rdo_shop {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 16384;
  }
  upstream rdo_held {
${held.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 16384;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
${server}
    include shop-locations.conf;
  }
}
`
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(file, config)
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], {
    stdio: 'inherit',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const log = path.join(dir, 'access.log')
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForPort(port, () => child.exitCode)
  } catch (err) {
    await stop()
    throw err
  }
  return {
    base: `http://127.0.0.1:${port}`,
    dir,
    async takeLog() {
      // USR1 reopens the log, which also writes out its buffer (the workers get the signal in a moment).
      child.kill('SIGUSR1')
      await new Promise((r) => setTimeout(r, 1500))
      const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []
      fs.writeFileSync(log, '')
      child.kill('SIGUSR1')
      return lines
    },
    errors() {
      const file = path.join(dir, 'error.log')
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []
    },
    stop,
  }
}

async function waitForPort(port: number, exitCode: () => number | null) {
  for (let i = 0; i < 100; i++) {
    if (exitCode() !== null) throw new Error(`nginx exited (${exitCode()})`)
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)))
      s.on('error', () => resolve(false))
    })
    if (ok) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('nginx did not start listening')
}
