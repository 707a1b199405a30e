import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { fileStorage } from '../../src/server/integrations/files/storage'
import { sweepOrphanFiles } from '../../src/server/modules/files'
import type { ProjectAttachment } from '../../src/shared/contracts/project'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 17 §3/§4: stored files follow their rows. A deleted attachment stops downloading
 * and leaves the disk, a failed upload leaves nothing behind, a hostile file name is
 * cleaned, and the sweep removes files no row names.
 */
let t: TestApp
let anna: string
let projectId: number
let filesDir: string
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  const list = await t.request('/api/search/project/query', { method: 'POST', token: anna, json: {} })
  projectId = (await list.json()).results[0].id
  filesDir = join(t.deps.env.DATA_DIR, 'files')
})
afterAll(() => t.close())

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

function upload(name: string, bytes: Uint8Array = pdf) {
  const form = new FormData()
  form.set('resource', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return t.request(`/api/project/${projectId}/attachment`, { method: 'POST', token: anna, body: form })
}

const storedFiles = () => {
  const dir = join(filesDir, 'projects', String(projectId))
  return existsSync(dir) ? readdirSync(dir).sort() : []
}

describe('stored files', () => {
  it('cleans a NUL, control characters and a path out of an uploaded file name', async () => {
    for (const name of [
      'evil\u0000name.pdf',
      '../../etc/passwd\u0000.pdf',
      'a\ud800b.pdf',
      'x\u0007\u001by.pdf',
    ]) {
      const res = await upload(name)
      expect(res.status, JSON.stringify(name)).toBe(201)
      const names = ((await res.json()) as ProjectAttachment[]).map((a) => a.name)
      expect(names.every((n) => !/\p{Cc}|[/\\]|[\ud800-\udfff]/u.test(n))).toBe(true)
    }
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM project_attachments WHERE project_id = ${projectId}`,
      ),
    )
    // One file per row: nothing was left on disk by a name the database could not take.
    expect(storedFiles()).toHaveLength(n)
  })

  it('leaves no file behind when the upload fails after its bytes were written', async () => {
    const before = storedFiles()
    await t.database.db.execute(sql.raw('ALTER TABLE project_attachments RENAME TO project_attachments_gone'))
    try {
      expect((await upload('fails.pdf')).status).toBe(500)
    } finally {
      await t.database.db.execute(
        sql.raw('ALTER TABLE project_attachments_gone RENAME TO project_attachments'),
      )
    }
    expect(storedFiles()).toEqual(before)
  })

  it('stops serving a deleted attachment and removes its file', async () => {
    const list = (await (await upload('delete-me.pdf')).json()) as ProjectAttachment[]
    const target = list.find((a) => a.name === 'delete-me.pdf') as ProjectAttachment
    expect((await t.request(`/napi/resource/${target.id}`, { token: anna })).status).toBe(200)
    expect(storedFiles()).toContain(target.id)
    const del = await t.request(`/api/project/${projectId}/attachment/${target.id}`, {
      method: 'DELETE',
      token: anna,
    })
    expect(del.status).toBe(200)
    expect((await t.request(`/napi/resource/${target.id}`, { token: anna })).status).toBe(404)
    expect((await t.request(`/napi/resource/${target.id}/meta`, { token: anna })).status).toBe(404)
    expect(storedFiles()).not.toContain(target.id)
  })

  it('sweeps stored files that no row names, once they are older than the grace time', async () => {
    const kept = ((await (await upload('kept.pdf')).json()) as ProjectAttachment[]).find(
      (a) => a.name === 'kept.pdf',
    )
    const strayDir = join(filesDir, 'projects', '999')
    mkdirSync(strayDir, { recursive: true })
    const old = join(strayDir, 'old-orphan')
    const young = join(strayDir, 'young-orphan')
    writeFileSync(old, 'x')
    writeFileSync(young, 'x')
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000)
    utimesSync(old, twoHoursAgo, twoHoursAgo)
    // Every file of a row is older than the grace time too: the sweep must keep them.
    for (const name of storedFiles())
      utimesSync(join(filesDir, 'projects', String(projectId), name), twoHoursAgo, twoHoursAgo)
    const removed = await sweepOrphanFiles(t.database.db, fileStorage(t.deps.env.DATA_DIR))
    expect(removed).toEqual(['projects/999/old-orphan'])
    expect(existsSync(old)).toBe(false)
    expect(existsSync(young)).toBe(true)
    expect(storedFiles()).toContain(kept?.id)
    expect((await t.request(`/napi/resource/${kept?.id}`, { token: anna })).status).toBe(200)
  })
})
