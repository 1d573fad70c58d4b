/**
 * Turns pino's JSON lines into short lines a person reads on a terminal: `14:02:07 WARN  message
 * key=value`, an error's stack indented below, a multi-line text (an email kept in the outbox)
 * as an indented block. Written here rather than with pino-pretty so a production install needs
 * no extra package and every line is formatted in the same process, in order.
 */

const levels: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

const colours: Record<string, string> = { DEBUG: '90', TRACE: '90', WARN: '33', ERROR: '31', FATAL: '31' };

/** pino's own bookkeeping, and the request fields the per-request line already says in words. */
const unprinted = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId', 'req', 'res', 'responseTime']);

type ErrorRecord = { message?: string; stack?: string };

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

function fieldText(key: string, value: unknown): { inline?: string; block?: string } {
  if (typeof value === 'string' && value.includes('\n')) return { block: `  ${key}:\n${indent(value.trimEnd())}` };
  return { inline: `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}` };
}

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

/** One JSON log line as readable text (ending in a newline); a line that is not JSON passes through. */
export function readableLine(json: string, options: { colour: boolean }): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const label = levels[record.level as number] ?? 'LOG';
  const colour = colours[label];
  const level = options.colour && colour ? `\u001b[${colour}m${label.padEnd(5)}\u001b[0m` : label.padEnd(5);
  const inline: string[] = [];
  const blocks: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (unprinted.has(key) || value === undefined) continue;
    const text = fieldText(key, value);
    if (text.inline) inline.push(text.inline);
    if (text.block) blocks.push(text.block);
  }
  const error = record.err as ErrorRecord | undefined;
  if (error?.stack) blocks.push(indent(error.stack));
  else if (error?.message) inline.push(`error=${error.message}`);
  const head = [clock(record.time), level, typeof record.msg === 'string' ? record.msg : '', ...inline]
    .filter(Boolean)
    .join(' ');
  return [head, ...blocks].join('\n') + '\n';
}

/** A pino destination that writes readable lines to a stream (the terminal). */
export function readableDestination(output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): {
  write: (line: string) => void;
} {
  const colour = Boolean(output.isTTY) && !process.env.NO_COLOR;
  return { write: (line) => void output.write(readableLine(line, { colour })) };
}
