import { describe, expect, it } from 'vitest'
import { detectFileType } from './file-types'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('file type by magic bytes', () => {
  it('recognises PDF, Word, images and plain text', () => {
    expect(detectFileType(text('%PDF-1.7\n...'))).toBe('pdf')
    expect(detectFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...text('....word/document.xml')]))).toBe(
      'docx',
    )
    expect(detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('doc')
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png')
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(detectFileType(text('Senior Data Engineer — Zürich, 6 months'))).toBe('text')
  })

  it('refuses a mislabelled or unknown file: an executable, a plain zip, empty content', () => {
    expect(detectFileType(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBeNull()
    expect(detectFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...text('data/file.bin')]))).toBeNull()
    expect(detectFileType(new Uint8Array())).toBeNull()
  })
})
