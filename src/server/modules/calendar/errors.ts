/** Every message key the calendar module answers with; each has a text in every language (tests/server/error-keys.test.ts). */
export const calendarErrors = {
  caldavLogin: 'msp.v2.calendar.error.caldav.login',
  cancelled: 'msp.v2.calendar.error.cancelled',
  code: 'msp.v2.calendar.error.code',
  interviewNotFound: 'msp.v2.calendar.error.interview.not.found',
  noEmail: 'msp.v2.calendar.error.no.email',
  notConnected: 'msp.v2.calendar.error.not.connected',
  notOffered: 'msp.v2.calendar.error.not.offered',
  notSent: 'msp.v2.calendar.error.not.sent',
  participant: 'msp.v2.calendar.error.participant',
  past: 'msp.v2.calendar.error.past',
  provider: 'msp.v2.calendar.error.provider',
  reconnect: 'msp.v2.calendar.error.reconnect',
  slotTaken: 'msp.v2.calendar.error.slot.taken',
  state: 'msp.v2.calendar.error.state',
  validationFormat: 'msp.v2.validation.format',
} as const
