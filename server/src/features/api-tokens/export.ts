import type { FastifyReply } from 'fastify';
import type { ApiTokenScope } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { listUserApiTokensAfter, type ApiTokenRow } from './queries.js';
import { requireSession } from './service.js';

type TokenStatus = 'live' | 'expired' | 'revoked';

const words: Record<ReaderLanguage, { scope: Record<ApiTokenScope, string>; status: Record<TokenStatus, string> }> = {
  en: {
    scope: { read: 'Read only', read_write: 'Read and write' },
    status: { live: 'Active', expired: 'Expired', revoked: 'Revoked' },
  },
  fr: {
    scope: { read: 'Lecture seule', read_write: 'Lecture et écriture' },
    status: { live: 'Actif', expired: 'Expiré', revoked: 'Révoqué' },
  },
};

function columns(clock: Clock): CsvColumn<ApiTokenRow>[] {
  const now = clock.now();
  const status = (row: ApiTokenRow): TokenStatus =>
    row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'live';
  const when = (date: Date | null) => (date ? clock.formatDateTime(date) : '');
  return [
    { header: { en: 'Name', fr: 'Nom' }, value: (row) => row.name },
    { header: { en: 'Access', fr: 'Accès' }, value: (row, language) => words[language].scope[row.scope] },
    { header: { en: 'Created', fr: 'Créé' }, value: (row) => when(row.createdAt) },
    { header: { en: 'Expires', fr: 'Expire' }, value: (row) => when(row.expiresAt) },
    { header: { en: 'Last Used', fr: 'Dernière utilisation' }, value: (row) => when(row.lastUsedAt) },
    { header: { en: 'Revoked', fr: 'Révoqué' }, value: (row) => when(row.revokedAt) },
    { header: { en: 'Status', fr: 'État' }, value: (row, language) => words[language].status[status(row)] },
  ];
}

/** The signed-in admin's tokens, newest first, as a CSV download (never the tokens themselves). */
export function exportApiTokens(context: AppContext, reply: FastifyReply, user: CurrentUser, language: ReaderLanguage) {
  requireSession(user);
  return sendCsv(reply, {
    fileName: csvFileName('api-tokens', context.clock.today()),
    columns: columns(context.clock),
    language,
    logger: reply.log,
    read: (previous, limit) => listUserApiTokensAfter(context.db, user.id, previous, limit),
  });
}
