/**
 * File types told by their first bytes, not by the name or the browser's claim (a renamed
 * executable stays refused). Used for uploads: project attachments and job descriptions.
 */
export type DetectedType = 'pdf' | 'docx' | 'doc' | 'png' | 'jpeg' | 'text'

export const CONTENT_TYPES: Record<DetectedType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  png: 'image/png',
  jpeg: 'image/jpeg',
  text: 'text/plain; charset=utf-8',
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte)

/** A zip whose entries include the Word document part. */
function isDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)))
  return head.includes('word/') || head.includes('[Content_Types].xml')
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false
  const sample = bytes.subarray(0, Math.min(bytes.length, 8192))
  // Text has no control characters besides tab, line feed, form feed and carriage return.
  if (sample.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length < bytes.length ? sample.subarray(0, sample.length - 4) : sample,
    )
    return true
  } catch {
    return false
  }
}

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'
  if (isDocx(bytes)) return 'docx'
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (isText(bytes)) return 'text'
  return null
}

/** Project attachments: documents and images up to 10 MB. */
export const ATTACHMENT_TYPES: readonly DetectedType[] = ['pdf', 'docx', 'doc', 'png', 'jpeg', 'text']
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
