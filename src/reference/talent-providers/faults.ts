/** A fault the tests inject for the next `times` calls of one provider ('any': either). */
export type ProviderFault =
  | {
      on: 'monster' | 'textkernel' | 'any'
      kind: 'status'
      status: number
      retryAfter?: number
      times: number
    }
  | { on: 'monster' | 'textkernel' | 'any'; kind: 'hang'; ms: number; times: number }
  /** The next search answers with one profile that breaks the provider's schema. */
  | { on: 'monster' | 'textkernel' | 'any'; kind: 'malformed'; times: number }

export class FaultBox {
  pending: ProviderFault[] = []
  take(provider: 'monster' | 'textkernel'): ProviderFault | null {
    const index = this.pending.findIndex((f) => f.on === provider || f.on === 'any')
    if (index < 0) return null
    const fault = this.pending[index]
    fault.times--
    if (fault.times <= 0) this.pending.splice(index, 1)
    return { ...fault }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
