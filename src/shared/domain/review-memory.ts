/** At most this many applications marked seen in one call (review memory, issue 25 §1). */
export const MAX_SEEN_IDS = 500
