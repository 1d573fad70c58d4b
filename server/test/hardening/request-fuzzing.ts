/**
 * Spoiled values for the parts of a request that are not a body field: path parameters, query
 * values, and whole bodies. Every one of them is wrong by construction.
 */

/** Path parameter values that name no row and match no key (already URL-encoded). */
export const spoiledParams: [label: string, value: string][] = [
  ['a negative number', '-1'],
  ['zero', '0'],
  ['a fraction', '1.5'],
  ['one past the largest database integer', '2147483648'],
  ['a 20-digit number', '99999999999999999999'],
  ['1e308', '1e308'],
  ['NaN', 'NaN'],
  ['a NUL byte', '%00'],
  ['an emoji', '%F0%9F%9A%9A'],
  ['SQL metacharacters', "'%20OR%201=1%20--"],
  ['HTML', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['a path traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['300 characters', 'x'.repeat(300)],
];

/** Query values: each sent alone for one query field (not yet URL-encoded). */
export const spoiledQueryValues: [label: string, value: string | string[]][] = [
  ['text', 'twelve'],
  ['NaN', 'NaN'],
  ['1e308', '1e308'],
  ['a negative number', '-1'],
  ['one past the largest database integer', '2147483648'],
  ['a fraction', '1.5'],
  ['a NUL byte', 'before\u0000after'],
  ['100 KB of text', 'x'.repeat(100_000)],
  ['emoji and right-to-left text', '🚚 مرحبا שלום'],
  ['SQL metacharacters', "' OR 1=1 --"],
  ['HTML', '<script>alert(1)</script>'],
  ['the field twice', ['1', '2']],
  ['an empty value', ''],
];

const boundary = '----fleet-ops-hardening';
const json = { 'content-type': 'application/json' };
const form = (type = `multipart/form-data; boundary=${boundary}`) => ({ 'content-type': type });

/** Whole bodies no route can take: broken JSON and form data, wrong types, pollution, too big. */
export const spoiledBodies: { label: string; headers: Record<string, string>; payload: string | Buffer }[] = [
  { label: 'broken JSON', headers: json, payload: '{"email": ' },
  { label: 'a JSON list', headers: json, payload: '[]' },
  { label: 'a JSON string', headers: json, payload: '"text"' },
  { label: 'a JSON number', headers: json, payload: '42' },
  { label: 'JSON null', headers: json, payload: 'null' },
  { label: 'an empty JSON body', headers: json, payload: '' },
  { label: 'JSON nested 10,000 deep', headers: json, payload: '['.repeat(10_000) + ']'.repeat(10_000) },
  { label: 'a __proto__ key', headers: json, payload: '{"__proto__": {"polluted": true}}' },
  {
    label: 'a constructor.prototype key',
    headers: json,
    payload: '{"constructor": {"prototype": {"polluted": true}}}',
  },
  { label: 'JSON over the 1 MB body limit', headers: json, payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }) },
  { label: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'email=a@b.c' },
  { label: 'a URL-encoded form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
  { label: 'JSON declared as UTF-16', headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
  { label: 'gzip that is not gzip', headers: { ...json, 'content-encoding': 'gzip' }, payload: '{}' },
  {
    label: 'form data with another boundary than announced',
    headers: form(),
    payload: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
  },
  {
    label: 'truncated form data',
    headers: form(),
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1`,
  },
  { label: 'form data without a boundary', headers: form('multipart/form-data'), payload: 'a=1' },
  { label: 'empty form data', headers: form(), payload: '' },
  {
    label: 'a form part without a name',
    headers: form(),
    payload: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\n1\r\n--${boundary}--\r\n`,
  },
  {
    label: 'a form field named __proto__',
    headers: form(),
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":true}\r\n--${boundary}--\r\n`,
  },
  {
    label: '300 form fields (over the limit of 200)',
    headers: form(),
    payload:
      Array.from(
        { length: 300 },
        (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\n${index}\r\n`,
      ).join('') + `--${boundary}--\r\n`,
  },
];
