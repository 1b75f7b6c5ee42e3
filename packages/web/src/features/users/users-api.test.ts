import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { roleKeys } from '../roles/query-keys';
import { assignmentKeys } from '../user-roles/query-keys';
import { userKeys } from './query-keys';
import { usersChanged } from './users-api';

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? 'absent';

describe('usersChanged', () => {
  it('D5: refreshes the user list and the users of every role; forgets a deleted user', async () => {
    const client = new QueryClient();
    client.setQueryData(userKeys.list, []);
    client.setQueryData(assignmentKeys.usersOfRole('r1'), []);
    client.setQueryData(assignmentKeys.rolesOfRole('r1'), []);
    client.setQueryData(roleKeys.list, []);
    client.setQueryData(userKeys.detail('u1'), {});
    client.setQueryData(userKeys.roles('u1'), []);
    await usersChanged(client, 'u1');
    expect(stale(client, userKeys.list)).toBe(true);
    expect(stale(client, assignmentKeys.usersOfRole('r1'))).toBe(true);
    expect(stale(client, assignmentKeys.rolesOfRole('r1'))).toBe(false);
    expect(stale(client, roleKeys.list)).toBe(false);
    expect(stale(client, userKeys.detail('u1'))).toBe('absent');
    expect(stale(client, userKeys.roles('u1'))).toBe('absent');
  });
});
