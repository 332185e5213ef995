// Every Arabic and Polish message reads right whoever it reaches: no gendered "you", no gendered
// greeting, no verb agreeing with the mosque's name, no date whose case breaks a mail's sentence
// (docs/mail-language.md). Each finding names the file, the key and the fix. Run by `npm test`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findingsIn, findingsInFile, languageFiles } from './lib/mail-language.mjs';

describe('the Arabic and Polish messages follow docs/mail-language.md', () => {
  const files = languageFiles();

  test('reads the mails, the account mails, the statement and the locales of the apps and packages', () => {
    for (const path of [
      'apps/server/src/mail/messages/ar.json',
      'apps/server/src/mail/messages/pl.json',
      'apps/server/src/pdf/messages/pl.json',
      'apps/server/src/services/mail-texts.ts',
      'apps/public-site/src/locales/pl.json',
      'apps/public-site/src/features/donations/locales/ar.json',
      'apps/dashboard/src/features/certificates/paper/locales/pl.json',
      'packages/ui/intl/ar.json',
    ])
      assert.ok(files.includes(path), `${path} is not read`);
    assert.ok(!files.some((path) => path.includes('node_modules/') || path.endsWith('/en.json')));
  });

  test('no message breaks a rule', () => {
    assert.deepEqual(
      files.flatMap((path) => findingsInFile(path)),
      [],
    );
  });
});

describe('the scanner', () => {
  const rulesIn = (text, options) => findingsIn(text, options).map((finding) => finding.rule);

  test('finds the Polish past and conditional "you", in either gender', () => {
    assert.deepEqual(rulesIn('Jeśli nie prosiłeś o nie, zignoruj tę wiadomość.', { language: 'pl' }), [
      'pl.past-second-person',
    ]);
    assert.deepEqual(rulesIn('Otrzymujesz ją, bo podałaś adres.', { language: 'pl' }), [
      'pl.past-second-person',
    ]);
    assert.deepEqual(rulesIn('Czy chciałbyś, żebyś dostał link?', { language: 'pl' }), [
      'pl.past-second-person',
      'pl.conditional-particle',
    ]);
    assert.deepEqual(rulesIn('Gdzie toś był? Jużeś zapłacił.', { language: 'pl' }), ['pl.other-es']);
    assert.deepEqual(rulesIn('Naciśnij Zapłać: nie zostaniesz obciążony dwa razy.', { language: 'pl' }), [
      'pl.second-person-participle',
    ]);
    assert.deepEqual(rulesIn('Czy jesteś pewna?', { language: 'pl' }), ['pl.second-person-participle']);
  });

  test('lets through the present, the imperative and the words in -eś that carry no gender', () => {
    for (const neutral of [
      'Otrzymujesz tę wiadomość, ponieważ ten adres e-mail podano nam.',
      'Przenieś dziecko, Podnieś kwotę, Zawieś subskrypcję.',
      'Jesteś w kolejce gdzieś indziej? Wieś i jesteś.',
      'Twoja rezerwacja została przyjęta.',
    ])
      assert.deepEqual(findingsIn(neutral, { language: 'pl' }), [], neutral);
  });

  test("finds a verb agreeing with the mosque's name, and a mail's date after a preposition", () => {
    assert.deepEqual(rulesIn('darowizny, które {mosque} otrzymał', { language: 'pl' }), ['pl.mosque-verb']);
    assert.deepEqual(rulesIn('Odbiorca darowizn: {mosque}.', { language: 'pl' }), []);
    assert.deepEqual(rulesIn('Link działa do {date}.', { language: 'pl', mail: true }), ['pl.date-case']);
    assert.deepEqual(rulesIn('Link działa do {date}.', { language: 'pl' }), []);
    assert.deepEqual(rulesIn('Termin ważności linku: {date}.', { language: 'pl', mail: true }), []);
  });

  test('finds the gendered Arabic greeting, a kashida joined to a word, and في before a mail date', () => {
    assert.deepEqual(rulesIn('عزيزنا {name}،', { language: 'ar' }), ['ar.gendered-greeting']);
    assert.deepEqual(rulesIn('عزيزتي {name}،', { language: 'ar' }), ['ar.gendered-greeting']);
    assert.deepEqual(rulesIn('يُحسب النصاب بـالذهب', { language: 'ar' }), ['ar.kashida-before-word']);
    assert.deepEqual(
      rulesIn('يُحسب النصاب بـ{metal, select, silver {الفضة} other {الذهب}}', { language: 'ar' }),
      ['ar.kashida-before-word'],
    );
    assert.deepEqual(rulesIn('سيُخصم التبرع التالي في {date}.', { language: 'ar', mail: true }), [
      'ar.date-weekday',
    ]);
    for (const neutral of [
      'السلام عليكم {name}،',
      'تعيين معلم لـ{name}',
      '{metal, select, silver {بالفضة} other {بالذهب}}',
      'سيُخصم التبرع التالي يوم {date}.',
    ])
      assert.deepEqual(findingsIn(neutral, { language: 'ar', mail: true }), [], neutral);
  });

  test('names the file, the key and the fix of a bad value', () => {
    const text = JSON.stringify({ 'statement.notAsked': 'Jeśli nie prosiłeś o nie, zignoruj ją.' });
    const [finding, ...more] = findingsInFile('apps/server/src/mail/messages/pl.json', text);
    assert.deepEqual(more, []);
    assert.match(
      finding ?? '',
      /^apps\/server\/src\/mail\/messages\/pl\.json statement\.notAsked: «prosiłeś»/,
    );
    assert.match(finding ?? '', /docs\/mail-language\.md#speaking-to-the-reader/);
    const [arabic] = findingsInFile(
      'apps/server/src/mail/messages/ar.json',
      JSON.stringify({ greeting: 'عزيزنا {name}،' }),
    );
    assert.match(arabic ?? '', /ar\.json greeting: «عزيزنا».*السلام عليكم \{name\}،/);
    const [source] = findingsInFile(
      'apps/server/src/services/mail-texts.ts',
      "const a = 1;\nbody: 'Jeśli nie prosiłeś';\n",
    );
    assert.match(source ?? '', /mail-texts\.ts line 2: «prosiłeś»/);
  });
});
