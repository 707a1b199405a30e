export const SIGN_IN_PATH = '/auth/login'
export const HOME_PATH = '/dashboard'

function isAuthPage(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0]
  return path === '/login' || path === '/auth' || path.startsWith('/auth/')
}

/**
 * Where to go after sign-in. Only same-origin paths are accepted (no "//host" or
 * "/\host" tricks), and never an auth page, which would bounce the user back.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME_PATH
  if (isAuthPage(raw)) return HOME_PATH
  return raw
}

/** The sign-in URL that leads back to `from` (path, search and hash) afterwards. */
export function signInPath(from: string): string {
  const target = safeRedirectTarget(from)
  if (from === '/' || target === HOME_PATH) return SIGN_IN_PATH
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: target })}`
}
