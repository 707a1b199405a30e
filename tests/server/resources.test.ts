import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPdf } from '../../src/server/seed/seed-files'
import { createTestApp, type TestApp } from './support/test-app'

/** POST resource and GET resource/{id} (§7 Resources, issue 26 §3). */

let t: TestApp
let anna: string
let max: string
let gina: string

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

const upload = (name: string, bytes: Uint8Array, token = anna) => {
  const form = new FormData()
  form.set('resource', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return t.request('/api/resource', { method: 'POST', token, body: form })
}

describe('resources', () => {
  it('stores an upload, tells its record and serves its bytes to the uploader', async () => {
    const pdf = seedPdf('Signed contract')
    const res = await upload('../contracts/Signed contract.pdf', pdf)
    expect(res.status).toBe(201)
    const created = await res.json()
    expect(created).toMatchObject({
      name: 'Signed contract.pdf',
      contentType: 'application/pdf',
      size: pdf.byteLength,
    })
    const record = await t.request(`/api/resource/${created.id}`, { token: anna })
    expect(await record.json()).toEqual(created)
    const file = await t.request(`/napi/resource/${created.id}`, { token: anna })
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
    const meta = await t.request(`/napi/resource/${created.id}/meta`, { token: anna })
    expect(await meta.json()).toEqual({ name: 'Signed contract.pdf' })
  })

  it('is not anyone else’s until attached: another recruiter and another client get 404', async () => {
    const { id } = await (await upload('private.pdf', seedPdf('Private'))).json()
    expect((await t.request(`/api/resource/${id}`, { token: max })).status).toBe(404)
    expect((await t.request(`/napi/resource/${id}`, { token: gina })).status).toBe(404)
  })

  it('refuses what it cannot store', async () => {
    expect((await upload('empty.pdf', new Uint8Array())).status).toBe(400)
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0xff, 0xfe, 0x00, 0x01])
    expect((await upload('tool.pdf', exe)).status).toBe(415)
    expect((await t.request('/api/resource/not-a-uuid', { token: anna })).status).toBe(404)
  })

  it('needs a signed-in user', async () => {
    const form = new FormData()
    form.set('resource', new Blob([seedPdf('x') as Uint8Array<ArrayBuffer>]), 'x.pdf')
    expect((await t.request('/api/resource', { method: 'POST', body: form })).status).toBe(401)
  })
})
