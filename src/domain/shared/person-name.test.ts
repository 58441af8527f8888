import { expect, it } from 'vitest';
import { nameKey } from './person-name.ts';

it('folds case, accents and surrounding or repeated spaces', () => {
  expect(nameKey('  José  María ')).toBe('jose maria');
  expect(nameKey('GARCÍA')).toBe(nameKey('garcia'));
  expect(nameKey("O'Brien")).toBe("o'brien");
});
