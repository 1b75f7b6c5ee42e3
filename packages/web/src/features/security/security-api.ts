import { type LoginRequest, type SecurityInfo, securityInfoSchema } from '@stroomlijn/domain';
import { api } from '../../lib/api';

/** POST /api/security/login (password sign-in); a 401 means invalid credentials, not an ended session. */
export function signIn(request: LoginRequest): Promise<SecurityInfo> {
  return api.post<SecurityInfo>('/api/security/login', request, {
    schema: securityInfoSchema,
    allowUnauthorized: true,
  });
}

/** POST /api/security/info: the signed-in user with roles; 401 when there is no session. */
export function fetchSecurityInfo(): Promise<SecurityInfo> {
  return api.post<SecurityInfo>(
    '/api/security/info',
    {},
    { schema: securityInfoSchema, allowUnauthorized: true },
  );
}
