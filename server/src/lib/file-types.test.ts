import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-types.js';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');

describe('detectFileKind', () => {
  it('recognises PNG, JPEG and PDF by their first bytes', () => {
    expect(detectFileKind(png)).toBe('png');
    expect(detectFileKind(jpeg)).toBe('jpeg');
    expect(detectFileKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
  });

  it('recognises an SVG after an XML declaration, a comment and a doctype', () => {
    const svg =
      '<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(detectFileKind(Buffer.from(svg))).toBe('svg');
  });

  it('refuses an HTML page renamed to .png and plain text', () => {
    expect(detectFileKind(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'))).toBeUndefined();
    expect(detectFileKind(Buffer.from('just some text'))).toBeUndefined();
    expect(detectFileKind(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses binary data that only mentions <svg later on', () => {
    expect(detectFileKind(Buffer.concat([Buffer.from([0, 1, 2, 3]), Buffer.from('<svg>')]))).toBeUndefined();
  });
});
