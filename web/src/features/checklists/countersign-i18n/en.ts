export const en = {
  gate: {
    title: 'Your vehicles',
    validUntil: 'Valid until {{time}}',
    noInspection: 'Do not operate: no valid inspection',
    outOfService: 'Do not operate: out of service',
  },
  toSign: {
    title: 'To countersign',
    intro:
      'Someone else inspected these vehicles: read each report, its defects included, and countersign it instead of inspecting again.',
    row: '{{equipment}} · inspected by {{by}} · valid until {{time}}',
    withDefects: 'Defects reported',
    open: 'Read and countersign {{equipment}}',
  },
  section: {
    title: 'Validity and countersignatures',
    validUntil: 'Valid until {{time}}',
    expiredAt: 'Expired at {{time}}',
    none: 'No countersignature yet.',
    signedBy: '{{name}}, {{time}}',
    typed: 'Signed by typing: {{name}}',
    signatureImage: 'Countersignature of {{name}}',
    statement: 'I have read this report.',
    signature: 'Your signature',
    signatureHint: 'Sign with your finger or the mouse.',
    loadingSignature: 'Loading the signature box…',
    clearSignature: 'Clear',
    signByTyping: 'Sign by typing your name',
    signInBox: 'Sign in the box instead',
    typedName: 'Your name, as your signature',
    submit: 'Countersign',
  },
};
