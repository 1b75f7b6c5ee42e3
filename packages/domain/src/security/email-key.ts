/**
 * The key an email is looked up and counted by: case and surrounding spaces never make another account
 * (the users' `email_key` column holds the same), so variants of one email share one sign-in limit.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
