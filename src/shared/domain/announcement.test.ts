import { describe, expect, it } from 'vitest'
import { announcementView, bannerFor, snoozeBucketFor } from './announcement'

const now = new Date('2026-11-22T10:00:00Z')
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString()

describe('announcement banner (§4)', () => {
  it('picks the banner by seconds until the lead-time deadline', () => {
    expect(bannerFor(89)).toBe('forced')
    expect(bannerFor(90)).toBe('tenMinutes')
    expect(bannerFor(599)).toBe('tenMinutes')
    expect(bannerFor(600)).toBe('thirtyMinutes')
    expect(bannerFor(1799)).toBe('thirtyMinutes')
    expect(bannerFor(1800)).toBe('long')
  })

  it('picks the snooze bucket by seconds until the real deadline', () => {
    expect(snoozeBucketFor(599)).toBe('under600')
    expect(snoozeBucketFor(1799)).toBe('under1800')
    expect(snoozeBucketFor(1800)).toBe('long')
  })

  it('hides a snoozed bucket but never the forced banner', () => {
    const soon = { deadline: at(700), deadline_with_leadtime: at(60) }
    expect(announcementView(soon, now, new Set(['under1800']))).toMatchObject({
      banner: 'forced',
      canSnooze: false,
    })
    const later = { deadline: at(4000), deadline_with_leadtime: at(1000) }
    expect(announcementView(later, now, new Set())).toMatchObject({ banner: 'thirtyMinutes', bucket: 'long' })
    expect(announcementView(later, now, new Set(['long']))).toBeNull()
  })

  it('shows nothing without an announcement or after the deadline', () => {
    expect(announcementView({}, now, new Set())).toBeNull()
    expect(
      announcementView({ deadline: at(-5), deadline_with_leadtime: at(-100) }, now, new Set()),
    ).toBeNull()
  })
})
