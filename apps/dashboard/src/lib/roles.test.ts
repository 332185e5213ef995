import { ROLES } from '@minbar/domain/access/roles';
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { roleName } from './roles';

describe('roleName', () => {
  it.each([
    ['en', en],
    ['ar', ar],
    ['pl', pl],
  ] as const)('names every role of the domain in %s', (_locale, messages) => {
    const t = (id: string) => (messages as Record<string, string>)[id] ?? `missing ${id}`;
    for (const role of ROLES) expect(roleName(t as never, role)).not.toMatch(/^missing/);
  });

  it('shows a role the domain does not know as the server sent it', () => {
    expect(roleName(() => 'translated', 'caretaker')).toBe('caretaker');
  });
});
