/** The words of the phone's outbox and of a restored draft. */
export const en = {
  outbox: {
    title_one: '{{count}} checklist waiting to send',
    title_other: '{{count}} checklists waiting to send',
    titleWithReports_one: '{{count}} report waiting to send',
    titleWithReports_other: '{{count}} reports waiting to send',
    reportedAt: 'Defect reported {{time}}',
    waitingHint: 'Kept on this phone. It is sent by itself as soon as the network is back.',
    signInAgain: 'Sign in again to send it.',
    signedAt: 'Signed {{time}}',
    refused: 'Not accepted: fix it and send it again.',
    sendNow: 'Send now',
    fix: 'Fix and resend',
    discard: 'Discard',
    discardTitle: 'Discard this checklist?',
    discardBody: 'The checklist for {{vehicle}} will be deleted from this phone without being sent.',
    queued: 'No network: the checklist is kept on this phone and will be sent when the network is back.',
  },
  draft: {
    restored: 'Your unfinished checklist was restored.',
    discard: 'Start over',
    close: 'Close',
  },
};
