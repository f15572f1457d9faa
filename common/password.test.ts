import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordStrength } from './password.ts';

describe('password strength (SPEC §5)', () => {
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

describe('new password rules (SPEC §5)', () => {
  it.each([
    ['', '', 'reset.fillAllFields'],
    ['Abcdefg1', '', 'reset.fillAllFields'],
    ['Abc1', 'Abc1', 'reset.tooShort'],
    ['ABCDEFG1', 'ABCDEFG1', 'reset.needsLowercase'],
    ['abcdefg1', 'abcdefg1', 'reset.needsUppercase'],
    ['Abcdefgh', 'Abcdefgh', 'reset.needsDigit'],
    ['Abcdefg1', 'Abcdefg2', 'reset.mismatch'],
    ['Abcdefg1', 'Abcdefg1', null],
  ])('%j / %j → %s', (password, confirmation, problem) => {
    expect(newPasswordProblem(password, confirmation)).toBe(problem);
  });
});
