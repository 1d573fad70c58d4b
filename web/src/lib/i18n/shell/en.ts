/**
 * The signed-in shell's words (menus, header, sidebar) and the French of the server messages
 * only signed-in screens meet, added when the shell's code loads (components/layout imports
 * this module) rather than with the sign-in page.
 */
export const en = {
  nav: {
    home: 'Home',
    vehicles: 'Vehicles',
    tracking: 'Tracking',
    drivers: 'Drivers',
    logs: 'Vehicle Logs',
    appointments: 'Appointments',
    incidents: 'Fire Extinguisher',
    firstAidKits: 'First Aid Kit',
    defects: 'Defects',
    maintenance: 'Maintenance',
    serviceTasks: 'Service Tasks',
    workOrders: 'Work Orders',
    fuel: 'Fuel',
    renewals: 'Renewals',
    reportDefect: 'Report a Defect',
    addFuel: 'Add Fuel',
    rates: 'Rates',
    inspectionForms: 'Inspection Forms',
    reports: 'Reports',
    reportCleaning: 'Cleaning',
    reportRenewal: 'Reg. Renewal',
    reportMaintenance: 'Maintenance',
    reportIncident: 'Incident',
    reportVehicleTypes: 'Vehicle Types',
    reportPreUse: 'Pre Use Inspection',
    reportProfitLoss: 'Profit & Loss',
    reportDefects: 'Defects & Repairs',
    reportInspectorFile: 'Inspector’s File',
    settings: 'Settings',
    checklists: 'Checklists',
    signOut: 'Sign Out',
  },
  shell: {
    mainNavigation: 'Main navigation',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    skipToContent: 'Skip to content',
    messages: 'Messages',
    noMessages: 'No new messages',
    messagesComingSoon: 'Messages from the office will appear here.',
    accountMenu: 'Account menu for {{name}}',
    language: 'Language',
    footer: '© {{year}} Fleet Ops',
    demoData: {
      title: 'Demo data',
      message:
        'This database holds the demo fleet. Its people sign in with a published password, so remove it before real use.',
      remove: 'Remove demo data',
      confirmTitle: 'Remove the demo data?',
      confirmMessage:
        'Every vehicle, driver and fleet record is deleted, with the drivers’ and demo accounts. Admins, other supervisor accounts, lookups and the audit trail stay. This cannot be undone.',
      confirm: 'Remove demo data',
    },
  },
};
