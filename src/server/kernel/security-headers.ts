import type { MiddlewareHandler } from 'hono'

/**
 * The Content-Security-Policy of every response. Scripts only from the app's own origin
 * (the built index.html has no inline script; Vite's dev server serves the client itself
 * under `npm run dev`). Inline styles stay allowed: React and Radix set style attributes,
 * and a style cannot run code. Images and fonts may be data: URIs (the favicon); blob: is
 * the CV PDF the talent page opens. No other origin is contacted.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'self' blob:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
]

/**
 * Responses the app itself shows in a frame (the application's CV in the detail pane's
 * Resume tab): framed by its own origin only. Everything else may not be framed at all:
 * single-key actions make a framed app a clickjacking target.
 */
const FRAMED_BY_THE_APP = /^\/napi\/application\/cv\//

export function frameAncestorsOf(path: string): "'self'" | "'none'" {
  return FRAMED_BY_THE_APP.test(path) ? "'self'" : "'none'"
}

/** Sets the security headers on every response: API, files, the client and errors alike. */
export function securityHeaders(): MiddlewareHandler {
  const policies = {
    "'none'": [...CONTENT_SECURITY_POLICY, "frame-ancestors 'none'"].join('; '),
    "'self'": [...CONTENT_SECURITY_POLICY, "frame-ancestors 'self'"].join('; '),
  }
  return async (c, next) => {
    await next()
    const ancestors = frameAncestorsOf(c.req.path)
    const headers = c.res.headers
    headers.set('Content-Security-Policy', policies[ancestors])
    headers.set('X-Frame-Options', ancestors === "'self'" ? 'SAMEORIGIN' : 'DENY')
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'no-referrer')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  }
}
