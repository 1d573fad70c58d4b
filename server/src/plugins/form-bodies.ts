import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { refuseNulCharacters } from './nul-characters.js';

export type UploadedFile = { field: string; fileName: string; mimeType: string; data: Buffer };

declare module 'fastify' {
  interface FastifyRequest {
    uploadedFiles: UploadedFile[];
  }
}

export const uploadLimits = { fileSize: 10 * 1024 * 1024, files: 10, fields: 200 } as const;

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

/**
 * Multipart form data is accepted wherever JSON is. The parts are turned into a plain object of
 * text values before validation, so one zod schema checks both; files go to `uploadedFiles`.
 * Repeated fields (`a[]` or `a` twice) become arrays.
 */
export const formBodies = fastifyPlugin(async (app: FastifyInstance) => {
  await app.register(multipart, { attachFieldsToBody: true, limits: uploadLimits });
  app.decorateRequest('uploadedFiles', null as unknown as UploadedFile[]);

  app.addHook('preValidation', async (request) => {
    request.uploadedFiles = [];
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(request.body as Record<string, Part | Part[]>)) {
      const name = key.endsWith('[]') ? key.slice(0, -2) : key;
      const parts = [value].flat();
      const values: string[] = [];
      for (const part of parts) {
        if (isFile(part)) {
          request.uploadedFiles.push({
            field: name,
            fileName: part.filename,
            mimeType: part.mimetype,
            data: await part.toBuffer(),
          });
        } else {
          values.push(String(part.value));
        }
      }
      if (values.length > 0) fields[name] = key.endsWith('[]') || values.length > 1 ? values : values[0];
    }
    request.body = fields;
  });
  // After the form data became plain values, so both kinds of body are checked alike.
  app.addHook('preValidation', refuseNulCharacters);
});
