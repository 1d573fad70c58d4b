import type { FastifyRequest } from 'fastify';
import { requestMessages } from '@fleet-ops/shared';
import { AppError, type FieldErrors } from '../lib/errors.js';

type Place = { key: string; parent: Place | undefined } | undefined;

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

/**
 * Where a NUL character hides in a parsed body, query or path: `note`, `expenses.gas`,
 * `drivers_id.0`. Walked with a queue rather than recursion, and each path spelled out only when
 * found, so JSON nested thousands deep costs neither the stack nor memory.
 */
function nulCharacterPaths(root: unknown): string[] {
  const found: string[] = [];
  const queue: [value: unknown, place: Place][] = [[root, undefined]];
  for (let index = 0; index < queue.length; index += 1) {
    const [value, place] = queue[index]!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(pathOf(place));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const inside = { key, parent: place };
        if (key.includes('\u0000')) found.push(pathOf(inside));
        queue.push([item, inside]);
      }
    }
  }
  return found;
}

/**
 * PostgreSQL cannot store the NUL character in text or JSON, so a value holding one would fail
 * deep in a query as a 500. It is refused here, for every route at once, as a 422 naming the field.
 */
export async function refuseNulCharacters(request: FastifyRequest) {
  const paths = [request.params, request.query, request.body].flatMap(nulCharacterPaths);
  if (paths.length === 0) return;
  const errors: FieldErrors = Object.fromEntries(paths.map((path) => [path || 'body', [requestMessages.nulCharacter]]));
  throw new AppError('validation', requestMessages.nulCharacter, errors);
}
