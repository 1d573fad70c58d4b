import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  fieldRequiredMessage,
  requestMessages,
  routeNotFoundMessage,
  uploadMessages,
  type ErrorResponse,
} from '@fleet-ops/shared';
import { isConnectionLost } from '../db/connection-errors.js';
import { databaseRefusal } from '../lib/database-errors.js';
import { AppError, errorStatuses, type FieldErrors } from '../lib/errors.js';
import { isMalformedFormData } from './form-bodies.js';

/** How long a client waits before trying again after a lost database connection. */
const connectionRetrySeconds = 5;

const missingValue = /^Invalid input: expected \w+, received undefined$/;

function humanize(field: string): string {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function validationResponse(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
    const topField = field.split('.')[0] ?? field;
    const message = missingValue.test(issue.message ?? '')
      ? fieldRequiredMessage(humanize(topField))
      : (issue.message ?? requestMessages.invalidValue);
    (errors[field] ??= []).push(message);
  }
  const first = Object.values(errors)[0]?.[0] ?? requestMessages.dataInvalid;
  return { message: first, errors } satisfies ErrorResponse;
}

/**
 * One place turns every failure into DESIGN.md's `{ message, errors }`: validation 422, the
 * service codes to their statuses, client mistakes keep their 4xx, and anything else is a 500
 * whose details go to the log, never to the caller.
 */
export const errorHandler = fastifyPlugin(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send(validationResponse(error));
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, errors: error.fieldErrors });
    }
    if (isConnectionLost(error)) {
      // PostgreSQL restarting or a connection ended under the request: the pool reconnects, so a retry soon works.
      request.log.warn({ err: error }, 'database connection lost during the request');
      return reply
        .status(503)
        .header('Retry-After', String(connectionRetrySeconds))
        .send({ message: requestMessages.databaseUnavailable });
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      // The request should have been refused before its query: log it to add the missing check.
      request.log.warn({ err: error, sqlState: refusal.sqlState }, 'database refused the request');
      return reply.status(errorStatuses[refusal.code]).send({ message: refusal.message });
    }
    if (isMalformedFormData(error)) {
      request.log.info({ message: error.message }, 'request refused');
      return reply.status(400).send({ message: uploadMessages.formMalformed });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: error.message });
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, message: error.message }, 'request refused');
      return reply.status(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: requestMessages.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ message: routeNotFoundMessage(request.method, request.url.split('?')[0] ?? '') });
  });
});

/** Fastify's own 4xx texts are safe to show, but a few read better rephrased. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return requestMessages.contentTypeNotAccepted;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return requestMessages.bodyEmpty;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadMessages.requestTooLarge;
    default:
      return error.statusCode === 400 && error.message.startsWith('Unexpected')
        ? requestMessages.bodyNotJson
        : error.message;
  }
}
