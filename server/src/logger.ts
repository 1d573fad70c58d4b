import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

/** JSON logs, with tokens, passwords and cookies never written out. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.password_confirmation',
      '*.confirm_password',
    ],
  });
}
