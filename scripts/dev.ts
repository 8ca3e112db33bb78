import { spawn } from 'node:child_process'

/** Development: the API server reloading on change (tsx watch) and the Vite dev server on :5173. */
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { APP_URL: 'http://localhost:5173', ...process.env, SERVE_WEB: 'false' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', cwd: 'apps/web' }),
]
console.log('\n  Web app with hot reload: http://localhost:5173 (API on :3000)\n')
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop())
