import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectAttachment } from '../../src/shared/contracts/project'
import { createTestApp, type TestApp } from './support/test-app'

const dataDir = mkdtempSync(join(tmpdir(), 'ws-attachments-'))
let t: TestApp
let anna: string
let gina: string
let projectId: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 40, projects: 4 }, env: { DATA_DIR: dataDir } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
  const list = await t.request('/api/search/project/query', { method: 'POST', token: anna, json: {} })
  projectId = (await list.json()).results[0].id
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function upload(name: string, bytes: Uint8Array, token = anna, id = projectId) {
  const form = new FormData()
  form.set('resource', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return t.request(`/api/project/${id}/attachment`, { method: 'POST', token, body: form })
}

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

describe('project attachments', () => {
  it('stores a PDF, lists it, serves its bytes and records the change in the history', async () => {
    const res = await upload('C:\\fakepath\\Job description.pdf', pdf)
    expect(res.status).toBe(201)
    const list = (await res.json()) as ProjectAttachment[]
    const added = list.find((a) => a.name === 'Job description.pdf')
    expect(added).toMatchObject({ contentType: 'application/pdf', size: pdf.byteLength })
    const file = await t.request(`/napi/resource/${added?.id}`, { token: anna })
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
    const history = await (await t.request(`/api/project/${projectId}/history`, { token: anna })).json()
    expect(history[0].event).toBe('ATTACHMENTS_UPDATED')
  })

  it('refuses a mislabelled file, an empty one, an oversized one and a missing field', async () => {
    const exe = await upload('cv.pdf', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))
    expect(exe.status).toBe(415)
    expect((await exe.json()).error).toBe('msp.v2.upload.error.type')
    expect((await upload('empty.pdf', new Uint8Array())).status).toBe(400)
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(pdf)
    expect((await upload('big.pdf', big)).status).toBe(413)
    const noField = await t.request(`/api/project/${projectId}/attachment`, {
      method: 'POST',
      token: anna,
      body: new FormData(),
    })
    expect(noField.status).toBe(400)
  })

  it('keeps other clients out and removes an attachment', async () => {
    expect((await upload('x.pdf', pdf, gina)).status).toBe(404)
    const list = (await (
      await upload('remove-me.txt', new TextEncoder().encode('plain notes'))
    ).json()) as ProjectAttachment[]
    const target = list.find((a) => a.name === 'remove-me.txt')
    expect(target?.contentType).toContain('text/plain')
    const after = await t.request(`/api/project/${projectId}/attachment/${target?.id}`, {
      method: 'DELETE',
      token: anna,
    })
    expect(after.status).toBe(200)
    expect(((await after.json()) as ProjectAttachment[]).some((a) => a.id === target?.id)).toBe(false)
    const again = await t.request(`/api/project/${projectId}/attachment/${target?.id}`, {
      method: 'DELETE',
      token: anna,
    })
    expect(again.status).toBe(404)
  })
})
