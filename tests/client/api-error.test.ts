import { FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import { ApiError, errorText, toApiError } from '../../src/client/app/api-error'

const translations: Record<string, string> = {
  'msp.v2.auth.invalid.credentials': 'Wrong email or password.',
  'msp.v2.validation.required': 'Required.',
  'msp.v2.validation.email': 'Invalid email.',
  'msp.v2.message.generic.error': 'Something went wrong.',
  'msp.v2.message.network.error': 'Offline.',
}
const translate = (key: string) => translations[key]

function httpError(status: number, data: unknown) {
  return Object.assign(new FetchError(`HTTP ${status}`), { status, statusCode: status, data })
}

describe('toApiError', () => {
  it('keeps the §8 body of an HTTP error', () => {
    const error = toApiError(
      httpError(400, {
        error: 'msp.v2.validation.failed',
        messages: ['msp.v2.validation.email'],
        fields: { email: ['msp.v2.validation.email'] },
      }),
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(400)
    expect(error.error).toBe('msp.v2.validation.failed')
    expect(error.messages).toEqual(['msp.v2.validation.email'])
    expect(error.fields).toEqual({ email: ['msp.v2.validation.email'] })
  })

  it('survives a body that is not the error shape', () => {
    const error = toApiError(httpError(502, '<html>Bad gateway</html>'))
    expect(error.status).toBe(502)
    expect(error.error).toBeUndefined()
    expect(error.messages).toEqual([])
  })

  it('marks a request without any answer as a network error', () => {
    expect(toApiError(new FetchError('fetch failed')).error).toBe('msp.v2.message.network.error')
  })
})

describe('errorText (§8 toast rule)', () => {
  it('prefers the translated error key', () => {
    const error = new ApiError({
      status: 401,
      error: 'msp.v2.auth.invalid.credentials',
      messages: ['msp.v2.validation.required'],
    })
    expect(errorText(error, translate)).toBe('Wrong email or password.')
  })

  it('falls back to the translated messages when the error key is unknown', () => {
    const error = new ApiError({
      status: 400,
      error: 'msp.v2.unknown.key',
      messages: ['msp.v2.validation.required', 'msp.v2.validation.email'],
    })
    expect(errorText(error, translate)).toBe('Required.\nInvalid email.')
  })

  it('falls back to the generic message, never a raw key', () => {
    expect(errorText(new ApiError({ status: 500, messages: ['msp.v2.nope'] }), translate)).toBe(
      'Something went wrong.',
    )
    expect(errorText(new Error('boom'), translate)).toBe('Something went wrong.')
  })
})
