import { inflateSync } from 'node:zlib';

/**
 * A stream's bytes, taken by the dictionary's `/Length`: searching for `endstream` instead drops a
 * last byte that happens to be a carriage return (`\r?\nendstream`), and the stream then fails to
 * inflate; that was one stream in 256, and a page's text went missing at random.
 */
function streamBytes(body: string, streamAt: number): string | undefined {
  if (streamAt === -1) return undefined;
  const start = body.indexOf('\n', streamAt) + 1;
  const length = /\/Length (\d+)\b(?! \d+ R)/.exec(body.slice(0, streamAt))?.[1];
  return length === undefined ? undefined : body.slice(start, start + Number(length));
}

/** For tests: each object of a PDF written by pdfkit, with its (inflated) stream when it has one. */
function pdfObjects(pdf: Buffer): Map<string, { dictionary: string; stream?: string }> {
  const objects = new Map<string, { dictionary: string; stream?: string }>();
  for (const match of pdf.toString('latin1').matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id, body] = match as unknown as [string, string, string];
    const streamAt = body.search(/stream\r?\n/);
    const dictionary = streamAt === -1 ? body : body.slice(0, streamAt);
    let stream: string | undefined;
    const raw = streamBytes(body, streamAt);
    if (raw !== undefined) {
      try {
        stream = inflateSync(Buffer.from(raw, 'latin1')).toString('latin1');
      } catch {
        // Not deflated: a JPEG, which holds no text.
      }
    }
    objects.set(id, { dictionary, stream });
  }
  return objects;
}

type CharacterMap = Map<number, string>;

/** An embedded font's ToUnicode map (pdfkit writes `<start> <end> [<utf16> ...]` ranges). */
function parseCharacterMap(text: string): CharacterMap {
  const map: CharacterMap = new Map();
  for (const range of text.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g)) {
    const start = parseInt(range[1]!, 16);
    [...range[2]!.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((entry, index) => {
      const units = entry[1]!.trim().split(/\s+/).filter(Boolean);
      map.set(start + index, String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
    });
  }
  return map;
}

/** Font resource names (F1, F2, ...) to the character maps of the embedded fonts. */
function fontMaps(objects: ReturnType<typeof pdfObjects>): Map<string, CharacterMap> {
  const maps = new Map<string, CharacterMap>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, id] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dictionary ?? '')?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : undefined;
      if (cmap) maps.set(name!, parseCharacterMap(cmap));
    }
  }
  return maps;
}

/**
 * For tests: the lines of text a PDF written by pdfkit shows. pdfkit writes each run of text as
 * hex strings inside a `[...] TJ` array (split where it kerns); each array's strings are joined
 * back into one line. Embedded fonts write glyph numbers (four hex digits each), read back
 * through the font's ToUnicode map; built-in fonts write Windows-1252 bytes.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const maps = fontMaps(objects);
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes(' TJ')) continue;
    let font: CharacterMap | undefined;
    for (const token of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (token[1]) {
        font = maps.get(token[1]);
        continue;
      }
      const hex = [...token[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => piece[1]!).join('');
      if (!font) {
        lines.push(Buffer.from(hex, 'hex').toString('latin1'));
        continue;
      }
      let text = '';
      for (let index = 0; index < hex.length; index += 4) {
        text += font.get(parseInt(hex.slice(index, index + 4), 16)) ?? '\uFFFD';
      }
      lines.push(text);
    }
  }
  return lines;
}

/** For tests: how many pictures the pages draw (pdfkit names its images I1, I2, ...). */
export function pdfImagesDrawn(pdf: Buffer): number {
  let drawn = 0;
  for (const { stream } of pdfObjects(pdf).values()) drawn += stream?.match(/\/I\d+ Do\b/g)?.length ?? 0;
  return drawn;
}

/** For tests: the PDF's deflated streams, inflated, in file order (page 1's content comes first). */
export function pdfInflatedStreams(pdf: Buffer): string[] {
  return [...pdfObjects(pdf).values()].flatMap(({ stream }) => (stream === undefined ? [] : [stream]));
}
