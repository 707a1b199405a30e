import { isRouteErrorResponse } from 'react-router'
import { ApiError } from './api-error'

/** §8: the status of whatever was thrown, 500 when it carries none. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status
  if (error instanceof ApiError && error.status > 0) return error.status
  return 500
}
