import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from './pdf-text.js';

/** A one-object PDF body as pdfkit writes it: a content stream showing one line in a built-in font. */
function pdfWithContent(content: string): Buffer {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  const head = `%PDF-1.3\n1 0 obj\n<<\n/Length ${data.length}\n/Filter /FlateDecode\n>>\nstream\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), data, Buffer.from('\nendstream\nendobj\n', 'latin1')]);
}

/**
 * A line whose deflated content stream ends in a carriage return (byte 13), found by trying: the
 * last byte is the low byte of the data's byte sum (Adler-32), so two varying characters find one
 * within a few hundred tries.
 */
function lineDeflatingToTrailingReturn(): string {
  for (let index = 0; ; index += 1) {
    const line = `Signed statement ${String.fromCharCode(33 + (index % 94), 33 + Math.floor(index / 94))}`;
    const data = deflateSync(Buffer.from(`BT [<${Buffer.from(line, 'latin1').toString('hex')}>] TJ ET`, 'latin1'));
    if (data.at(-1) === 13) return line;
  }
}

describe('pdfTextLines', () => {
  it('reads a content stream whose deflated bytes end in a carriage return', () => {
    const line = lineDeflatingToTrailingReturn();
    const pdf = pdfWithContent(`BT [<${Buffer.from(line, 'latin1').toString('hex')}>] TJ ET`);

    expect(pdfTextLines(pdf)).toEqual([line]);
  });
});
