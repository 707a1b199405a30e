import { createHash, randomBytes } from 'node:crypto'
import { Hono } from 'hono'

/**
 * The reference for Google's side of the calendar connection (demo and tests): the OAuth 2.0
 * authorization-code flow with PKCE (consent page, token endpoint with refresh and replay
 * detection) and the Calendar API v3 subset the Google driver uses (calendarList, freeBusy,
 * events insert/update/delete/list). In memory; /_admin lets tests revoke grants, add others'
 * events and inject failures.
 */
export interface ReferenceGoogleOptions {
  clients: Array<{ id: string; secret: string }>
  /** The account that consents on the consent page. */
  accountEmail: string
  accessTtlSeconds: number
  adminToken: string
}

interface RefEvent {
  id: string
  calendarId: string
  summary: string
  description: string
  start: string
  end: string
  status: 'confirmed' | 'tentative' | 'cancelled'
  attendees: Array<{ email: string; displayName?: string }>
  updated: string
}

const token = () => randomBytes(24).toString('base64url')
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export function createReferenceGoogle(o: ReferenceGoogleOptions) {
  const codes = new Map<
    string,
    {
      clientId: string
      redirectUri: string
      challenge: string
      used: boolean
      expires: number
      family: string
    }
  >()
  const refreshTokens = new Map<string, { family: string; revoked: boolean }>()
  const accessTokens = new Map<string, { family: string; expires: number }>()
  const revokedFamilies = new Set<string>()
  const events = new Map<string, RefEvent>()
  const calendars = [
    { id: o.accountEmail, summary: o.accountEmail, primary: true },
    { id: 'interviews@group.calendar.reference', summary: 'Interviews', primary: false },
  ]
  let faults: Array<{ status: number }> = []
  const log: string[] = []

  const issue = (family: string) => {
    const access = token()
    const refresh = token()
    accessTokens.set(access, { family, expires: Date.now() + o.accessTtlSeconds * 1000 })
    refreshTokens.set(refresh, { family, revoked: false })
    return { access, refresh }
  }

  const app = new Hono()
  const admin = new Hono()
    .use('*', async (c, next) => {
      if (c.req.header('authorization') !== `Bearer ${o.adminToken}`)
        return c.json({ error: 'forbidden' }, 403)
      await next()
    })
    .post('/revoke', (c) => {
      for (const r of refreshTokens.values()) {
        r.revoked = true
        revokedFamilies.add(r.family)
      }
      return c.json({ ok: true })
    })
    .post('/expireAccess', (c) => {
      for (const a of accessTokens.values()) a.expires = 0
      return c.json({ ok: true })
    })
    .post('/faults', async (c) => {
      const body = (await c.req.json()) as { count: number; status: number }
      faults = Array.from({ length: body.count }, () => ({ status: body.status }))
      return c.json({ ok: true })
    })
    .post('/busy', async (c) => {
      const body = (await c.req.json()) as {
        calendarId?: string
        start: string
        end: string
        status?: RefEvent['status']
      }
      const id = `other${randomBytes(6).toString('hex')}`
      events.set(id, {
        id,
        calendarId: body.calendarId ?? o.accountEmail,
        summary: 'Busy',
        description: '',
        start: body.start,
        end: body.end,
        status: body.status ?? 'confirmed',
        attendees: [],
        updated: new Date().toISOString(),
      })
      return c.json({ id })
    })
    .get('/events', (c) => c.json([...events.values()]))
    .get('/log', (c) => c.json(log))
  app.route('/_admin', admin)

  app.get('/o/oauth2/v2/auth', (c) => {
    const q = c.req.query()
    const client = o.clients.find((x) => x.id === q.client_id)
    if (!client) return c.text('Error 401: invalid_client', 401)
    if (
      q.response_type !== 'code' ||
      !q.redirect_uri ||
      !q.code_challenge ||
      q.code_challenge_method !== 'S256'
    )
      return c.text('Error 400: invalid_request', 400)
    if (!(q.scope ?? '').split(' ').includes('https://www.googleapis.com/auth/calendar'))
      return c.text('Error 400: invalid_scope', 400)
    const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`)
      .join('')
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference Google: consent</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>Reference Google</h1><p><strong>${escapeHtml(o.accountEmail)}</strong>: allow the recruiter workspace to see and edit your calendars (offline access)?</p>
<form method="post" action="/o/oauth2/v2/auth/decide">${hidden}
<button name="decision" value="allow" autofocus>Allow</button> <button name="decision" value="deny">Deny</button></form></body></html>`)
  })

  app.post('/o/oauth2/v2/auth/decide', async (c) => {
    const form = await c.req.parseBody()
    const redirect = new URL(String(form.redirect_uri))
    const state = String(form.state ?? '')
    if (form.decision !== 'allow') {
      redirect.searchParams.set('error', 'access_denied')
      redirect.searchParams.set('state', state)
      return c.redirect(redirect.toString(), 302)
    }
    const code = token()
    codes.set(code, {
      clientId: String(form.client_id),
      redirectUri: String(form.redirect_uri),
      challenge: String(form.code_challenge),
      used: false,
      expires: Date.now() + 10 * 60_000,
      family: token(),
    })
    redirect.searchParams.set('code', code)
    redirect.searchParams.set('state', state)
    return c.redirect(redirect.toString(), 302)
  })

  app.post('/token', async (c) => {
    const form = await c.req.parseBody()
    log.push(`token ${form.grant_type}`)
    const fault = faults.shift()
    if (fault) return c.json({ error: 'backend_error' }, fault.status as 500)
    const client = o.clients.find((x) => x.id === form.client_id && x.secret === form.client_secret)
    if (!client) return c.json({ error: 'invalid_client' }, 401)
    if (form.grant_type === 'authorization_code') {
      const entry = codes.get(String(form.code))
      if (!entry || entry.expires < Date.now() || entry.clientId !== client.id)
        return c.json({ error: 'invalid_grant' }, 400)
      if (entry.used) {
        // A replayed code: refuse it and revoke what the first exchange issued (RFC 6749 §4.1.2).
        revokedFamilies.add(entry.family)
        for (const r of refreshTokens.values()) if (r.family === entry.family) r.revoked = true
        return c.json({ error: 'invalid_grant', error_description: 'Code was already redeemed.' }, 400)
      }
      entry.used = true
      if (entry.redirectUri !== form.redirect_uri) return c.json({ error: 'redirect_uri_mismatch' }, 400)
      const challenge = createHash('sha256')
        .update(String(form.code_verifier ?? ''))
        .digest('base64url')
      if (challenge !== entry.challenge)
        return c.json({ error: 'invalid_grant', error_description: 'PKCE' }, 400)
      const t = issue(entry.family)
      return c.json({
        access_token: t.access,
        refresh_token: t.refresh,
        expires_in: o.accessTtlSeconds,
        scope: 'https://www.googleapis.com/auth/calendar',
        token_type: 'Bearer',
      })
    }
    if (form.grant_type === 'refresh_token') {
      const entry = refreshTokens.get(String(form.refresh_token))
      if (!entry || entry.revoked)
        return c.json(
          { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
          400,
        )
      const access = token()
      accessTokens.set(access, { family: entry.family, expires: Date.now() + o.accessTtlSeconds * 1000 })
      return c.json({ access_token: access, expires_in: o.accessTtlSeconds, token_type: 'Bearer' })
    }
    return c.json({ error: 'unsupported_grant_type' }, 400)
  })

  const api = new Hono()
    .use('*', async (c, next) => {
      log.push(`${c.req.method} ${c.req.path}`)
      const fault = faults.shift()
      if (fault)
        return c.json({ error: { code: fault.status, message: 'Backend Error' } }, fault.status as 500)
      const bearer = c.req.header('authorization')?.replace(/^Bearer /, '') ?? ''
      const entry = accessTokens.get(bearer)
      if (!entry || entry.expires < Date.now() || revokedFamilies.has(entry.family))
        return c.json({ error: { code: 401, message: 'Invalid Credentials' } }, 401)
      await next()
    })
    .get('/users/me/calendarList', (c) =>
      c.json({ kind: 'calendar#calendarList', items: calendars.map((x) => ({ ...x, accessRole: 'owner' })) }),
    )
    .post('/freeBusy', async (c) => {
      const body = (await c.req.json()) as { timeMin: string; timeMax: string; items: Array<{ id: string }> }
      const from = Date.parse(body.timeMin)
      const to = Date.parse(body.timeMax)
      const result: Record<string, unknown> = {}
      for (const { id } of body.items) {
        if (!calendars.some((x) => x.id === id)) {
          result[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] }
          continue
        }
        const busy = [...events.values()]
          .filter((e) => e.calendarId === id && e.status !== 'cancelled')
          .filter((e) => Date.parse(e.end) > from && Date.parse(e.start) < to)
          .sort((a, b) => a.start.localeCompare(b.start))
          .map((e) => ({ start: e.start, end: e.end }))
        result[id] = { busy }
      }
      return c.json({
        kind: 'calendar#freeBusy',
        timeMin: body.timeMin,
        timeMax: body.timeMax,
        calendars: result,
      })
    })
    .get('/calendars/:cal/events', (c) =>
      c.json({
        items: [...events.values()].filter(
          (e) => e.calendarId === c.req.param('cal') && e.status !== 'cancelled',
        ),
      }),
    )
    .post('/calendars/:cal/events', async (c) => {
      const calendarId = c.req.param('cal')
      if (!calendars.some((x) => x.id === calendarId))
        return c.json({ error: { code: 404, message: 'Not Found' } }, 404)
      const body = (await c.req.json()) as {
        id?: string
        summary?: string
        description?: string
        start: { dateTime: string }
        end: { dateTime: string }
        attendees?: RefEvent['attendees']
      }
      const id = body.id ?? randomBytes(10).toString('hex')
      if (!/^[0-9a-v]{5,1024}$/.test(id))
        return c.json({ error: { code: 400, message: 'Invalid resource id value.' } }, 400)
      if (events.has(id))
        return c.json({ error: { code: 409, message: 'The requested identifier already exists.' } }, 409)
      const event: RefEvent = {
        id,
        calendarId,
        summary: body.summary ?? '',
        description: body.description ?? '',
        start: new Date(body.start.dateTime).toISOString(),
        end: new Date(body.end.dateTime).toISOString(),
        status: 'confirmed',
        attendees: body.attendees ?? [],
        updated: new Date().toISOString(),
      }
      events.set(id, event)
      return c.json(event)
    })
    .put('/calendars/:cal/events/:id', async (c) => {
      const event = events.get(c.req.param('id'))
      if (!event || event.calendarId !== c.req.param('cal'))
        return c.json({ error: { code: 404, message: 'Not Found' } }, 404)
      const body = (await c.req.json()) as {
        summary?: string
        description?: string
        start: { dateTime: string }
        end: { dateTime: string }
      }
      Object.assign(event, {
        summary: body.summary ?? event.summary,
        description: body.description ?? event.description,
        start: new Date(body.start.dateTime).toISOString(),
        end: new Date(body.end.dateTime).toISOString(),
        status: 'confirmed',
        updated: new Date().toISOString(),
      })
      return c.json(event)
    })
    .delete('/calendars/:cal/events/:id', (c) => {
      const event = events.get(c.req.param('id'))
      if (!event || event.calendarId !== c.req.param('cal') || event.status === 'cancelled')
        return c.json({ error: { code: 410, message: 'Resource has been deleted' } }, 410)
      event.status = 'cancelled'
      return c.body(null, 204)
    })
  app.route('/calendar/v3', api)
  // What the rail's calendar button opens once connected: the account's upcoming events.
  app.get('/_calendar', (c) => {
    const rows = [...events.values()]
      .filter((e) => e.status !== 'cancelled')
      .sort((a, b) => a.start.localeCompare(b.start))
      .map(
        (e) =>
          `<li><time>${escapeHtml(e.start)}</time> – ${escapeHtml(e.summary)} (${escapeHtml(e.calendarId)})</li>`,
      )
      .join('')
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference Google Calendar</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto"><h1>${escapeHtml(o.accountEmail)}</h1><ul>${rows || '<li>No events</li>'}</ul></body></html>`)
  })
  return { app }
}
