import type { Locator } from '@playwright/test';

/**
 * Types an ISO date ('2029-06-03') into one of the dashboard's date fields (react-aria's: a group of
 * day, month and year spin buttons, ordered by the page's language), segment by segment.
 */
export async function fillDateField(field: Locator, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  const parts: Record<string, string> = { year, month, day };
  const segments = field.getByRole('spinbutton');
  // The field may still be loading (views load when first shown): count its segments once it is there.
  await segments.first().waitFor();
  const count = await segments.count();
  for (let index = 0; index < count; index += 1) {
    const segment = segments.nth(index);
    const part = parts[(await segment.getAttribute('data-type')) ?? ''];
    if (part === undefined) continue;
    await segment.focus();
    await segment.pressSequentially(part);
  }
}

/**
 * Types 'HH:MM' into one of the dashboard's time fields (hour and minute segments, and a day period in
 * a language that writes 12-hour times), segment by segment.
 */
export async function fillTimeField(field: Locator, time: string): Promise<void> {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const segments = field.getByRole('spinbutton');
  await segments.first().waitFor();
  const twelveHour = (await field.locator('[data-type="dayPeriod"]').count()) > 0;
  const parts: Record<string, string> = {
    hour: String(twelveHour ? hour % 12 || 12 : hour),
    minute: String(minute).padStart(2, '0'),
    dayPeriod: hour < 12 ? 'A' : 'P',
  };
  const count = await segments.count();
  for (let index = 0; index < count; index += 1) {
    const segment = segments.nth(index);
    const part = parts[(await segment.getAttribute('data-type')) ?? ''];
    if (part === undefined) continue;
    await segment.focus();
    await segment.pressSequentially(part);
  }
}
