import { describe, expect, it, vi } from 'vitest';
import { type AttemptEnd, createPaymentAttempts } from './payment-attempts';

class Lost extends Error {}
class Declined extends Error {}

function attempts() {
  let counter = 0;
  return createPaymentAttempts<{ card: string }, string>(
    () => `key-${++counter}`,
    (error): AttemptEnd => (error instanceof Lost ? 'lost' : 'answered'),
  );
}

describe('createPaymentAttempts', () => {
  it('sends the same key again after a lost answer, so a payment that went through is not charged twice', async () => {
    const payments = attempts();
    const send = vi.fn().mockRejectedValueOnce(new Lost()).mockResolvedValueOnce('ok');

    await expect(payments.submit({ card: '4242' }, send)).rejects.toBeInstanceOf(Lost);
    await expect(payments.submit({ card: '4242' }, send)).resolves.toBe('ok');

    expect(send.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-1']);
  });

  it('makes a new key after a decline, so the donor can retry with another card', async () => {
    const payments = attempts();
    const send = vi.fn().mockRejectedValueOnce(new Declined()).mockResolvedValueOnce('ok');

    await expect(payments.submit({ card: '4000' }, send)).rejects.toBeInstanceOf(Declined);
    await expect(payments.submit({ card: '4242' }, send)).resolves.toBe('ok');

    expect(send.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-2']);
  });

  it('makes a new key after a decline even with the same card (a card that asks to try again)', async () => {
    const payments = attempts();
    const send = vi.fn().mockRejectedValueOnce(new Declined()).mockResolvedValueOnce('ok');

    await expect(payments.submit({ card: '4000' }, send)).rejects.toBeInstanceOf(Declined);
    await payments.submit({ card: '4000' }, send);

    expect(send.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-2']);
  });

  it('sends once for a double click: the second press waits for the first request', async () => {
    const payments = attempts();
    let answer: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));

    const first = payments.submit({ card: '4242' }, send);
    const second = payments.submit({ card: '4242' }, send);
    answer('ok');

    await expect(Promise.all([first, second])).resolves.toEqual(['ok', 'ok']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('after a lost answer, changed details first settle the open attempt: a payment that went through is not charged again', async () => {
    const payments = attempts();
    const send = vi.fn().mockRejectedValueOnce(new Lost()).mockResolvedValueOnce('first went through');

    await expect(payments.submit({ card: '4242' }, send)).rejects.toBeInstanceOf(Lost);
    await expect(payments.submit({ card: '5555' }, send)).resolves.toBe('first went through');

    expect(send.mock.calls).toEqual([
      [{ card: '4242' }, 'key-1'],
      [{ card: '4242' }, 'key-1'],
    ]);
  });

  it('after a lost answer, changed details go as a new attempt once the open one is answered with a refusal', async () => {
    const payments = attempts();
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Lost())
      .mockRejectedValueOnce(new Declined())
      .mockResolvedValueOnce('ok');

    await expect(payments.submit({ card: '4000' }, send)).rejects.toBeInstanceOf(Lost);
    await expect(payments.submit({ card: '4242' }, send)).resolves.toBe('ok');

    expect(send.mock.calls).toEqual([
      [{ card: '4000' }, 'key-1'],
      [{ card: '4000' }, 'key-1'],
      [{ card: '4242' }, 'key-2'],
    ]);
  });

  it('after a lost answer, changed details charge nothing new while the open attempt stays unknown', async () => {
    const payments = attempts();
    const send = vi.fn().mockRejectedValue(new Lost());

    await expect(payments.submit({ card: '4242' }, send)).rejects.toBeInstanceOf(Lost);
    await expect(payments.submit({ card: '5555' }, send)).rejects.toBeInstanceOf(Lost);

    expect(send.mock.calls.map((call) => call[0])).toEqual([{ card: '4242' }, { card: '4242' }]);
  });
});
