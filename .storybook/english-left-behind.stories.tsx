/*
 * The English-left-behind check's own tests, run with the other stories in Chromium: in a Polish or
 * Arabic story it must name sample content left in English, and pass real Polish (long words,
 * diacritics), Arabic with a Latin address, e-mail, amount and phone number inside, and English
 * marked as English on purpose. Hidden from the sidebar and the contact sheet: they show the check.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { englishMessage, englishWordsIn, findEnglishLeftBehind } from './english-left-behind';

const meta = {
  title: 'Storybook/English left behind check',
  tags: ['!dev', '!autodocs', 'self-test'],
  // These stories draw English on purpose; the check runs in their play functions.
  parameters: {
    englishCheck: { disable: true },
    directionCheck: { disable: true },
    defaultLook: { disable: true },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function fixtureOf(canvasElement: HTMLElement): HTMLElement {
  return canvasElement.querySelector('[data-testid="fixture"]') as HTMLElement;
}

export const FindsEnglishInPolish: Story = {
  render: () => (
    <div lang="pl" data-testid="fixture">
      <h2 className="campaign-title">Aktualności: New roof for the prayer hall</h2>
      <ul>
        <li>The roofers have started and will finish before winter.</li>
        <li>Dach jest gotowy w połowie.</li>
      </ul>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const findings = findEnglishLeftBehind(fixtureOf(canvasElement), 'pl');
    await expect(findings.map((finding) => finding.text)).toEqual([
      'Aktualności: New roof for the prayer hall',
      'The roofers have started and will finish before winter.',
    ]);
    await expect(findings[0]?.element).toContain('h2.campaign-title');
    await expect(findings[0]?.words).toEqual(['New', 'roof', 'for', 'the', 'prayer', 'hall']);
  },
};

export const PassesPolish: Story = {
  render: () => (
    <div lang="pl" data-testid="fixture">
      <h2>Zbiórka na nowy dach sali modlitewnej — Konstantynopolitańczykowianeczka</h2>
      <p>
        Źdźbło trawy, gżegżółka i chrząszcz: najdłuższe słowa w rejestracji współfinansowanych przedsięwzięć
        dobroczynnych.
      </p>
      <p>Wpłać przez BLIK, Visa lub Google Pay na IBAN PL61 1090 1014 0000 0712 1981 2874.</p>
      <p>Pytania: biuro@meczet.pl, https://meczet.pl/zbiorka, tel. +48 22 000 00 00</p>
      <p>Sala to do no a i o we nie on ten: same polskie słowa.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(findEnglishLeftBehind(fixtureOf(canvasElement), 'pl')).toEqual([]);
  },
};

export const FindsEnglishInArabic: Story = {
  render: () => (
    <div lang="ar" dir="rtl" data-testid="fixture">
      <table>
        <tbody>
          <tr>
            <td>Ahmed Khan</td>
            <td>Ramadan</td>
            <td>رمضان</td>
          </tr>
        </tbody>
      </table>
      <p>حلقة تحفيظ for children</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const findings = findEnglishLeftBehind(fixtureOf(canvasElement), 'ar');
    await expect(findings.map((finding) => finding.text)).toEqual([
      'Ahmed Khan',
      'Ramadan',
      'حلقة تحفيظ for children',
    ]);
    await expect(findings[2]?.words).toEqual(['for', 'children']);
  },
};

export const PassesArabicWithLatinInside: Story = {
  render: () => (
    <div lang="ar" dir="rtl" data-testid="fixture">
      <p>العنوان: ul. Wiertnicza 103، 02-952 Warszawa</p>
      <p>راسلونا على biuro@meczet.pl أو زوروا www.meczet.pl</p>
      <p>المبلغ 1 250,00 PLN عبر BLIK أو Visa، الهاتف +48 22 000 00 00، الرمز A7-3F</p>
      <p>قاعة الصلاة في الطابق 2</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(findEnglishLeftBehind(fixtureOf(canvasElement), 'ar')).toEqual([]);
  },
};

/** Text in English on purpose says so with lang; names and hidden or technical text are not read. */
export const AllowsMarkedText: Story = {
  render: () => (
    <div lang="ar" dir="rtl" data-testid="fixture">
      <p>
        سؤال من زائر: <q lang="en">Is it allowed to pray in the car on a long journey?</q>
      </p>
      <p>
        المتطوع: <span translate="no">Jan Kowalski</span>
      </p>
      <p aria-hidden="true">Decorative English words</p>
      <p hidden>Hidden English words</p>
      <p style={{ display: 'none' }}>Not displayed English words</p>
      <code>npm run review</code>
      <textarea aria-label="رسالة" defaultValue="A message typed in English" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(findEnglishLeftBehind(fixtureOf(canvasElement), 'ar')).toEqual([]);
    // The same English question without its lang is English left behind.
    await expect(englishWordsIn('سؤال من زائر: Is it allowed to pray in the car?', 'ar')).toEqual([
      'Is',
      'it',
      'allowed',
      'to',
      'pray',
      'in',
      'the',
      'car',
    ]);
  },
};

/** The failure names each text, the words that give it away and where it is. */
export const NamesTheText: Story = {
  render: () => (
    <div lang="pl" data-testid="fixture">
      <section className="updates">
        <p className="update-body">The builders will start in spring.</p>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const message = englishMessage(findEnglishLeftBehind(fixtureOf(canvasElement), 'pl'), 'pl');
    await expect(message).toContain('1 text(s) of this Polish story are English left behind');
    await expect(message).toContain('"The builders will start in spring."');
    await expect(message).toContain('section.updates > p.update-body');
    await expect(message).toContain('englishCheck');
  },
};
