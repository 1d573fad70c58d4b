import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { readableDestination } from './lib/readable-log.js';

/**
 * The server's log, with tokens, passwords and cookies never written out: JSON lines for a log
 * collector (LOG_FORMAT=json, the default when NODE_ENV=production), short readable lines on a
 * terminal otherwise.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const options = {
    level: config.logLevel,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.password_confirmation',
      '*.confirm_password',
    ],
  };
  return config.logFormat === 'json' ? pino(options) : pino(options, readableDestination());
}
