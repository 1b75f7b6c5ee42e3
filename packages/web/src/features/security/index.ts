import type { ComponentType } from 'react';

export { LoginPage } from './login-page';
export { settleLanguageAtSignIn } from './saved-language';
export { fetchSecurityInfo, saveLanguage, signIn } from './security-api';

type LazyPage = { Component: () => Promise<ComponentType> };

// The other pages of the feature are chunks of their own, for a route's `lazy`: the first page, /login,
// does not load the support sign-in form (its inputs and validation), the SSO return or the logout page.
export const lazyLogincheckPage: LazyPage = {
  Component: async () => (await import('./logincheck-page')).LogincheckPage,
};
export const lazyLogoutPage: LazyPage = {
  Component: async () => (await import('./logout-page')).LogoutPage,
};
export const lazySupportLoginPage: LazyPage = {
  Component: async () => (await import('./support-login-page')).SupportLoginPage,
};
