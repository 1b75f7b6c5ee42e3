import {
  checkedBy,
  isSecurityInfo,
  type Language,
  type LoginRequest,
  type SecurityInfo,
} from '@stroomlijn/domain';
import { api } from '../../lib/api';

// Checked without zod: the sign-in page is the first page and loads no schema library
// (docs/decisions.md, "A small first page").
const securityInfo = checkedBy(isSecurityInfo, 'SecurityInfo');

/** POST /api/security/login (password sign-in); a 401 means invalid credentials, not an ended session. */
export function signIn(request: LoginRequest): Promise<SecurityInfo> {
  return api.post<SecurityInfo>('/api/security/login', request, {
    schema: securityInfo,
    allowUnauthorized: true,
  });
}

/** POST /api/security/info: the signed-in user with roles; 401 when there is no session. */
export function fetchSecurityInfo(): Promise<SecurityInfo> {
  return api.post<SecurityInfo>('/api/security/info', {}, { schema: securityInfo, allowUnauthorized: true });
}

/** PUT /api/security/language: saves the signed-in user's interface language (also that of their email). */
export async function saveLanguage(language: Language): Promise<void> {
  await api.put<undefined>('/api/security/language', { language });
}
