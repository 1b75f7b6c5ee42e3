import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { assignmentKeys } from '../user-roles/query-keys';
import { userKeys } from '../users/query-keys';
import { roleKeys } from './query-keys';
import { roleDeleted } from './roles-api';

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? 'absent';

describe('roleDeleted', () => {
  it('D5: refreshes every list of roles, the assignments and the roles of every user', async () => {
    const client = new QueryClient();
    client.setQueryData(roleKeys.list, []);
    client.setQueryData(roleKeys.detail('r1'), {});
    client.setQueryData(assignmentKeys.usersOfRole('r2'), []);
    client.setQueryData(userKeys.roles('u1'), []);
    client.setQueryData(userKeys.list, []);
    await roleDeleted(client, 'r1');
    expect(stale(client, roleKeys.list)).toBe(true);
    expect(stale(client, roleKeys.detail('r1'))).toBe('absent');
    expect(stale(client, assignmentKeys.usersOfRole('r2'))).toBe(true);
    expect(stale(client, userKeys.roles('u1'))).toBe(true);
    expect(stale(client, userKeys.list)).toBe(false);
  });
});
