import { userMessages, type createUserRequest, type Role, type User } from '@fleet-ops/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { fieldError } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { hashPassword } from '../../lib/passwords.js';
import { fullName } from '../auth/index.js';
import { adoptUnlinkedCrew } from './crews.js';
import { insertUser, listUsers, type UserRow } from './queries.js';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    name: fullName(row),
    role: row.role,
    sub_admin: row.subAdmin,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
  };
}

type NewAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  subAdmin?: boolean;
  /** An account made at its first single sign-on is linked to the provider's subject at once. */
  oidcSubject?: string;
};

/** Creates any account; the email is the sign-in name and must be unused. */
export async function createAccount(context: AppContext, account: NewAccount, actorId: number | null): Promise<User> {
  const passwordHash = await hashPassword(account.password);
  return context.db.transaction(async (transaction) => {
    const created = await insertUser(transaction, {
      email: account.email.toLowerCase(),
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      subAdmin: account.subAdmin ?? false,
      oidcSubject: account.oidcSubject ?? null,
    });
    if (!created) throw fieldError('username', userMessages.emailTaken);
    const user = toUser(created);
    if (user.role === 'supervisor') await adoptUnlinkedCrew(transaction, user);
    await recordAudit(transaction, { actorId, action: 'create', entity: 'user', entityId: user.id, after: user });
    return user;
  });
}

export function createStaffUser(context: AppContext, input: z.output<typeof createUserRequest>, actorId: number) {
  return createAccount(
    context,
    {
      email: input.username,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      role: input.role,
      subAdmin: input.sub_admin,
    },
    actorId,
  );
}

export async function listUserPage(context: AppContext, request: PageRequest): Promise<ListPage<User>> {
  const { rows, total } = await listUsers(context.db, request);
  return { rows: rows.map(toUser), total };
}
