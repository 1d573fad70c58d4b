import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's own request logging, made quiet: instead of two JSON records per request at info
 * (a walk through the screens makes hundreds of calls, burying the start banner, the warnings
 * and the errors), one short line at debug once the answer is sent, `GET /api/me 200 3 ms`.
 * LOG_LEVEL=debug shows them. Failures are still logged as errors.
 */
export class ShortRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const milliseconds = Math.round(reply.elapsedTime);
    reply.log.debug(
      { res: { statusCode: reply.statusCode }, responseTime: milliseconds },
      `${request.method} ${request.url} ${reply.statusCode} ${milliseconds} ms`,
    );
  }

  /** A browser that leaves mid-download (a closed tab) is no news at info. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.debug('stream closed early');
    else super.streamError(error, request, reply);
  }
}
