import { describe, expect, it } from 'vitest'
import { encodePdfText, renderPdf } from './cv-pdf-writer'

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

describe('cv pdf writer', () => {
  it('writes a PDF whose cross-reference table points at every object', () => {
    const pdf = latin1(
      renderPdf([{ text: 'Jana Novák', size: 20, bold: true }, { text: 'Cloud engineer' }], 'CV'),
    )
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1])
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets.length).toBe(7)
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`)
    })
    expect(pdf).toContain('(Jana Novák) Tj')
  })

  it('wraps long text and breaks pages', () => {
    const paragraph = 'word '.repeat(4000)
    const pdf = latin1(renderPdf([{ text: paragraph }]))
    const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)?.[1])
    expect(pages).toBeGreaterThan(3)
  })

  it('escapes PDF string syntax and maps characters WinAnsi lacks to ?', () => {
    expect(encodePdfText('a (b) \\ c')).toBe('a \\(b\\) \\\\ c')
    expect(encodePdfText('€ – “x”')).toBe('\x80 \x96 \x93x\x94')
    expect(encodePdfText('Łódź 東京')).toBe('?ód? ??')
  })
})
