import type { ReaderLanguage } from './reader-language.js';

/**
 * How the app's mail reads: the plain text every message is written as, and a simple accessible
 * HTML part made from the same lines (a language per part, headings, lists, links named by their
 * words rather than their address), so both parts of a `multipart/alternative` say the same.
 */

/** One language's lines of a message; blank lines separate paragraphs, `- ` starts a list item. */
export type MailPart = { language: ReaderLanguage; lines: string[] };

const partSeparator = '---';

/** Both languages in one text, English first: the outbox and the plain-text part. */
export function mailText(parts: MailPart[]): string {
  return parts.map((part) => part.lines.join('\n')).join(`\n\n${partSeparator}\n\n`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `Open the defects: https://…` → a link named "Open the defects"; a bare address names itself. */
function withLink(line: string): string {
  const match = /^(.*?)[\s:—]*(https?:\/\/\S+)$/.exec(line);
  if (!match) return escapeHtml(line);
  const [, words, url] = match;
  const name = words!.trim() || url!;
  return `<a href="${escapeHtml(url!)}">${escapeHtml(name)}</a>`;
}

function partHtml(part: MailPart): string {
  const html: string[] = [];
  let listOpen = false;
  const closeList = () => {
    if (listOpen) html.push('</ul>');
    listOpen = false;
  };
  part.lines.forEach((line, index) => {
    if (line.startsWith('- ')) {
      if (!listOpen) html.push('<ul>');
      listOpen = true;
      html.push(`<li>${withLink(line.slice(2))}</li>`);
      return;
    }
    closeList();
    if (line === '') return;
    const introducesList = line.endsWith(':') && (part.lines[index + 1] ?? '').startsWith('- ');
    if (index === 0) html.push(`<h1>${withLink(line)}</h1>`);
    else if (introducesList || /\(\d+\):$/.test(line)) html.push(`<h2>${escapeHtml(line)}</h2>`);
    else html.push(`<p>${withLink(line)}</p>`);
  });
  closeList();
  return `<div lang="${part.language}">\n${html.join('\n')}\n</div>`;
}

/** The HTML part: a complete small document, its language the first part's. */
export function mailHtml(subject: string, parts: MailPart[]): string {
  return [
    '<!doctype html>',
    `<html lang="${parts[0]?.language ?? 'en'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5; max-width: 40em">',
    parts.map(partHtml).join('\n<hr>\n'),
    '</body>',
    '</html>',
  ].join('\n');
}

/** A message in one or both languages, ready for the mailer: subject, text and HTML. */
export function composeMail(subject: string, parts: MailPart[]): { subject: string; text: string; html: string } {
  return { subject, text: mailText(parts), html: mailHtml(subject, parts) };
}

const zoneTime: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};
const locales: Record<ReaderLanguage, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * A moment as a reader of the mail reads it, with the zone it is in: `2026-11-20 14:00 NST`,
 * `2026-11-20 14 h 00 HNT` (the business timezone; a reader elsewhere knows which 14:00).
 */
export function mailMoment(moment: Date, timeZone: string, language: ReaderLanguage): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = new Intl.DateTimeFormat(locales[language], { ...zoneTime, timeZone });
  return `${day.format(moment)} ${time.format(moment)}`;
}
