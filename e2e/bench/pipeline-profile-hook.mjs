// Loaded into the server by pipeline-profile.ts (NODE_OPTIONS=--import): once PROF_DIR/start
// exists, measures the process's CPU and (unless PROF_CPU=off) samples it with the inspector's
// profiler; both are written to PROF_DIR when the process exits.

import { existsSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'

const dir = process.env.PROF_DIR
if (dir) {
  const profile = process.env.PROF_CPU !== 'off'
  const session = new Session()
  if (profile) {
    session.connect()
    session.post('Profiler.enable')
    session.post('Profiler.setSamplingInterval', { interval: 100 })
  }
  let on = false
  let cpu0
  const timer = setInterval(() => {
    if (!on && existsSync(`${dir}/start`)) {
      on = true
      cpu0 = process.cpuUsage()
      if (profile) session.post('Profiler.start')
    }
  }, 20)
  timer.unref()
  process.on('exit', () => {
    if (!on) return
    const cpu = process.cpuUsage(cpu0)
    writeFileSync(`${dir}/${process.pid}.cpu.json`, JSON.stringify(cpu))
    if (profile)
      session.post('Profiler.stop', (err, res) => {
        if (!err) writeFileSync(`${dir}/${process.pid}.cpuprofile`, JSON.stringify(res.profile))
      })
  })
}
