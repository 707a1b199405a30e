/**
 * A small dependency-free PDF writer for text documents: A4 pages, Helvetica and
 * Helvetica-Bold in WinAnsiEncoding (Latin-1 plus typographic quotes, dashes and the euro
 * sign), word wrapping and page breaks. Enough for a CV rendered from a talent profile.
 */

export interface PdfBlock {
  text: string
  size?: number
  bold?: boolean
  /** 0..1 grey level of the text (0 black). */
  grey?: number
  /** Extra space above the block, in points. */
  spaceBefore?: number
  indent?: number
}

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const MARGIN = 56

/** WinAnsi code points of characters outside Latin-1 that CVs commonly contain. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
}

/** One byte per character (latin1 string); characters WinAnsi lacks become '?'. */
export function encodePdfText(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 63
    const byte = WIN_ANSI[ch] ?? (code >= 0x20 && code <= 0xff && (code < 0x7f || code >= 0xa0) ? code : 63)
    const c = String.fromCharCode(byte)
    out += c === '\\' || c === '(' || c === ')' ? `\\${c}` : c
  }
  return out
}

/** Average Helvetica glyph width as a share of the font size: good enough to wrap lines. */
const widthOf = (text: string, size: number, bold: boolean) => text.length * size * (bold ? 0.56 : 0.52)

function wrap(text: string, size: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (line && widthOf(candidate, size, bold) > maxWidth) {
        lines.push(line)
        line = word
      } else {
        line = candidate
      }
    }
    lines.push(line)
  }
  return lines
}

export function renderPdf(blocks: readonly PdfBlock[], title = 'Document'): Uint8Array {
  const pages: string[][] = [[]]
  let y = PAGE_HEIGHT - MARGIN
  for (const block of blocks) {
    const size = block.size ?? 10
    const bold = block.bold ?? false
    const indent = block.indent ?? 0
    const leading = size * 1.35
    y -= block.spaceBefore ?? 0
    for (const line of wrap(block.text, size, bold, PAGE_WIDTH - 2 * MARGIN - indent)) {
      if (y - leading < MARGIN) {
        pages.push([])
        y = PAGE_HEIGHT - MARGIN
      }
      y -= leading
      if (line === '') continue
      const grey = (block.grey ?? 0).toFixed(2)
      pages[pages.length - 1].push(
        `BT ${grey} g /${bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN + indent} ${y.toFixed(1)} Td (${encodePdfText(line)}) Tj ET`,
      )
    }
  }

  // Objects: 1 catalog, 2 page tree, 3 regular font, 4 bold font, 5 info, then page + content pairs.
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 6 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  objects[5] = `<< /Title (${encodePdfText(title)}) /Producer (Recruiter workspace) >>`
  pages.forEach((lines, i) => {
    const stream = lines.join('\n')
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents ${pageIds[i] + 1} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`
    objects[pageIds[i] + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  })

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = body.length
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`
  }
  const xref = body.length
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let n = 1; n < objects.length; n++) body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(body, 'latin1'))
}
