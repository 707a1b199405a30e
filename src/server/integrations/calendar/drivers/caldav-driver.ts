import { busyOfIcs, eventIcs } from '../ics'
import {
  type CalendarDriver,
  type CalendarEventInput,
  type CalendarGrant,
  CalendarGrantRevoked,
} from '../port'
import { failure, timedFetch } from './http'

/**
 * CalDAV (RFC 4791) with HTTP Basic credentials: Radicale, Nextcloud, Fastmail, iCloud (app
 * password). The grant's accessToken holds `user:password` base64-encoded, as the Basic header
 * sends it; calendars and events are named by their URLs on the server.
 */
export interface CalDavConfig {
  /** The server's CalDAV root (discovery starts there). */
  baseUrl: string
  timeoutMs: number
}

export const basicCredentials = (username: string, password: string) =>
  Buffer.from(`${username}:${password}`, 'utf8').toString('base64')

const unescapeXml = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#13;/g, '\r')
    .replace(/&#10;/g, '\n')
    .replace(/&amp;/g, '&')

/** The inner text of the first element named `local` (any namespace prefix). */
function element(xml: string, local: string): string | null {
  const m = new RegExp(`<(?:[\\w-]+:)?${local}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${local}>`).exec(xml)
  return m ? m[1] : null
}

const responses = (xml: string) =>
  xml
    .split(/<(?:[\w-]+:)?response(?:\s[^>]*)?>/)
    .slice(1)
    .map((r) => r.split(/<\/(?:[\w-]+:)?response>/)[0])

const hrefOf = (xml: string) => {
  const href = element(xml, 'href')
  return href ? unescapeXml(href.trim()) : null
}

const DAV_HEAD = '<?xml version="1.0" encoding="utf-8"?>'

export function createCalDavDriver(config: CalDavConfig, now = () => new Date()): CalendarDriver {
  const origin = new URL(config.baseUrl).origin
  const absolute = (href: string) => new URL(href, `${config.baseUrl.replace(/\/?$/, '/')}`).toString()

  async function dav(
    grant: CalendarGrant,
    method: string,
    url: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const res = await timedFetch(
      url,
      {
        method,
        headers: {
          authorization: `Basic ${grant.accessToken}`,
          ...(body
            ? {
                'content-type':
                  method === 'PUT' ? 'text/calendar; charset=utf-8' : 'application/xml; charset=utf-8',
              }
            : {}),
          ...headers,
        },
        body,
      },
      config.timeoutMs,
    )
    if (res.status === 401 || res.status === 403)
      throw new CalendarGrantRevoked(`${method} ${url}: HTTP ${res.status}`)
    return res
  }

  async function propfind(grant: CalendarGrant, url: string, depth: '0' | '1', props: string) {
    const res = await dav(
      grant,
      'PROPFIND',
      url,
      `${DAV_HEAD}<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop>${props}</d:prop></d:propfind>`,
      { depth },
    )
    if (res.status !== 207) throw await failure(res, `PROPFIND ${url}`)
    return res.text()
  }

  async function calendarHome(grant: CalendarGrant): Promise<string> {
    const root = await propfind(grant, config.baseUrl, '0', '<d:current-user-principal/>')
    const principalXml = element(root, 'current-user-principal')
    const principal = principalXml ? hrefOf(principalXml) : null
    const principalUrl = principal ? absolute(principal) : config.baseUrl
    const p = await propfind(grant, principalUrl, '0', '<c:calendar-home-set/>')
    const homeXml = element(p, 'calendar-home-set')
    const home = homeXml ? hrefOf(homeXml) : null
    return home ? absolute(home) : principalUrl
  }

  async function calendarsIn(grant: CalendarGrant, home: string) {
    const xml = await propfind(grant, home, '1', '<d:resourcetype/><d:displayname/>')
    return responses(xml)
      .filter((r) => /<(?:[\w-]+:)?calendar\s*\/>/.test(element(r, 'resourcetype') ?? ''))
      .map((r) => {
        const href = absolute(hrefOf(r) ?? '')
        const name = unescapeXml((element(r, 'displayname') ?? '').trim())
        return {
          id: href,
          name: name || decodeURIComponent(href.replace(/\/$/, '').split('/').pop() ?? href),
        }
      })
  }

  const resourceUrl = (calendarId: string, uid: string) =>
    `${calendarId.replace(/\/?$/, '/')}${encodeURIComponent(uid)}.ics`

  let sequence = 0
  const ics = (event: CalendarEventInput) =>
    // SEQUENCE must grow with each change the attendees see; seconds since 2020 always do.
    eventIcs(event, {
      sequence: Math.max(++sequence, Math.floor((now().getTime() - 1_577_836_800_000) / 1000)),
      now: now(),
    })

  const sameOrigin = (url: string) => {
    if (new URL(url).origin !== origin) throw new CalendarGrantRevoked(`calendar outside ${origin}`)
    return url
  }

  return {
    async listCalendars(grant) {
      const home = await calendarHome(grant)
      let calendars = await calendarsIn(grant, home)
      if (calendars.length === 0) {
        // A fresh account (Radicale creates none): make one for interviews.
        const url = `${home.replace(/\/?$/, '/')}interviews/`
        const res = await dav(
          grant,
          'MKCALENDAR',
          url,
          `${DAV_HEAD}<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>Interviews</d:displayname></d:prop></d:set></c:mkcalendar>`,
        )
        if (res.status !== 201 && res.status !== 405) throw await failure(res, `MKCALENDAR ${url}`)
        calendars = await calendarsIn(grant, home)
      }
      return calendars.map((c, i) => ({ ...c, primary: i === 0 }))
    },
    async freeBusy(grant, calendarId, from, to) {
      const range = `start="${from.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}" end="${to.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}"`
      const res = await dav(
        grant,
        'REPORT',
        sameOrigin(calendarId),
        `${DAV_HEAD}<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"><c:time-range ${range}/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
        { depth: '1' },
      )
      if (res.status !== 207) throw await failure(res, `REPORT ${calendarId}`)
      const xml = await res.text()
      const fromMs = Date.parse(from)
      const toMs = Date.parse(to)
      return responses(xml)
        .flatMap((r) => busyOfIcs(unescapeXml(element(r, 'calendar-data') ?? ''), { from, to }))
        .filter((b) => Date.parse(b.endsAt) > fromMs && Date.parse(b.startsAt) < toMs)
    },
    async createEvent(grant, calendarId, event) {
      const url = resourceUrl(sameOrigin(calendarId), event.uid)
      const res = await dav(grant, 'PUT', url, ics(event), { 'if-none-match': '*' })
      // 412: a retry after an answer we never got; the resource with our UID is there.
      if (!res.ok && res.status !== 412) throw await failure(res, `PUT ${url}`)
      return { eventId: url }
    },
    async updateEvent(grant, _calendarId, eventId, event) {
      const res = await dav(grant, 'PUT', sameOrigin(eventId), ics(event))
      if (!res.ok) throw await failure(res, `PUT ${eventId}`)
    },
    async cancelEvent(grant, _calendarId, eventId) {
      const res = await dav(grant, 'DELETE', sameOrigin(eventId))
      if (!res.ok && res.status !== 404) throw await failure(res, `DELETE ${eventId}`)
    },
  }
}
