import { Worker } from 'node:worker_threads'
import type { ExtractContext, ExtractedJob } from '../../../shared/domain/job-extract'
import { ApiError, badRequest } from '../../kernel/api-error'
import type { DocumentJob, DocumentResult } from './document-worker'
import { projectsErrors } from './errors'

/** A document that takes longer than this to read is refused (a PDF built to be slow). */
export const PARSE_TIME_LIMIT_MS = 10_000
/** Heap of one document worker: a hostile document cannot grow the server's own heap. */
const WORKER_HEAP_MB = 256
/** Documents read at once; more wait in line, and past the line a caller is asked to retry. */
const MAX_PARALLEL = 2
const MAX_WAITING = 16

let running = 0
const waiting: Array<() => void> = []

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) {
    if (waiting.length >= MAX_WAITING)
      throw new ApiError(429, projectsErrors.extractBusy, [], undefined, { 'Retry-After': '5' })
    await new Promise<void>((go) => waiting.push(go))
  }
  running++
  return () => {
    running--
    waiting.shift()?.()
  }
}

const refusal = (reason: Extract<DocumentResult, { ok: false }>['reason']) =>
  reason === 'type'
    ? new ApiError(415, projectsErrors.extractType)
    : reason === 'too-large'
      ? new ApiError(413, projectsErrors.extractTooLarge)
      : badRequest(projectsErrors.extractUnreadable)

/**
 * Reads a job description in a worker thread of its own, so parsing never blocks the
 * server's event loop: bounded in time (PARSE_TIME_LIMIT_MS, then the worker is ended and
 * the document refused), heap (WORKER_HEAP_MB) and inflated size (document-text.ts).
 */
export async function parseJobDocument(
  bytes: Uint8Array,
  ctx: ExtractContext,
): Promise<{ text: string; fields: ExtractedJob }> {
  const release = await slot()
  try {
    const worker = new Worker(new URL('./document-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    })
    const result = await new Promise<DocumentResult | 'timeout' | 'crashed'>((done) => {
      const timer = setTimeout(() => done('timeout'), PARSE_TIME_LIMIT_MS)
      const finish = (value: DocumentResult | 'timeout' | 'crashed') => {
        clearTimeout(timer)
        done(value)
      }
      worker.once('message', (message: DocumentResult) => finish(message))
      worker.once('error', () => finish('crashed'))
      worker.once('exit', () => finish('crashed'))
      const job: DocumentJob = { bytes, ctx }
      worker.postMessage(job)
    })
    await worker.terminate()
    if (result === 'timeout') throw badRequest(projectsErrors.extractTooComplex)
    if (result === 'crashed') throw badRequest(projectsErrors.extractUnreadable)
    if (!result.ok) throw refusal(result.reason)
    return { text: result.text, fields: result.fields }
  } finally {
    release()
  }
}
