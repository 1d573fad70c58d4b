import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { uploadMessages } from '@fleet-ops/shared';
import { refuseNulCharacters } from './nul-characters.js';

export type UploadedFile = { field: string; fileName: string; mimeType: string; data: Buffer };

declare module 'fastify' {
  interface FastifyRequest {
    uploadedFiles: UploadedFile[];
  }
  interface FastifyContextConfig {
    /** The route keeps uploaded files: its form data may carry them, up to `uploadLimits`. */
    fileUploads?: boolean;
    /** The 413's message when a file passes `uploadLimits.fileSize`, naming the route's limit. */
    fileTooLargeMessage?: string;
  }
}

/** On the routes that keep files: each file at most 10 MB, at most 10 of them. */
export const uploadLimits = { fileSize: 10 * 1024 * 1024, files: 10, fields: 200 } as const;

/** Everywhere else form data carries fields only. */
const fieldsOnlyLimits = { files: 0, fields: 200 } as const;

/** RFC 2046: a boundary is 1 to 70 characters (the parser itself breaks on one over 256). */
const maxBoundaryLength = 70;

type Part = MultipartFile | MultipartValue;

/**
 * The parser's errors for form data that is cut short or has no (or the wrong) boundary. They
 * carry no status, so the error handler asks here to answer them as the client's mistake.
 */
export function isMalformedFormData(error: Error): boolean {
  return /^(Multipart: |Unexpected end of (multipart data|form)|Malformed part header)/.test(error.message);
}

function isFile(part: Part): part is MultipartFile {
  return part.type === 'file';
}

/** A 4xx the error handler answers with this message as it is. */
function clientError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

function boundaryOf(request: FastifyRequest): string | undefined {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(request.headers['content-type'] ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * Counts the bytes the parser reads and fails the parse past `maxBytes`: a declared
 * Content-Length over it is refused before a byte is read, a chunked body as soon as it passes.
 */
function limitBytes(request: FastifyRequest, maxBytes: number) {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
    throw clientError(413, uploadMessages.requestTooLarge);
  }
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    request.raw.off('data', count);
    request.raw.unpipe();
    // The multipart parser listens for the request's errors and ends its parts with this one.
    request.raw.emit('error', clientError(413, uploadMessages.requestTooLarge));
  };
  request.raw.on('data', count);
  return () => request.raw.off('data', count);
}

/** The parser's errors as answers with a message: none of them is the server's fault. */
function formError(
  error: Error & { statusCode?: number; code?: string },
  fileUploads: boolean,
  fileTooLargeMessage: string | undefined,
): Error {
  switch (error.code) {
    case 'FST_FILES_LIMIT':
      return fileUploads
        ? clientError(413, uploadMessages.tooManyFiles)
        : clientError(415, uploadMessages.filesNotAccepted);
    case 'FST_REQ_FILE_TOO_LARGE':
      return clientError(413, fileTooLargeMessage ?? uploadMessages.requestTooLarge);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return clientError(413, uploadMessages.requestTooLarge);
  }
  if (error.statusCode && error.statusCode < 500) return error;
  return clientError(400, uploadMessages.formMalformed);
}

/** The parts as plain text values by name (`a[]` or `a` twice become arrays) and the files apart. */
async function readForm(request: FastifyRequest, fileUploads: boolean) {
  const values = new Map<string, { list: boolean; items: string[] }>();
  const files: UploadedFile[] = [];
  const limits = fileUploads ? uploadLimits : fieldsOnlyLimits;
  for await (const part of request.parts({ limits })) {
    const list = part.fieldname.endsWith('[]');
    const name = list ? part.fieldname.slice(0, -2) : part.fieldname;
    if (isFile(part)) {
      files.push({ field: name, fileName: part.filename, mimeType: part.mimetype, data: await part.toBuffer() });
      continue;
    }
    const entry = values.get(name) ?? { list: false, items: [] };
    entry.list ||= list;
    entry.items.push(String(part.value));
    values.set(name, entry);
  }
  const fields = Object.fromEntries(
    [...values].map(([name, { list, items }]) => [name, list || items.length > 1 ? items : items[0]]),
  );
  return { fields, files };
}

/**
 * Multipart form data is accepted wherever JSON is (the spec's client sends most bodies as form
 * data), turned into a plain object of text values before validation so one zod schema checks
 * both. Only routes marked `fileUploads` take files (into `uploadedFiles`) and bodies past the
 * JSON limit; elsewhere a form is held to the JSON body limit and a file part is refused, so a
 * 100 MB upload to sign-in is a 413 before it is read.
 */
export const formBodies = fastifyPlugin(async (app: FastifyInstance) => {
  await app.register(multipart);
  app.decorateRequest('uploadedFiles', null as unknown as UploadedFile[]);
  // The same bound as a JSON body (Fastify's default when the app sets none).
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  const uploadBodyLimit = uploadLimits.files * uploadLimits.fileSize + bodyLimit;

  app.addHook('preValidation', async (request, reply) => {
    request.uploadedFiles = [];
    if (!request.isMultipart()) return;
    const boundary = boundaryOf(request);
    if (!boundary || boundary.length > maxBoundaryLength) throw clientError(400, uploadMessages.formBoundaryInvalid);
    const fileUploads = request.routeOptions.config.fileUploads === true;
    let stopCounting = () => {};
    try {
      stopCounting = limitBytes(request, fileUploads ? uploadBodyLimit : bodyLimit);
      const { fields, files } = await readForm(request, fileUploads);
      request.body = fields;
      request.uploadedFiles = files;
    } catch (error) {
      const refusal = formError(error as Error, fileUploads, request.routeOptions.config.fileTooLargeMessage);
      // The rest of the body is not read: the connection closes after the answer instead of
      // taking in (and throwing away) what the client still sends.
      if ((refusal as { statusCode?: number }).statusCode === 413) reply.header('Connection', 'close');
      throw refusal;
    } finally {
      stopCounting();
    }
  });
  // After the form data became plain values, so both kinds of body are checked alike.
  app.addHook('preValidation', refuseNulCharacters);
});
