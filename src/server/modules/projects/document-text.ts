import { inflateRawSync } from 'node:zlib'
import { detectFileType } from '../../../shared/domain/file-types'

/**
 * Plain text of an uploaded job description: PDF, Word (DOCX) or text, told by the bytes.
 * Runs inside the document worker (document-worker.ts), never on the server's thread: a
 * document is attacker-controlled input, and parsing one may take long or inflate much.
 */

/** word/document.xml may inflate to this much at most (a 300-page text document is ~5 MB). */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024
/** A DOCX has a few dozen entries; a zip with more is not a Word document. */
export const MAX_ZIP_ENTRIES = 5_000

/** Why a document could not be read: the route turns each into its status and key. */
export class DocumentError extends Error {
  constructor(readonly reason: 'type' | 'unreadable' | 'too-large') {
    super(reason)
  }
}

export async function documentText(bytes: Uint8Array): Promise<string> {
  const type = detectFileType(bytes)
  if (type === 'text') return new TextDecoder('utf-8').decode(bytes)
  if (type === 'docx') return docxText(bytes)
  if (type === 'pdf') return pdfText(bytes)
  throw new DocumentError('type')
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf')
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    const { text } = await extractText(pdf, { mergePages: true })
    return text
  } catch {
    throw new DocumentError('unreadable')
  }
}

/** word/document.xml out of the zip, paragraphs as lines. */
function docxText(bytes: Uint8Array): string {
  const xml = zipEntry(bytes, 'word/document.xml')
  if (!xml) throw new DocumentError('unreadable')
  return new TextDecoder('utf-8')
    .decode(xml)
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<\/w:p>|<w:br\/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/**
 * One entry of a zip archive (stored or deflated), found through the central directory.
 * Bounded: at most MAX_ZIP_ENTRIES entries are walked and an entry inflates to at most
 * `maxBytes` (zlib stops there, whatever size the archive claims); past either the
 * document is refused as too large. Offsets outside the archive make it unreadable.
 */
export function zipEntry(bytes: Uint8Array, name: string, maxBytes = MAX_INFLATED_BYTES): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) return null
  const count = view.getUint16(end + 10, true)
  if (count > MAX_ZIP_ENTRIES) throw new DocumentError('too-large')
  let at = view.getUint32(end + 16, true)
  const decoder = new TextDecoder('utf-8')
  for (let n = 0; n < count && at + 46 <= bytes.length; n++) {
    if (view.getUint32(at, true) !== 0x02014b50) return null
    const method = view.getUint16(at + 10, true)
    const size = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const extra = view.getUint16(at + 30, true)
    const comment = view.getUint16(at + 32, true)
    const local = view.getUint32(at + 42, true)
    const entryName = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength))
    if (entryName === name) {
      if (local + 30 > bytes.length) return null
      const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
      if (dataAt + size > bytes.length) return null
      const data = bytes.subarray(dataAt, dataAt + size)
      if (method === 0) return data.byteLength > maxBytes ? tooLarge() : data
      if (method === 8) return inflateBounded(data, maxBytes)
      return null
    }
    at += 46 + nameLength + extra + comment
  }
  return null
}

const tooLarge = (): never => {
  throw new DocumentError('too-large')
}

function inflateBounded(data: Uint8Array, maxBytes: number): Uint8Array {
  try {
    return new Uint8Array(inflateRawSync(data, { maxOutputLength: maxBytes }))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') tooLarge()
    throw new DocumentError('unreadable')
  }
}
