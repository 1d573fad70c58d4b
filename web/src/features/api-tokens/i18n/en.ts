/** The API tokens section of Settings (namespace `apiTokens`). */
export const en = {
  title: 'API tokens',
  intro:
    'For scripts and other systems (payroll, BI) that call this app’s API as you. Send the token as "Authorization: Bearer <token>". The API reference is at /api/docs.',
  caption: 'Your API tokens',
  empty: 'You have no API tokens.',
  create: 'New API token',
  columns: {
    name: 'Name',
    scope: 'Access',
    created: 'Created',
    expires: 'Expires',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  scope: { read: 'Read only', read_write: 'Read and write' },
  status: { live: 'Active', expired: 'Expired', revoked: 'Revoked' },
  never: 'Never',
  form: {
    title: 'New API token',
    name: 'Name',
    namePlaceholder: 'Payroll export',
    scope: 'Access',
    lifetime: 'Expires after',
    days: '{{count}} days',
    save: 'Create token',
  },
  shown: {
    title: 'Copy your new token',
    warning: 'This is the only time the token is shown. Store it somewhere safe, such as a password manager.',
    token: 'Token',
  },
  revoke: 'Revoke',
  revokeNamed: 'Revoke {{name}}',
  revokeConfirm: {
    title: 'Revoke this token?',
    message: 'Scripts that use "{{name}}" stop working at once. This cannot be undone.',
  },
};
