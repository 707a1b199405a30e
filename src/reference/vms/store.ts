import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { IdempotencyRecord, Interview, Offer, Requisition, Submission, VmsEventRecord } from './model'

type Entry =
  | { kind: 'requisition'; value: Requisition }
  | { kind: 'submission'; value: Submission }
  | { kind: 'interview'; value: Interview }
  | { kind: 'offer'; value: Offer }
  | { kind: 'event'; value: VmsEventRecord }
  | { kind: 'idempotency'; value: IdempotencyRecord }

/**
 * The reference VMS's data, in memory and in an append-only log (one JSON line per change,
 * written synchronously before the VMS answers), so a VMS killed mid-request and started
 * again still knows every submission and idempotency key it answered: a supplier's retry
 * after a lost answer finds its first answer again. Without a file it lives in memory only.
 */
export class VmsStore {
  readonly requisitions = new Map<string, Requisition>()
  readonly submissions = new Map<string, Submission>()
  readonly interviews = new Map<string, Interview>()
  readonly offers = new Map<string, Offer>()
  readonly events: VmsEventRecord[] = []
  readonly idempotency = new Map<string, IdempotencyRecord>()
  private readonly byExternalRef = new Map<string, string>()
  private counters = { submission: 0, interview: 0, offer: 0, event: 0 }

  constructor(private readonly file: string | null) {
    if (!file) return
    mkdirSync(dirname(file), { recursive: true })
    if (!existsSync(file)) return
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue
      try {
        this.apply(JSON.parse(line) as Entry)
      } catch {
        // A line cut short by a kill: everything before it is intact.
      }
    }
  }

  private apply(entry: Entry): void {
    switch (entry.kind) {
      case 'requisition':
        this.requisitions.set(entry.value.id, entry.value)
        break
      case 'submission':
        this.submissions.set(entry.value.id, entry.value)
        this.byExternalRef.set(entry.value.externalRef, entry.value.id)
        this.counters.submission = Math.max(this.counters.submission, numberOf(entry.value.id))
        break
      case 'interview':
        this.interviews.set(entry.value.id, entry.value)
        this.counters.interview = Math.max(this.counters.interview, numberOf(entry.value.id))
        break
      case 'offer':
        this.offers.set(entry.value.id, entry.value)
        this.counters.offer = Math.max(this.counters.offer, numberOf(entry.value.id))
        break
      case 'event':
        this.events.push(entry.value)
        this.counters.event = Math.max(this.counters.event, entry.value.sequence)
        break
      case 'idempotency':
        this.idempotency.set(entry.value.key, entry.value)
        break
    }
  }

  private write(entry: Entry): void {
    this.apply(entry)
    if (this.file) appendFileSync(this.file, `${JSON.stringify(entry)}\n`)
  }

  nextId(kind: 'submission' | 'interview' | 'offer'): string {
    this.counters[kind] += 1
    const prefix = { submission: 'SUB', interview: 'INT', offer: 'OFF' }[kind]
    return `${prefix}-${String(this.counters[kind]).padStart(6, '0')}`
  }

  nextSequence(): number {
    return this.counters.event + 1
  }

  putRequisition(value: Requisition): void {
    this.write({ kind: 'requisition', value })
  }
  putSubmission(value: Submission): void {
    this.write({ kind: 'submission', value })
  }
  putInterview(value: Interview): void {
    this.write({ kind: 'interview', value })
  }
  putOffer(value: Offer): void {
    this.write({ kind: 'offer', value })
  }
  putEvent(value: VmsEventRecord): void {
    this.write({ kind: 'event', value })
  }
  putIdempotency(value: IdempotencyRecord): void {
    this.write({ kind: 'idempotency', value })
  }

  submissionByExternalRef(ref: string): Submission | undefined {
    const id = this.byExternalRef.get(ref)
    return id ? this.submissions.get(id) : undefined
  }

  /** Events after a sequence number, in order (the pull feed). */
  eventsAfter(sequence: number, limit: number): VmsEventRecord[] {
    // Events are appended in sequence order: find the first later one by bisection.
    let lo = 0
    let hi = this.events.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.events[mid].sequence <= sequence) lo = mid + 1
      else hi = mid
    }
    return this.events.slice(lo, lo + limit)
  }
}

function numberOf(id: string): number {
  const n = Number(id.replace(/^\D+-/, ''))
  return Number.isFinite(n) ? n : 0
}
