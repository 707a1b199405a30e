import type { SnoozeBucket } from '../../../shared/domain/announcement'

const PREFIX = 'app.announcement.snooze'

/**
 * §4: a snooze is a flag per bucket. It is stored per maintenance window (its deadline),
 * so snoozing one announcement never hides a later one.
 */
const keyOf = (deadline: string, bucket: SnoozeBucket) => `${PREFIX}.${deadline}.${bucket}`

export function snoozedBuckets(deadline: string, storage: Storage = localStorage): Set<SnoozeBucket> {
  const buckets: SnoozeBucket[] = ['under600', 'under1800', 'long']
  return new Set(buckets.filter((bucket) => storage.getItem(keyOf(deadline, bucket)) === '1'))
}

export function snoozeBucket(deadline: string, bucket: SnoozeBucket, storage: Storage = localStorage): void {
  try {
    storage.setItem(keyOf(deadline, bucket), '1')
  } catch {
    // Storage full or blocked: the banner then simply hides for this page view only.
  }
}
