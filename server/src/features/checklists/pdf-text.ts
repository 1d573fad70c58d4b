import { inflateSync } from 'node:zlib';

/** For tests: the page content of a PDF written by pdfkit, which deflates every content stream. */
function pageContents(pdf: Buffer): string[] {
  const contents: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      contents.push(inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not deflated: a JPEG, which holds no text.
    }
  }
  return contents;
}

/**
 * For tests: the lines of text a PDF written by pdfkit shows. pdfkit writes each run of text as
 * hex strings inside a `[...] TJ` array (split where it kerns); each array's strings are joined
 * back into one line.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  return pageContents(pdf).flatMap((content) =>
    [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((array) => {
      const pieces = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex'));
      return Buffer.concat(pieces).toString('latin1');
    }),
  );
}

/** For tests: how many pictures the pages draw (pdfkit names its images I1, I2, ...). */
export function pdfImagesDrawn(pdf: Buffer): number {
  return pageContents(pdf).reduce((total, content) => total + (content.match(/\/I\d+ Do\b/g)?.length ?? 0), 0);
}
