/** The daily digest email to admins (issue 21): content, the once-a-day send, each admin's opt-out. */
export { nextDigestMoment, sendDueDigests } from './send.js';
