import { type FetchOptions, ofetch } from 'ofetch'
import { ApiError, toApiError } from './api-error'
import { getAccessToken, handleUnauthorized } from './auth-session'

export const API_BASE = '/api'

/** Retries are TanStack Query's job, so the fetch layer never retries on its own. */
const baseFetch = ofetch.create({ baseURL: API_BASE, retry: 0 })

export type ApiOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'>

/** For calls made without a session (sign-in, password reset). Errors are ApiErrors. */
export async function publicApi<T>(path: string, options: ApiOptions = {}): Promise<T> {
  try {
    return await baseFetch<T>(path, options)
  } catch (thrown) {
    throw toApiError(thrown)
  }
}

/**
 * For calls on behalf of the signed-in user: adds the bearer token (refreshing it first
 * when due). A 401 ends the session and sends the user to sign-in.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const token = await getAccessToken()
  if (!token) {
    handleUnauthorized()
    throw new ApiError({ status: 401 })
  }
  const headers = new Headers(options.headers)
  headers.set('Authorization', `Bearer ${token}`)
  try {
    return await baseFetch<T>(path, { ...options, headers })
  } catch (thrown) {
    const error = toApiError(thrown)
    if (error.status === 401) handleUnauthorized()
    throw error
  }
}

/** A file on behalf of the signed-in user (a generated PDF): the same token and 401 handling as api(). */
export async function apiBlob(path: string, options: ApiOptions = {}): Promise<Blob> {
  const token = await getAccessToken()
  if (!token) {
    handleUnauthorized()
    throw new ApiError({ status: 401 })
  }
  const headers = new Headers(options.headers)
  headers.set('Authorization', `Bearer ${token}`)
  try {
    return await baseFetch(path, { ...(options as FetchOptions<'blob'>), headers, responseType: 'blob' })
  } catch (thrown) {
    const error = toApiError(thrown)
    if (error.status === 401) handleUnauthorized()
    throw error
  }
}
