import type { SecurityInfo } from '@stroomlijn/domain';
import { rememberLanguage, storedLanguage, takeChosenSignedOut } from '../../lib/language';
import { saveLanguage } from './security-api';

/**
 * At sign-in (before the page reloads into the app): a browser takes the language the user saved, so a
 * new browser starts in it; a choice made on the sign-in pages just now, or one this browser made while
 * the user had none saved, is saved for the user instead. A failed save keeps the browser's choice.
 */
export async function settleLanguageAtSignIn(info: SecurityInfo): Promise<void> {
  const chosenNow = takeChosenSignedOut();
  const local = storedLanguage();
  const saved = info.language ?? null;
  if (saved !== null && !(chosenNow && local !== null)) {
    rememberLanguage(saved);
    return;
  }
  if (local !== null && local !== saved) await saveLanguage(local).catch(() => undefined);
}
