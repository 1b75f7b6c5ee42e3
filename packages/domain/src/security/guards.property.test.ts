import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_KINDS } from './dashboard-kinds.js';
import { checkedBy, isPublicConfig, isSecurityInfo } from './guards.js';
import { publicConfigSchema, securityInfoSchema } from './schemas.js';

const user = fc.record({
  id: fc.string(),
  email: fc.string(),
  firstName: fc.string(),
  preposition: fc.string(),
  lastName: fc.string(),
  personnelNumber: fc.string(),
});
const securityInfo = fc.record(
  {
    user,
    roles: fc.array(fc.record({ id: fc.string(), name: fc.string() }), { maxLength: 4 }),
    language: fc.oneof(fc.constantFrom('en', 'nl', null), fc.string()),
  },
  { requiredKeys: ['user', 'roles'] },
);
const publicConfig = fc.record(
  {
    sessionIdleSeconds: fc.integer({ min: 1, max: 100_000 }),
    oidcEnabled: fc.boolean(),
    dashboard: fc.option(fc.record({ kind: fc.constantFrom(...DASHBOARD_KINDS), url: fc.string() }), {
      nil: null,
    }),
    helpContact: fc.string(),
  },
  { requiredKeys: ['sessionIdleSeconds', 'oidcEnabled', 'dashboard'] },
);

/** Anything JSON can hold, and values near a valid one: a field dropped, replaced, or wrapped. */
const anyJson = fc.jsonValue();
function spoiled<T extends object>(valid: fc.Arbitrary<T>) {
  return fc.oneof(
    valid,
    anyJson,
    fc.tuple(valid, fc.string(), anyJson).map(([value, key, replacement]) => {
      const keys = Object.keys(value);
      const target = keys.length > 0 ? (keys[key.length % keys.length] as string) : key;
      return { ...value, [target]: replacement };
    }),
    fc.tuple(valid, fc.nat()).map(([value, n]) => {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (keys.length > 0) delete copy[keys[n % keys.length] as string];
      return copy;
    }),
    valid.map((value) => [value]),
  );
}

describe('the zod-free checks of the first page', () => {
  it('isSecurityInfo accepts exactly what securityInfoSchema accepts', () => {
    fc.assert(
      fc.property(spoiled(securityInfo), (value) => {
        expect(isSecurityInfo(value)).toBe(securityInfoSchema.safeParse(value).success);
      }),
      { numRuns: 500 },
    );
  });

  it('isPublicConfig accepts exactly what publicConfigSchema accepts', () => {
    fc.assert(
      fc.property(
        spoiled(publicConfig),
        fc.oneof(fc.constant(undefined), fc.double(), fc.integer({ min: -5, max: 0 })),
        (value, idle) => {
          const variant =
            idle === undefined || typeof value !== 'object' ? value : { ...value, sessionIdleSeconds: idle };
          for (const candidate of [value, variant])
            expect(isPublicConfig(candidate)).toBe(publicConfigSchema.safeParse(candidate).success);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('checkedBy gives the value back, or throws naming what it is not', () => {
    const check = checkedBy(isSecurityInfo, 'SecurityInfo');
    const info = {
      user: { id: '1', email: 'a@b', firstName: 'A', preposition: '', lastName: 'B', personnelNumber: '' },
      roles: [],
    };
    expect(check.parse(info)).toBe(info);
    expect(() => check.parse({ user: null, roles: [] })).toThrow('Not a SecurityInfo');
  });
});
