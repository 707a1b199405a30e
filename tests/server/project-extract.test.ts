import { deflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderPdf } from '../../src/server/modules/talents/cv-pdf-writer'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let tom: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 60, projects: 6 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
})
afterAll(() => t.close())

function extract(name: string, bytes: Uint8Array, token = anna) {
  const form = new FormData()
  form.set('resource', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return t.request('/api/project/extract', { method: 'POST', token, body: form })
}

/** A minimal DOCX: a zip whose word/document.xml holds the paragraphs (deflated). */
function docx(paragraphs: string[]): Uint8Array {
  const name = Buffer.from('word/document.xml')
  const xml = Buffer.from(
    `<?xml version="1.0"?><w:document><w:body>${paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('')}</w:body></w:document>`,
  )
  const data = deflateRawSync(xml)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(xml.length, 22)
  local.writeUInt16LE(name.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(xml.length, 24)
  central.writeUInt16LE(name.length, 28)
  central.writeUInt32LE(0, 42)
  const centralAt = local.length + name.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + name.length, 12)
  end.writeUInt32LE(centralAt, 16)
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]))
}

describe('POST project/extract', () => {
  it('reads the fields of a PDF job description', async () => {
    const pdf = renderPdf([
      { text: 'Senior Data Engineer', size: 18, bold: true },
      { text: 'Hybrid, full-time. Rate: EUR 90 - 110 per hour.' },
      { text: 'Start 2027-03-01, end 2027-09-30. We need 2 consultants.' },
    ])
    const res = await extract('job.pdf', pdf)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.fields).toMatchObject({
      title: 'Senior Data Engineer',
      workMode: 'hy',
      employment: 'FULLTIME',
      currency: 'EUR',
      rateMin: 90,
      rateMax: 110,
      rateUnit: 'HR',
      assignmentStart: '2027-03-01',
      assignmentEnd: '2027-09-30',
      positions: 2,
    })
    expect(body.found).toEqual(expect.arrayContaining(['title', 'rateMin', 'assignmentStart']))
    expect(body.found).not.toContain('description')
  })

  it('reads a Word document and plain text', async () => {
    const fromDocx = await (
      await extract('job.docx', docx(['Title: Cloud Architect', 'Remote, part-time']))
    ).json()
    expect(fromDocx.fields).toMatchObject({
      title: 'Cloud Architect',
      workMode: 'rm',
      employment: 'PARTTIME',
    })
    const fromText = await (
      await extract('job.txt', new TextEncoder().encode('Scrum Master\nDay rate 700 € per day'))
    ).json()
    expect(fromText.fields).toMatchObject({
      title: 'Scrum Master',
      rateMin: 700,
      rateUnit: 'DAY',
      currency: 'EUR',
    })
  })

  it('refuses other file types, empty text, a missing file and users who may not create projects', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
    expect((await extract('job.pdf', png)).status).toBe(415)
    expect((await extract('job.txt', new TextEncoder().encode('  \n '))).status).toBe(400)
    const none = await t.request('/api/project/extract', {
      method: 'POST',
      token: anna,
      body: new FormData(),
    })
    expect(none.status).toBe(400)
    expect((await extract('job.txt', new TextEncoder().encode('Scrum Master'), tom)).status).toBe(403)
  })
})
