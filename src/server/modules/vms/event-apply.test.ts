import { describe, expect, it } from 'vitest'
import type { VmsEvent } from '../../integrations/vms/port'
import { type ApplicationState, applyEvents, type SubmissionState } from './event-apply'

/** A re-send updates the same VMS submission: its events belong to the new row, never the old. */
const sub = (
  o: Partial<SubmissionState> & Pick<SubmissionState, 'id' | 'state' | 'key'>,
): SubmissionState => ({
  applicationId: 1,
  vmsSubmissionId: null,
  supersedes: null,
  lastStatusSeq: 0,
  confirmed: false,
  lastError: null,
  dirty: false,
  ...o,
})
const app = (): Map<number, ApplicationState> =>
  new Map([[1, { id: 1, status: 'sp', statusSeq: 5, vmsMessage: null, vmsId: 'SUB-1', dirty: false }]])
const confirmed = (externalRef: string | null): VmsEvent => ({
  eventId: 'evt-10',
  sequence: 10,
  occurredAt: '2026-11-27T06:00:00.000Z',
  vmsSubmissionId: 'SUB-1',
  externalRef,
  kind: { type: 'submission.status', status: 'sent_to_client' },
})

describe('events about a re-sent submission', () => {
  it('confirm the re-send, not the submission it superseded', () => {
    const old = sub({ id: 1, state: 'superseded', key: 'k-old', vmsSubmissionId: 'SUB-1', confirmed: true })
    const resend = sub({ id: 2, state: 'sending', key: 'k-new', supersedes: 'SUB-1' })
    for (const ref of ['k-old', null]) {
      const subs = [structuredClone(old), structuredClone(resend)]
      const out = applyEvents([confirmed(ref)], subs, app(), new Map(), new Map())
      expect(out.outcomes).toEqual([{ eventId: 'evt-10', outcome: 'applied', applicationId: 1 }])
      expect(subs[1]).toMatchObject({ state: 'confirmed', dirty: true, vmsSubmissionId: 'SUB-1' })
      expect(subs[0]).toMatchObject({ state: 'superseded', dirty: false })
    }
  })

  it('leave a superseded submission as it was when no other row of ours matches', () => {
    const subs = [sub({ id: 1, state: 'superseded', key: 'k-old', vmsSubmissionId: 'SUB-1' })]
    const out = applyEvents([confirmed('k-old')], subs, app(), new Map(), new Map())
    expect(out.outcomes[0].outcome).toBe('superseded')
    expect(subs[0].dirty).toBe(false)
  })
})
