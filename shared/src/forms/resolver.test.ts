import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { PATHS } from '../contract';
import { apiUrl, fail, http, ok, setupMockServer } from '../testing/server';
import { checkConfirmation } from '../validation';
import { translateFieldMessage } from './messages';
import { primeRules, ruleTable } from './rule-table.fixture';
import { requiredRule, ruleResolver, type RuleContext } from './resolver';

const table = ruleTable({
  loginUsername: { enabled: true, required: true, pattern: '^[a-z0-9]{4,16}$', messageKey: 'error.account_format' },
  loginPassword: { enabled: true, required: true, pattern: '^\\S{6,20}$', messageKey: 'error.password_format' },
  mobileNum: {
    enabled: true,
    required: true,
    pattern: '^0?9\\d{9}$',
    messageKey: 'error.mobile_invalid',
    minLength: 10,
    maxLength: 11,
  },
});

interface Values {
  username: string;
  password: string;
  confirm: string;
  mobile: string;
}

const values = (overrides: Partial<Values> = {}): Values => ({
  username: 'member01',
  password: 'secret123',
  confirm: 'secret123',
  mobile: '09171234567',
  ...overrides,
});

const resolver = ruleResolver<Values>({
  username: 'loginUsername',
  password: 'loginPassword',
  confirm: (confirm, { password }) => checkConfirmation(password, confirm, 'required', 'mismatch'),
  mobile: 'mobileNum',
});

const options = (names?: Array<keyof Values>): ResolverOptions<Values> => ({
  names,
  fields: {},
  shouldUseNativeValidation: false,
});

const server = setupMockServer();

describe('the rule resolver', () => {
  it('passes good values through and checks each field by its rule in the merchant table', async () => {
    primeRules(table);
    expect(await resolver(values(), undefined, options())).toEqual({ values: values(), errors: {} });
    const result = await resolver(
      values({ username: 'a!', password: '', confirm: '' }),
      undefined,
      options(['username', 'password']),
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      username: { type: 'rule', message: 'error.account_format' },
      password: { type: 'rule', message: 'required' },
    });
  });

  it('reads a mobile number as people write it, by the rule name or the form own required check', async () => {
    primeRules(table);
    const required = ruleResolver<Pick<Values, 'mobile'>>({ mobile: requiredRule('mobileNum') });
    for (const mobile of ['917 123 4567', '0917 123 4567', '+639171234567', '917-123-4567']) {
      expect([mobile, (await resolver(values({ mobile }), undefined, options())).errors]).toEqual([mobile, {}]);
      expect([mobile, (await required({ mobile }, undefined, { ...options(), names: undefined })).errors]).toEqual([
        mobile,
        {},
      ]);
    }
    expect((await resolver(values({ mobile: '917 123 456' }), undefined, options())).errors).toEqual({
      mobile: { type: 'rule', message: 'error.mobile_invalid?min=10&max=11' },
    });
  });

  it('lets a field be checked by a function of every value', async () => {
    primeRules(table);
    const result = await resolver(values({ confirm: 'secret124' }), undefined, options());
    expect(result.errors).toEqual({ confirm: { type: 'rule', message: 'mismatch' } });
  });

  it('requires a field the form needs even where the table makes its rule optional or off', async () => {
    primeRules(table);
    const needs = ruleResolver<{ code: string; mobile: string }>({
      code: requiredRule('verificationCode'),
      mobile: requiredRule('mobileNum'),
    });
    const blank = await needs({ code: '', mobile: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(blank.errors).toEqual({
      code: { type: 'rule', message: 'required' },
      mobile: { type: 'rule', message: 'required?min=10&max=11' },
    });
    const filled = await needs({ code: 'x', mobile: '1' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(filled.errors).toEqual({ mobile: { type: 'rule', message: 'error.mobile_invalid?min=10&max=11' } });
  });

  it('checks only the shown fields, and gives their errors in form order', async () => {
    primeRules(table);
    const context: RuleContext = { fields: ['mobile', 'password', 'username'] };
    const result = await resolver(
      values({ username: '', password: '', confirm: 'x', mobile: '1' }),
      context,
      options(),
    );
    expect(Object.keys(result.errors)).toEqual(['mobile', 'password', 'username']);
  });

  it('checks only the field that was left', async () => {
    primeRules(table);
    const result = await resolver(values({ username: '', password: '' }), undefined, options(['password']));
    expect(Object.keys(result.errors)).toEqual(['password']);
  });

  it('keeps the message key with the values it needs, to be translated when shown', async () => {
    primeRules(table);
    const result = await resolver(values({ mobile: '0917' }), undefined, options(['mobile']));
    const message = result.errors.mobile?.message;
    expect(translateFieldMessage((key, args) => `${key} ${JSON.stringify(args)}`, message)).toBe(
      'error.mobile_invalid {"min":"10","max":"11"}',
    );
  });

  it('fetches the table once when it is missing', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl(PATHS.rules), () => {
        asked += 1;
        return ok(table);
      }),
    );
    const [first, second] = await Promise.all([
      resolver(values({ username: 'a!' }), undefined, options()),
      resolver(values({ username: 'a!' }), undefined, options()),
    ]);
    expect(first.errors.username?.message).toBe('error.account_format');
    expect(second.errors.username?.message).toBe('error.account_format');
    await resolver(values(), undefined, options());
    expect(asked).toBe(1);
  });

  it('without the table, leaves rule checks to the server and still runs the form own checks', async () => {
    server.use(http.get(apiUrl(PATHS.rules), () => fail(503, { errorCode: 'system.maintenance', message: 'down' })));
    const result = await resolver(values({ username: 'a!', confirm: 'other' }), undefined, options());
    expect(result.errors).toEqual({ confirm: { type: 'rule', message: 'mismatch' } });
  });
});
