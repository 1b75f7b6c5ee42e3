export { LoginPage } from './login-page';
export { LogincheckPage } from './logincheck-page';
export { LogoutPage } from './logout-page';
export { fetchSecurityInfo, signIn } from './security-api';
export { SupportLoginPage } from './support-login-page';
