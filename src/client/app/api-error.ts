import type { ApiErrorBody } from '../../shared/contracts/errors'

export const GENERIC_ERROR_KEY = 'msp.v2.message.generic.error'
export const NETWORK_ERROR_KEY = 'msp.v2.message.network.error'

/** Every failed API call surfaces as this one shape (§8), whatever went wrong underneath. */
export class ApiError extends Error {
  readonly status: number
  /** Translatable key from the body's `error` field, if the server sent one. */
  readonly error: string | undefined
  readonly messages: string[]
  readonly fields: Record<string, string[]>

  constructor(init: {
    status: number
    error?: string
    messages?: string[]
    fields?: Record<string, string[]>
    cause?: unknown
  }) {
    super(init.error ?? `HTTP ${init.status}`, { cause: init.cause })
    this.name = 'ApiError'
    this.status = init.status
    this.error = init.error
    this.messages = init.messages ?? []
    this.fields = init.fields ?? {}
  }
}

interface FetchErrorLike {
  status?: number
  statusCode?: number
  data?: unknown
}

/** Normalises anything thrown by ofetch (HTTP error, network failure, bad JSON) into an ApiError. */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown
  const fetchError = (thrown ?? {}) as FetchErrorLike
  const status = fetchError.status ?? fetchError.statusCode
  if (!status) {
    // A FetchError without a status never got an HTTP answer (offline, DNS, aborted);
    // anything else is a bug or a response that broke its contract.
    const isNetwork = thrown instanceof Error && thrown.name === 'FetchError'
    return new ApiError({ status: 0, error: isNetwork ? NETWORK_ERROR_KEY : undefined, cause: thrown })
  }
  const body = readErrorBody(fetchError.data)
  return new ApiError({
    status,
    error: body.error || undefined,
    messages: body.messages,
    fields: body.fields,
  })
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * The §8 body (`errors.ts` contract) read field by field without zod: this module is in
 * the first chunk, and a malformed body must still yield a usable error.
 */
function readErrorBody(data: unknown): Partial<ApiErrorBody> {
  if (typeof data !== 'object' || data === null) return {}
  const { error, messages, fields } = data as Record<string, unknown>
  const validFields =
    typeof fields === 'object' && fields !== null
      ? Object.fromEntries(Object.entries(fields).filter(([, keys]) => isStringArray(keys)))
      : undefined
  return {
    error: typeof error === 'string' ? error : undefined,
    messages: isStringArray(messages) ? messages : undefined,
    fields: validFields as Record<string, string[]> | undefined,
  }
}

/**
 * §8 toast text: the translated `error` if present, else the translated `messages`,
 * else the generic message. Keys without a translation are skipped, so a raw key never
 * reaches the user.
 */
export function errorText(error: unknown, translate: (key: string) => string | undefined): string {
  const apiError = toApiError(error)
  const fromError = apiError.error ? translate(apiError.error) : undefined
  if (fromError) return fromError
  const fromMessages = apiError.messages.map((key) => translate(key)).filter((text) => text !== undefined)
  if (fromMessages.length > 0) return fromMessages.join('\n')
  return translate(GENERIC_ERROR_KEY) ?? 'Something went wrong.'
}
