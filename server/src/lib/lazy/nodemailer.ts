import type nodemailer from 'nodemailer';

let loading: Promise<typeof nodemailer> | undefined;

/**
 * nodemailer, loaded by the first mail sent by SMTP and kept: a server without `SMTP_URL` never
 * sends by SMTP, and loaded at start it held about 3 MB of the idle server's heap (issue 33).
 */
export function loadNodemailer(): Promise<typeof nodemailer> {
  loading ??= import('nodemailer').then((module) => module.default);
  return loading;
}
