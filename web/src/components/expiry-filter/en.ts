/** The expiry filter's words (issue 35: Home's counts open their list filtered to what they counted). */
export const en = {
  licence: 'Licence',
  expiry: 'Expiry',
  any: 'Any',
  expired: 'Expired',
  expiring: {
    days30: 'Expiring within 30 days',
    month: 'Expiring within a month',
    nextMonth: 'Expiring next month',
  },
};
