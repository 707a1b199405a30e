import type { RoutePolicy } from './access-policy'
import { freshApplication } from './access-policy-helpers'

/** Access policy of calendar, assessments and the VMS (spread into ACCESS_POLICY). */
export const INTEGRATIONS_POLICY: Record<string, RoutePolicy> = {
  // calendar (issue 24): no calendar provider runs here, so connecting answers 409 and nobody is connected
  'GET /api/msp/calendar': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 200,
    call: () => ({ path: '/api/msp/calendar' }),
  },
  'POST /api/msp/calendar/authorize': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 409,
    call: () => ({ path: '/api/msp/calendar/authorize', json: {} }),
  },
  'POST /api/msp/calendar/token': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 409,
    call: () => ({ path: '/api/msp/calendar/token', json: { code: 'matrix-code', state: 'matrix-state' } }),
  },
  'POST /api/msp/calendar/caldav': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 409,
    call: () => ({
      path: '/api/msp/calendar/caldav',
      json: { url: 'http://127.0.0.1:9/dav/', username: 'matrix', password: 'matrix' },
    }),
  },
  'PUT /api/msp/calendar/disconnect': {
    needs: ['CALENDAR'],
    scope: 'self',
    ok: 200,
    call: () => ({ path: '/api/msp/calendar/disconnect', json: {} }),
  },
  'GET /api/calendar/slots': {
    needs: ['APPLICATION_VIEW', 'CALENDAR'],
    scope: 'legalEntity',
    // The caller's calendar is not connected.
    ok: 409,
    call: (ctx) => ({ path: `/api/calendar/slots?applicationId=${ctx.target.application}` }),
  },
  'GET /api/calendar/participants': {
    needs: ['APPLICATION_VIEW', 'CALENDAR'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/calendar/participants?applicationId=${ctx.target.application}` }),
  },
  'GET /api/calendar/interviews': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/calendar/interviews?applicationId=${ctx.target.application}` }),
  },
  'POST /api/calendar/interviews': {
    needs: ['APPLICATION_MANAGE', 'CALENDAR'],
    scope: 'legalEntity',
    ok: 409,
    call: (ctx) => ({
      path: '/api/calendar/interviews',
      json: { applicationId: ctx.target.application, startsAt: '2030-03-01T10:00:00.000Z', duration: 60 },
    }),
  },
  'PUT /api/calendar/interviews/:id': {
    needs: ['APPLICATION_MANAGE', 'CALENDAR'],
    scope: 'legalEntity',
    // Its organizer's calendar is not connected.
    ok: 409,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}`,
      json: { startsAt: '2030-03-01T10:00:00.000Z', duration: 60 },
    }),
  },
  'POST /api/calendar/interviews/:id/cancel': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}/cancel`,
      json: {},
    }),
  },
  'GET /api/calendar/interviews/:id/confirmationLink': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}/confirmationLink`,
    }),
  },
  'POST /api/calendar/interviews/:id/confirm': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}/confirm`,
      json: {},
    }),
  },
  'POST /api/calendar/interviews/:id/retry': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/calendar/interviews/${await ctx.fx.calendarInterview(ctx.target)}/retry`,
      json: {},
    }),
  },
  // assessments (issue 24 §3): no vendor is configured here
  'GET /api/assessment/tests': {
    needs: ['APPLICATION_VIEW'],
    scope: 'client',
    ok: 409,
    call: () => ({ path: '/api/assessment/tests' }),
  },
  'POST /api/assessment/send': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'client',
    ok: 409,
    call: (ctx) => ({
      path: '/api/assessment/send',
      json: { applicationIds: [ctx.target.application], testId: 'js-senior' },
    }),
  },
  'GET /api/assessment/incomplete': {
    needs: ['APPLICATION_VIEW'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/assessment/incomplete' }),
  },
  'POST /api/assessment/remind': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'client',
    ok: 409,
    call: () => ({ path: '/api/assessment/remind', json: { assessmentIds: [1] } }),
  },
  'POST /api/interviewConfirmation/show': {
    scope: 'public',
    ok: 404,
    call: () => ({
      path: '/api/interviewConfirmation/show',
      json: { token: '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    }),
  },
  'POST /api/interviewConfirmation/confirm': {
    scope: 'public',
    ok: 404,
    call: () => ({
      path: '/api/interviewConfirmation/confirm',
      json: { token: '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    }),
  },
  'POST /api/assessment/webhook': {
    scope: 'public',
    ok: 409,
    call: () => ({ path: '/api/assessment/webhook', json: { events: [] } }),
  },
  // vms (issue 20): sending to the client's VMS and what comes back; no VMS is connected here
  'POST /api/projectApplication/upload/preflight': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    other: 200,
    call: (ctx) => ({
      path: '/api/projectApplication/upload/preflight',
      json: { ids: [ctx.target.application] },
    }),
  },
  'POST /api/projectApplication/upload': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    // The row is refused (no VMS connected, or none at all), with its reason.
    ok: 200,
    other: 200,
    call: (ctx) => ({ path: '/api/projectApplication/upload', json: { ids: [ctx.target.application] } }),
  },
  'POST /api/projectApplication/upload/cancel': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    other: 200,
    call: async (ctx) => ({
      path: '/api/projectApplication/upload/cancel',
      json: { ids: [await freshApplication(ctx, 'sp')] },
    }),
  },
  'POST /api/projectApplication/:id/updateRates': {
    needs: ['APPLICATION_EDIT_CONTENT'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/projectApplication/${await freshApplication(ctx, 'a')}/updateRates`,
      json: { rate: 80 },
    }),
  },
  // No VMS is connected for any legal entity here: the webhook knows none.
  'POST /api/vms/webhook': {
    scope: 'public',
    ok: 404,
    call: (ctx) => ({
      path: `/api/vms/webhook?legalEntity=${ctx.target.legalEntityId}`,
      json: { events: [] },
    }),
  },
  'GET /api/vms/application/:id': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    call: (ctx) => ({ path: `/api/vms/application/${ctx.target.application}` }),
  },
  'GET /api/vms/request/:id': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    showsPersonalData: true,
    call: async (ctx) => ({ path: `/api/vms/request/${await ctx.fx.vmsRequest(ctx.target)}` }),
  },
  'POST /api/vms/statuses': {
    needs: ['APPLICATION_VIEW'],
    scope: 'legalEntity',
    ok: 200,
    // Rows outside the caller's legal entities are left out.
    other: 200,
    call: (ctx) => ({ path: '/api/vms/statuses', json: { ids: [ctx.target.application] } }),
  },
  'GET /api/vms/board': {
    needs: ['APPLICATION_VIEW'],
    scope: 'client',
    ok: 200,
    call: () => ({ path: '/api/vms/board' }),
  },
  'POST /api/vms/interview': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    // Where the legal entity has a VMS, the VMS keeps interviews and offers.
    ok: (ctx) => (ctx.target.key === 'acmeStaffing' ? 409 : 201),
    call: (ctx) => ({
      path: '/api/vms/interview',
      json: { applicationId: ctx.target.application, startsAt: '2027-03-01T10:00:00.000Z' },
    }),
  },
  'POST /api/vms/offer': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: (ctx) => (ctx.target.key === 'acmeStaffing' ? 409 : 201),
    call: (ctx) => ({
      path: '/api/vms/offer',
      json: {
        applicationId: ctx.target.application,
        rate: 80,
        currency: 'EUR',
        rateUnit: 'HR',
        startDate: '2027-04-01',
      },
    }),
  },
  'POST /api/vms/interview/:id/cancel': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: (ctx) => (ctx.target.key === 'acmeStaffing' ? 409 : 200),
    call: async (ctx) => ({
      path: `/api/vms/interview/${await ctx.fx.vmsRecord(ctx.target, 'interview')}/cancel`,
      json: { reason: 'Matrix' },
    }),
  },
  'POST /api/vms/offer/:id/withdraw': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: (ctx) => (ctx.target.key === 'acmeStaffing' ? 409 : 200),
    call: async (ctx) => ({
      path: `/api/vms/offer/${await ctx.fx.vmsRecord(ctx.target, 'offer')}/withdraw`,
      json: { reason: 'Matrix' },
    }),
  },
  // A record of the MSP (no VMS id) is answered here, whatever the legal entity.
  'POST /api/vms/interview/:id/:answer': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/vms/interview/${await ctx.fx.vmsRecord(ctx.target, 'interview')}/accept`,
      json: {},
    }),
  },
  'POST /api/vms/offer/:id/:answer': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'legalEntity',
    ok: 200,
    call: async (ctx) => ({
      path: `/api/vms/offer/${await ctx.fx.vmsRecord(ctx.target, 'offer')}/decline`,
      json: { reason: 'Matrix' },
    }),
  },
  'GET /api/vms/notifications': { scope: 'self', ok: 200, call: () => ({ path: '/api/vms/notifications' }) },
  'POST /api/vms/notifications/read': {
    scope: 'self',
    ok: 204,
    call: () => ({ path: '/api/vms/notifications/read', json: {} }),
  },
  // Only the caller's own send tasks: another's (or none) is not found.
  'GET /api/vms/sendTask/:uuid': {
    needs: ['APPLICATION_MANAGE'],
    scope: 'self',
    ok: 404,
    call: () => ({ path: '/api/vms/sendTask/7f1c1a52-5d0e-4a8e-9d55-0d5f2f0f7c11' }),
  },
}
