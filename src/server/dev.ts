import { type ChildProcess, spawn } from 'node:child_process'

/**
 * `npm run dev`: the API server under `tsx watch` (restarts on server changes) and the Vite
 * dev server (hot reload, /api proxied to the API server; see vite.config.ts).
 */
const apiPort = process.env.PORT ?? '3000'
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: apiPort,
      SERVE_CLIENT: 'false',
    },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
