/** Every message key the analytics module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const analyticsErrors = {
  off: 'msp.v2.analytics.error.off',
} as const
