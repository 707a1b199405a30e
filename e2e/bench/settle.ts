import { readFileSync } from 'node:fs'

/** The machine's busy and total CPU time so far (Linux /proc/stat), or null elsewhere. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    const total = fields.reduce((a, b) => a + b, 0)
    // idle + iowait
    return { busy: total - fields[3] - (fields[4] ?? 0), total }
  } catch {
    return null
  }
}

/**
 * Waits until the machine is idle: at most 25 % of its CPU busy in each of four 250-ms windows
 * in a row, at most `maxMs`. Steady-state figures are then not taken while a just-started
 * server's own start-up work (its workers, the reference servers, Radicale) or autovacuum after
 * a seed still runs on the same cores. Returns the time waited (ms).
 */
export async function settled(maxMs = 15_000): Promise<number> {
  const started = performance.now()
  let previous = cpuTimes()
  if (!previous) return 0
  let quiet = 0
  while (quiet < 4 && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = cpuTimes()
    if (!now) return performance.now() - started
    const share = (now.busy - previous.busy) / Math.max(1, now.total - previous.total)
    quiet = share <= 0.25 ? quiet + 1 : 0
    previous = now
  }
  return performance.now() - started
}
