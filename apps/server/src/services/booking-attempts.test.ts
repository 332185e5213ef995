import { describe, expect, it } from 'vitest';
import { type AttemptState, markPaidStep, payAgainStep } from './booking-attempts';

describe('a booking paid again while an attempt is known', () => {
  it.each<[AttemptState, ReturnType<typeof payAgainStep>]>([
    ['none', 'start'],
    ['failed', 'start'],
    ['succeeded', 'paid'],
    ['requires_action', 'resume'],
    ['processing', 'resume'],
    ['unknown', 'resume'],
  ])('an attempt %s: %s', (attempt, step) => {
    expect(payAgainStep(attempt)).toBe(step);
  });
});

describe('a booking marked paid at the door while an attempt is known', () => {
  it.each<[AttemptState, ReturnType<typeof markPaidStep>]>([
    ['none', 'mark'],
    ['failed', 'mark'],
    ['unknown', 'mark'],
    ['succeeded', 'refuse_paid_online'],
    ['requires_action', 'cancel_then_mark'],
    ['processing', 'wait'],
  ])('an attempt %s: %s', (attempt, step) => {
    expect(markPaidStep(attempt)).toBe(step);
  });
});
