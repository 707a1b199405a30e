import { getDefaultStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../src/client/app/api-error'
import { createQueryClient } from '../../src/client/app/query-client'
import { toastsAtom } from '../../src/client/ui/toasts/toast-store'

const store = getDefaultStore()
const toastTexts = () => store.get(toastsAtom).map((toast) => toast.text)

async function failMutation(error: unknown, meta?: { inlineErrors?: boolean }) {
  const queryClient = createQueryClient()
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(error),
    meta,
  })
  await mutation.execute(undefined).catch(() => {})
}

afterEach(() => store.set(toastsAtom, []))

describe('error toasts (§8)', () => {
  it('toasts a failed action with the translated error', async () => {
    await failMutation(new ApiError({ status: 403, error: 'msp.v2.auth.forbidden' }))
    expect(toastTexts()).toEqual(['Your account has no permission for this.'])
  })

  it('stays quiet for forms that show their errors inline, and for 401', async () => {
    await failMutation(new ApiError({ status: 400, error: 'msp.v2.validation.failed' }), {
      inlineErrors: true,
    })
    await failMutation(new ApiError({ status: 401, error: 'msp.v2.auth.unauthorized' }))
    expect(toastTexts()).toEqual([])
  })

  it('does not repeat the same text while it is on screen', async () => {
    await failMutation(new ApiError({ status: 500 }))
    await failMutation(new ApiError({ status: 502 }))
    expect(toastTexts()).toEqual(['Something went wrong. Please try again.'])
  })
})
