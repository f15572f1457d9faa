import { describe, expect, it } from 'vitest';
import { longCommonPasswords } from '../scripts/common-passwords.ts';
import { checkPassword, loadCommonPasswords, passwordLengthProblem, passwordStrength } from './password.ts';

describe('password strength (docs/product.md §5.4, a hint only)', () => {
  it.each([
    ['', 0, 'weak'],
    ['abc', 1, 'weak'],
    ['abcdefgh', 2, 'weak'],
    ['abcdefgH', 3, 'medium'],
    ['abcdefgH1', 4, 'medium'],
    ['abcdefgH1!', 5, 'strong'],
    ['abcdefgH1!xyz', 6, 'strong'],
    ['ABCDEFGHIJKL', 3, 'medium'],
  ] as const)('%j scores %i (%s)', (password, score, level) => {
    expect(passwordStrength(password)).toEqual({ score, level });
  });
});

describe('the one password rule (docs/product.md §5, NIST SP 800-63B)', () => {
  it.each([
    ['', 'PASSWORD_TOO_SHORT'],
    ['      ', 'PASSWORD_TOO_SHORT'],
    ['1234567', 'PASSWORD_TOO_SHORT'],
    ['123456', 'PASSWORD_TOO_SHORT'],
    ['password', 'PASSWORD_TOO_COMMON'],
    ['PassWord1', 'PASSWORD_TOO_COMMON'],
    ['qwertyuiop', 'PASSWORD_TOO_COMMON'],
    ['12345678', 'PASSWORD_TOO_COMMON'],
    ['iloveyou', 'PASSWORD_TOO_COMMON'],
    ['        ', 'PASSWORD_TOO_COMMON'],
    ['zzzzzzzzzzzz', 'PASSWORD_TOO_COMMON'],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
    // No composition rules: lower-case only, spaces, Thai, a long passphrase are all fine.
    ['glacier waddle', null],
    ['fjordlantern', null],
    ['นกเพนกวินบินไม่ได้', null],
    ['ab cd ef gh', null],
    ['a'.repeat(64) + 'b'.repeat(64), null],
  ] as const)('%j → %s', async (password, problem) => {
    expect(await checkPassword(password)).toBe(problem);
  });

  it('counts characters, not UTF-16 units: four emoji are too short, 128 are allowed', () => {
    expect(passwordLengthProblem('🐧🐧🐧🐧')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordLengthProblem('🐧'.repeat(128))).toBeNull();
    expect(passwordLengthProblem('🐧'.repeat(129))).toBe('PASSWORD_TOO_LONG');
  });

  it('ships every common password of the dictionary that the length rule alone would let through, offline', async () => {
    const list = await loadCommonPasswords();
    // Regenerate with scripts/common-passwords.ts when this fails after a dictionary update.
    expect([...list].sort()).toEqual(longCommonPasswords());
    expect(list.size).toBeGreaterThan(15_000);
    expect(list.has('password1')).toBe(true);
    expect(list.has('123456')).toBe(false); // too short: the length rule refuses it first
  });
});
