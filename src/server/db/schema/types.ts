import { customType } from 'drizzle-orm/pg-core'

/** tsvector column type; drizzle has no built-in one. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})
