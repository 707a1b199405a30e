import { inflateRawSync } from 'node:zlib'
import { detectFileType } from '../../../shared/domain/file-types'
import { ApiError } from '../../kernel/api-error'

/** Plain text of an uploaded job description: PDF, Word (DOCX) or text, told by the bytes. */
export async function documentText(bytes: Uint8Array): Promise<string> {
  const type = detectFileType(bytes)
  if (type === 'text') return new TextDecoder('utf-8').decode(bytes)
  if (type === 'docx') return docxText(bytes)
  if (type === 'pdf') {
    const { extractText, getDocumentProxy } = await import('unpdf')
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    const { text } = await extractText(pdf, { mergePages: true })
    return text
  }
  throw new ApiError(415, 'msp.v2.project.extract.error.type')
}

/** word/document.xml out of the zip, paragraphs as lines. */
function docxText(bytes: Uint8Array): string {
  const xml = zipEntry(bytes, 'word/document.xml')
  if (!xml) throw new ApiError(415, 'msp.v2.project.extract.error.type')
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

/** One entry of a zip archive (stored or deflated), found through the central directory. */
export function zipEntry(bytes: Uint8Array, name: string): Uint8Array | null {
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
      const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
      const data = bytes.subarray(dataAt, dataAt + size)
      if (method === 0) return data
      if (method === 8) return new Uint8Array(inflateRawSync(data))
      return null
    }
    at += 46 + nameLength + extra + comment
  }
  return null
}
