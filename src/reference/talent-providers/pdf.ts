import type { Person } from './people'

/** A one-page PDF CV of a person (valid PDF 1.4, Helvetica text), built by hand to need no library. */
export function cvPdf(p: Person): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')
  const lines = [
    `${p.firstName} ${p.lastName}`,
    p.title,
    `${p.city}, ${p.countryCode}`,
    `Skills: ${p.skills.join(', ')}`,
    p.summary,
    ...p.experience.map(
      (e) => `${e.startDate.slice(0, 4)}-${e.endDate?.slice(0, 4) ?? 'now'} ${e.title}, ${e.organization}`,
    ),
  ]
  const text = lines.map((l, i) => `BT /F1 12 Tf 50 ${780 - i * 18} Td (${esc(l)}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}
