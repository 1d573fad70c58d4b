/**
 * QR start (issue 20): the page a vehicle's code opens. Its screen is the router's lazy entry;
 * nothing else is shared.
 */
export { qrStartNamespace } from './i18n';
