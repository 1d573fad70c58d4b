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
 * A content stream showing `line` whose deflated bytes end in a carriage return (byte 13), found
 * by trying: the last byte is the low byte of the data's byte sum (Adler-32), so a comment of two
 * bytes after the text (any byte but a line end) reaches it within a few hundred tries.
 */
function contentDeflatingToTrailingReturn(line: string): string {
  const text = `BT [<${Buffer.from(line, 'latin1').toString('hex')}>] TJ ET`;
  const commentBytes = [...Array(256).keys()].filter((byte) => byte !== 10 && byte !== 13);
  for (const second of commentBytes) {
    for (const first of commentBytes) {
      const content = `${text}\n%${String.fromCharCode(first, second)}`;
      if (deflateSync(Buffer.from(content, 'latin1')).at(-1) === 13) return content;
    }
  }
  throw new Error('No content stream ends its deflated bytes in a carriage return.');
}

describe('pdfTextLines', () => {
  it('reads a content stream whose deflated bytes end in a carriage return', () => {
    const pdf = pdfWithContent(contentDeflatingToTrailingReturn('Signed statement'));

    expect(pdfTextLines(pdf)).toEqual(['Signed statement']);
  });
});
