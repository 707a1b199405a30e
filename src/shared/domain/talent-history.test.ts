import { describe, expect, it } from 'vitest'
import { TALENT_HISTORY_EVENTS, TALENT_HISTORY_GROUPS, talentHistoryEventKey } from './talent-history'

describe('talent history catalogue (§3)', () => {
  it('groups only catalogue events under the filters logs, pools and projects', () => {
    for (const events of Object.values(TALENT_HISTORY_GROUPS))
      for (const e of events) expect(TALENT_HISTORY_EVENTS).toContain(e)
    expect(TALENT_HISTORY_GROUPS.projects).toContain('INVITES_TO_JOB')
  })

  it('translates unknown events with the generic key', () => {
    expect(talentHistoryEventKey('MSP_DEACTIVATES')).toBe('msp.v2.talent.history.event.MSP_DEACTIVATES')
    expect(talentHistoryEventKey('SOMETHING_NEW')).toBe('msp.v2.talent.history.event.UNKNOWN')
  })
})
