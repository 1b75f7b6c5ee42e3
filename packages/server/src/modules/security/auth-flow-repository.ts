import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthFlow, AuthFlowStore } from '../../integrations/oidc.js';

/** A sign-in at the identity provider must come back within this time. */
export const AUTH_FLOW_MAX_AGE_MS = 10 * 60 * 1000;

/** The OIDC flows in progress, in the `auth_flow` table so that every server instance sees them. */
export function authFlowRepository(db: Kysely<Database>, now: () => number = Date.now): AuthFlowStore {
  return {
    async put(flow: AuthFlow): Promise<void> {
      const at = now();
      await db
        .deleteFrom('auth_flow')
        .where('created_at', '<', at - AUTH_FLOW_MAX_AGE_MS)
        .execute();
      await db
        .insertInto('auth_flow')
        .values({ state: flow.state, code_verifier: flow.codeVerifier, nonce: flow.nonce, created_at: at })
        .execute();
    },

    async take(state: string): Promise<AuthFlow | undefined> {
      // One statement: of two concurrent callbacks with the same state, only one gets the flow.
      const row = await db
        .deleteFrom('auth_flow')
        .where('state', '=', state)
        .returning(['state', 'code_verifier', 'nonce', 'created_at'])
        .executeTakeFirst();
      if (!row || now() - Number(row.created_at) > AUTH_FLOW_MAX_AGE_MS) return undefined;
      return { state: row.state, codeVerifier: row.code_verifier, nonce: row.nonce };
    },
  };
}
