import { EVERYONE_ROLE, SYSTEM_ROLE_DESCRIPTIONS, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { byRoleName, roleDescriptionText, roleNameText, storedRoleText } from './role-texts';

const t = ((key: string) => i18n.t(key)) as TFunction;
const everyone = { id: EVERYONE_ROLE.id, name: EVERYONE_ROLE.name, description: EVERYONE_ROLE.description };
const admin = {
  id: SYSTEM_ROLE_IDS.ROLE_ADMIN,
  name: 'ROLE_ADMIN',
  description: SYSTEM_ROLE_DESCRIPTIONS.ROLE_ADMIN,
};

describe('the texts of built-in roles', () => {
  afterEach(() => setLanguage('en'));

  it('I18N-01: Everyone and the system roles are shown in Dutch while their texts are the seeded ones', async () => {
    await setLanguage('nl');
    expect(roleNameText(t, everyone)).toBe('Iedereen');
    expect(roleDescriptionText(t, everyone)).toBe(
      'Iedere gebruiker; zet deze rol in een rol van het type rollen om die rol aan iedereen te geven',
    );
    expect(roleNameText(t, admin)).toBe('ROLE_ADMIN');
    expect(roleDescriptionText(t, admin)).toBe(
      'Applicatiebeheerder: werkstromen, formulieren en alle bijzondere rechten',
    );
    await setLanguage('en');
    expect(roleNameText(t, everyone)).toBe('Everyone');
    expect(roleDescriptionText(t, admin)).toBe(SYSTEM_ROLE_DESCRIPTIONS.ROLE_ADMIN);
  });

  it('a text an administrator changed, and any other role, is shown as stored', async () => {
    await setLanguage('nl');
    expect(roleNameText(t, { ...everyone, name: 'Alle medewerkers' })).toBe('Alle medewerkers');
    expect(roleDescriptionText(t, { ...admin, description: 'Beheer' })).toBe('Beheer');
    const other = { id: '30000000-0000-4000-8000-000000000001', name: 'Everyone', description: 'x' };
    expect(roleNameText(t, other)).toBe('Everyone');
  });

  it('a form that showed the Dutch text saves the stored one when it is left as shown', () => {
    expect(storedRoleText('Iedereen', 'Iedereen', 'Everyone')).toBe('Everyone');
    expect(storedRoleText('Alle medewerkers', 'Iedereen', 'Everyone')).toBe('Alle medewerkers');
  });

  it('RO-01: roles sort by the name they show', async () => {
    await setLanguage('nl');
    const roles = [
      { id: '1', name: 'Financiën' },
      { id: everyone.id, name: everyone.name },
      { id: '2', name: 'Juristen' },
    ];
    expect(byRoleName(t, roles).map((role) => roleNameText(t, role))).toEqual([
      'Financiën',
      'Iedereen',
      'Juristen',
    ]);
  });
});
