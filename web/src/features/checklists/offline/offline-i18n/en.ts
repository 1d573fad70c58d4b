/** The words of the phone's outbox and of a restored draft. */
export const en = {
  outbox: {
    title_one: '{{count}} checklist waiting to send',
    title_other: '{{count}} checklists waiting to send',
    titleWithReports_one: '{{count}} report waiting to send',
    titleWithReports_other: '{{count}} reports waiting to send',
    reportedAt: 'Defect reported {{time}}',
    signInAgain: 'Sign in again to send it.',
    signedAt: 'Signed {{time}}',
    refused: 'Not accepted: fix it and send it again.',
    sendNow: 'Send now',
    fix: 'Fix and resend',
    discard: 'Discard',
    discardTitle: 'Discard this checklist?',
    discardBody: 'The checklist for {{vehicle}} will be deleted from this phone without being sent.',
    queued: 'Saved on this phone, will send when there is network.',
  },
  sent: {
    title: 'Sent',
    at: 'Sent {{time}}',
    close: 'Close',
  },
  readiness: {
    ready: 'Ready to work offline',
    readyHint: 'Your vehicles, their checklists and open defects are stored on this phone.',
    notReady: 'Not ready to work offline yet',
    app: 'The app is not stored on this phone yet: keep this screen open with network.',
    vehicles: 'Your vehicles are not stored yet.',
    checklists: 'Checklists not stored yet: {{vehicles}}.',
  },
  nothingStored: {
    title: 'No network',
    body: 'This phone has not stored your checklist yet. Open this screen once with network.',
    serverTitle: 'The checklist cannot be opened',
    serverBody: 'The server did not answer. Try again in a moment.',
    retry: 'Try again',
  },
  draft: {
    restored: 'Your unfinished checklist was restored.',
    discard: 'Start over',
    close: 'Close',
  },
};
