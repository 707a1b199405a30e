/** Every message key the analytics module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const analyticsErrors = {
  off: 'msp.v2.analytics.error.off',
  /** An application the user cannot read (another client's or legal entity's), as if missing. */
  applicationNotFound: 'msp.v2.application.not.found',
  /** A project's stage of another client or legal entity, as if missing. */
  projectNotFound: 'msp.v2.pipeline.error.project.not.found',
} as const
