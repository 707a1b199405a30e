import { parentPort } from 'node:worker_threads'
import { type ExtractContext, extractJobFields } from '../../../shared/domain/job-extract'
import { DocumentError, documentText } from './document-text'

/**
 * The document worker's body (started through document-worker.mjs): reads one uploaded job
 * description and extracts its fields, off the server's event loop. The parent limits its
 * time and heap and ends it after one document.
 */
export interface DocumentJob {
  bytes: Uint8Array
  ctx: ExtractContext
}

export type DocumentResult =
  | { ok: true; text: string; fields: ReturnType<typeof extractJobFields> }
  | { ok: false; reason: DocumentError['reason'] }

/** Fields are looked for in this much text at most; the description keeps 20,000 characters. */
const MAX_TEXT_CHARS = 200_000

parentPort?.once('message', async (job: DocumentJob) => {
  let result: DocumentResult
  try {
    const text = (await documentText(job.bytes)).trim().slice(0, MAX_TEXT_CHARS)
    result = { ok: true, text, fields: extractJobFields(text, job.ctx) }
  } catch (error) {
    result = { ok: false, reason: error instanceof DocumentError ? error.reason : 'unreadable' }
  }
  parentPort?.postMessage(result)
})
