/** Maintenance announcement banner rules of §4 (thresholds 90 s, 600 s, 1800 s of §9). */
export type AnnouncementBanner = 'forced' | 'tenMinutes' | 'thirtyMinutes' | 'long'
export type SnoozeBucket = 'under600' | 'under1800' | 'long'

export interface Announcement {
  deadline: string
  deadline_with_leadtime: string
}

export interface AnnouncementView {
  banner: AnnouncementBanner
  canSnooze: boolean
  /** The bucket a snooze is stored under (by seconds until the real deadline). */
  bucket: SnoozeBucket
  secondsUntilLeadtime: number
}

export function bannerFor(secondsUntilLeadtime: number): AnnouncementBanner {
  if (secondsUntilLeadtime < 90) return 'forced'
  if (secondsUntilLeadtime < 600) return 'tenMinutes'
  if (secondsUntilLeadtime < 1800) return 'thirtyMinutes'
  return 'long'
}

export function snoozeBucketFor(secondsUntilDeadline: number): SnoozeBucket {
  if (secondsUntilDeadline < 600) return 'under600'
  if (secondsUntilDeadline < 1800) return 'under1800'
  return 'long'
}

/**
 * What to show now: null when there is no announcement, the maintenance has begun, or the
 * user snoozed the current bucket (the forced banner cannot be snoozed).
 */
export function announcementView(
  announcement: Partial<Announcement> | null | undefined,
  now: Date,
  snoozed: ReadonlySet<SnoozeBucket>,
): AnnouncementView | null {
  if (!announcement?.deadline || !announcement.deadline_with_leadtime) return null
  const toDeadline = (Date.parse(announcement.deadline) - now.getTime()) / 1000
  if (!Number.isFinite(toDeadline) || toDeadline <= 0) return null
  const toLeadtime = (Date.parse(announcement.deadline_with_leadtime) - now.getTime()) / 1000
  const banner = bannerFor(toLeadtime)
  const bucket = snoozeBucketFor(toDeadline)
  if (banner !== 'forced' && snoozed.has(bucket)) return null
  return {
    banner,
    canSnooze: banner !== 'forced',
    bucket,
    secondsUntilLeadtime: Math.max(0, Math.floor(toLeadtime)),
  }
}
