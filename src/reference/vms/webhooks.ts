import { createHmac } from 'node:crypto'
import type { VmsEventRecord } from './model'

/** docs/vms-protocol.md §3.1: `v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/**
 * Injected delivery faults: `duplicate` delivers a batch twice, `shuffle` reverses its order,
 * `badSignature` signs it with a wrong secret, `stale` with a timestamp outside the replay
 * window (both are refused and delivered again properly later), `drop` loses it for good
 * (only the pull feed still has it).
 */
export interface WebhookFault {
  mode: 'duplicate' | 'shuffle' | 'badSignature' | 'stale' | 'drop'
  times: number
}

export interface WebhookConfig {
  url: string | null
  secret: string
  /** Batches in flight at once. */
  concurrency: number
  batchSize: number
}

export interface WebhookStats {
  deliveries: number
  refused: number
  failed: number
  eventsDelivered: number
  dropped: number
}

/**
 * Pushes events to the supplier's webhook at least once: in sequence order, in batches,
 * retrying a refused or failed batch with back-off (so the supplier sees duplicates and,
 * with several batches in flight, events out of order — as it must expect).
 */
export class WebhookSender {
  private readonly queue: VmsEventRecord[] = []
  private inFlight = 0
  private backoffMs = 0
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  readonly faults: WebhookFault[] = []
  readonly stats: WebhookStats = { deliveries: 0, refused: 0, failed: 0, eventsDelivered: 0, dropped: 0 }

  constructor(readonly config: WebhookConfig) {}

  enqueue(events: VmsEventRecord[]): void {
    if (!this.config.url || this.stopped) return
    this.queue.push(...events)
    this.kick()
  }

  /** Nothing queued or in flight. */
  get idle(): boolean {
    return this.queue.length === 0 && this.inFlight === 0
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
  }

  private kick(delayMs = 5): void {
    if (this.timer || this.stopped) return
    // A few milliseconds gather what one request emitted into one batch.
    this.timer = setTimeout(
      () => {
        this.timer = null
        this.pump()
      },
      Math.max(delayMs, this.backoffMs),
    )
  }

  private pump(): void {
    while (this.queue.length > 0 && this.inFlight < this.config.concurrency && !this.stopped) {
      const batch = this.queue.splice(0, this.config.batchSize)
      this.inFlight++
      void this.deliver(batch).finally(() => {
        this.inFlight--
        if (this.queue.length > 0) this.kick()
      })
    }
  }

  private takeFault(): WebhookFault['mode'] | null {
    const fault = this.faults[0]
    if (!fault) return null
    fault.times--
    if (fault.times <= 0) this.faults.shift()
    return fault.mode
  }

  private async deliver(batch: VmsEventRecord[]): Promise<void> {
    const fault = this.takeFault()
    if (fault === 'drop') {
      this.stats.dropped += batch.length
      return
    }
    const events = fault === 'shuffle' ? [...batch].reverse() : batch
    const ok = await this.post(events, fault)
    if (ok && fault === 'duplicate') await this.post(events, null)
    if (ok) {
      this.backoffMs = 0
      return
    }
    // Refused or unreachable: again later, before anything newer.
    this.queue.unshift(...batch)
    this.backoffMs = Math.min(5000, Math.max(200, this.backoffMs * 2))
  }

  private async post(events: VmsEventRecord[], fault: WebhookFault['mode'] | null): Promise<boolean> {
    const url = this.config.url
    if (!url) return true
    const body = JSON.stringify({ events })
    const now = Math.floor(Date.now() / 1000)
    const timestamp = fault === 'stale' ? now - 600 : now
    const secret = fault === 'badSignature' ? `${this.config.secret}-wrong` : this.config.secret
    this.stats.deliveries++
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vms-timestamp': String(timestamp),
          'x-vms-signature': signWebhook(secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      await res.arrayBuffer()
      if (res.ok) {
        this.stats.eventsDelivered += events.length
        return true
      }
      this.stats.refused++
      return false
    } catch {
      this.stats.failed++
      return false
    }
  }
}
