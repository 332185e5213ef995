import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNTRANSLATED, untranslated, withUntranslated } from './untranslated';

describe('withUntranslated', () => {
  it('puts each value in its slot, isolated and never translated, in the sentence order of the language', () => {
    // Arabic puts the answer before the kind: the slots follow the values, not their order.
    const sentence = `جواب الخادم ${untranslated(1)} عن رسالة ${untranslated(0)}.`;
    const { container } = render(
      <p>{withUntranslated(sentence, 'newsletter', '550 5.1.1 Mailbox unavailable')}</p>,
    );
    const values = [...container.querySelectorAll('bdi[translate="no"]')].map(
      (element) => element.textContent,
    );
    expect(values).toEqual(['550 5.1.1 Mailbox unavailable', 'newsletter']);
    expect(container.textContent).toBe('جواب الخادم 550 5.1.1 Mailbox unavailable عن رسالة newsletter.');
  });

  it('keeps a sentence without a slot as it is', () => {
    const { container } = render(<p>{withUntranslated('Role użytkownika', 'Emily Carter')}</p>);
    expect(container.textContent).toBe('Role użytkownika');
    expect(container.querySelector('bdi')).toBeNull();
  });

  it('names the first slot UNTRANSLATED', () => {
    const { container } = render(<p>{withUntranslated(`أدوار ${UNTRANSLATED}`, 'Emily Carter')}</p>);
    expect(container.querySelector('bdi[translate="no"]')?.textContent).toBe('Emily Carter');
  });
});
