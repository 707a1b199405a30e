import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../../src/server/kernel/body-limit'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 17 §4: request bodies are limited while they stream in, per kind of route: a JSON
 * call past 4 MiB and an upload past its limit are refused before they are read whole.
 */
let t: TestApp
let anna: string
let server: ReturnType<typeof serve>
let port: number
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  await new Promise<void>((ready) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port
      ready()
    })
  })
})
afterAll(async () => {
  await new Promise((done) => server.close(done))
  await t.close()
})

/**
 * Streams `total` bytes chunked (no Content-Length) to the real server and stops as soon as
 * an answer comes; returns the answer and how much had been sent by then.
 */
async function streamBody(path: string, contentType: string, total: number) {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  let sent = 0
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      authorization: `Bearer ${anna}`,
      'content-type': contentType,
      'transfer-encoding': 'chunked',
    },
  })
  req.on('error', () => {
    // The server may close the connection after its answer; the answer is what counts.
  })
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    req.on('response', (res) => {
      let body = ''
      res.on('data', (d: Buffer) => {
        body += d.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
  })
  let answered = false
  void answer.then(() => {
    answered = true
  })
  while (!answered && sent < total) {
    sent += chunk.length
    if (!req.write(chunk))
      await Promise.race([
        new Promise((r) => req.once('drain', r)),
        answer,
        new Promise((r) => setTimeout(r, 50)),
      ])
  }
  const result = await answer
  req.destroy()
  return { ...result, sent }
}

describe('request body limits', () => {
  it('refuses an 80 MiB chunked upload long before it is read whole', async () => {
    const res = await streamBody(
      '/api/project/1/attachment',
      'multipart/form-data; boundary=x',
      80 * 1024 * 1024,
    )
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body).error).toBe('msp.v2.upload.error.too.large')
    // At most the limit plus what sat in socket buffers was sent.
    expect(res.sent).toBeLessThan(MAX_UPLOAD_BODY_BYTES + 16 * 1024 * 1024)
  })

  it('refuses a chunked JSON body past the JSON limit, also on a sign-in call', async () => {
    for (const path of ['/api/search/freelancer/query', '/api/authorize']) {
      const res = await streamBody(path, 'application/json', 40 * 1024 * 1024)
      expect(res.status, path).toBe(413)
      expect(JSON.parse(res.body).error).toBe('msp.v2.request.error.too.large')
      expect(res.sent).toBeLessThan(MAX_JSON_BODY_BYTES + 16 * 1024 * 1024)
    }
  })

  it('refuses a declared Content-Length over the limit before reading, and takes bodies within it', async () => {
    const big = await t.request('/api/search/freelancer/query', {
      method: 'POST',
      token: anna,
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_JSON_BODY_BYTES + 1) },
      body: '{}',
    })
    expect(big.status).toBe(413)
    // A bulk call of 100,000 ids (the contract's maximum) still fits.
    const ids = Array.from({ length: 100_000 }, (_, i) => 1_000_000_000 + i)
    const bulk = await t.request('/api/projectApplication/bulk/preflight', {
      method: 'POST',
      token: anna,
      json: { ids, action: 'reject' },
    })
    expect(bulk.status).not.toBe(413)
    expect(bulk.status).toBeLessThan(500)
  })
})
