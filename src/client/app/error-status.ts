import { isRouteErrorResponse } from 'react-router'
import { ApiError, errorText } from './api-error'

/** §8: the status of whatever was thrown, 500 when it carries none. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status
  if (error instanceof ApiError && error.status > 0) return error.status
  return 500
}

/**
 * §8: the message shown with the code: the translated API error, else the error's own
 * message or status text, else "Unknown error" (translated).
 */
export function errorMessage(error: unknown, translate: (key: string) => string | undefined): string {
  if (error instanceof ApiError) return errorText(error, translate)
  if (isRouteErrorResponse(error) && error.statusText) return error.statusText
  if (error instanceof Error && error.message) return error.message
  return translate('msp.v2.error.unknown') ?? 'Unknown error'
}
