import { MAIL_KINDS } from '@minbar/domain/mail/kinds';
import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../services/mail-texts';
import { TEMPLATE_KINDS } from './kinds';

describe('the kinds of mail the server sends', () => {
  // The dashboard names each of MAIL_KINDS in words: a kind sent but not listed would show raw.
  it('are exactly the shared list: the account codes and the templated mails', () => {
    const sent = [...Object.keys(MAIL_TEXTS), ...TEMPLATE_KINDS].sort();
    expect(sent).toEqual([...MAIL_KINDS].sort());
  });
});
