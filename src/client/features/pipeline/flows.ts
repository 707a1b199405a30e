/*
 * What the pipeline's commands run (dialogs, requests, toasts), apart from the commands
 * themselves: the screen's first paint needs only the commands' titles, keys and `when`, so
 * these arrive in a chunk of their own beside the screen's (flows-module.ts). The one place
 * that gathers them, so they are one request.
 */

export { runAcceptAndReject, runApplicationAction, runRejectPending } from './actions'
export {
  cancelInterviewFlow,
  confirmInterviewFlow,
  copyInterviewLinkFlow,
  scheduleInterviewFlow,
} from './calendar/flows'
export { chooseLabel, chooseMsp } from './pickers'
export { changeStatusFlow, deleteApplicationFlow, deleteProjectFlow } from './project-actions'
export { runTalentAction } from './talent-actions'
export { answerFlow, closeFlow, recordInterviewFlow, recordOfferFlow } from './vms/records-flow'
export { cancelFlow, failureText, sendFlow } from './vms/send-flow'
