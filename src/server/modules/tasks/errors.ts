/** Every message key the tasks module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const tasksErrors = {
  finished: 'msp.v2.tasks.error.finished',
  notFound: 'msp.v2.tasks.error.not.found',
} as const
