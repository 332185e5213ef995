/*
 * A Node project as a Next-style server renderer writes it: `moduleResolution: NodeNext`, ESM, the
 * packed packages from npm. It type-checks against the published declarations (a re-export without
 * its extension would make every name below "no exported member") and renders the widgets in Arabic
 * on the server, the messages handed to UiProvider so nothing suspends.
 */
import type { ApiClientOptions } from '@minbar/api/client';
import { paginationWindow } from '@minbar/domain/access/pagination';
import {
  Button,
  DateField,
  Dialog,
  DialogContent,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
  TabList,
  TabPanel,
  Tabs,
  UiProvider,
} from '@minbar/ui';
import { Button as ButtonOnItsOwn } from '@minbar/ui/button/button';
import ar from '@minbar/ui/intl/ar.json' with { type: 'json' };
import { UiLocaleProvider } from '@minbar/ui/provider/ui-locale';
import type { Locale, UiMessageId } from '@minbar/ui/provider/ui-messages';
import type { TabListProps } from '@minbar/ui/tabs/tabs';
import { renderToString } from 'react-dom/server';

const PRAYERS: TabListProps['tabs'] = [
  { value: 'fajr', label: 'الفجر' },
  { value: 'dhuhr', label: 'الظهر' },
];

const language: ApiClientOptions['getLanguage'] = () => 'ar';

// skipLibCheck hides errors inside declarations, and a declaration import that does not resolve turns
// its types into `any`: these fail to compile if the message ids or the locales stopped resolving.
const loading: UiMessageId = 'ui.common.loading';
// @ts-expect-error not a widget message
const unknownMessage: UiMessageId = 'ui.no-such-message';
// @ts-expect-error not a language of the widgets
const unknownLocale: Locale = 'fr';

const page = renderToString(
  <UiProvider locale="ar" messages={ar}>
    <main lang={language()}>
      <Tabs value="fajr" onValueChange={() => undefined}>
        <TabList label="الصلوات" tabs={PRAYERS} />
        <TabPanel value="fajr">
          <p>صلاة الفجر</p>
        </TabPanel>
      </Tabs>
      <DateField label="تاريخ الدرس" value="2026-03-10" onChange={() => undefined} />
      <Button loading aria-label={ar[loading]} data-checked={`${unknownMessage}${unknownLocale}`}>
        حفظ
      </Button>
      <Dialog open={false} onOpenChange={() => undefined} title="نافذة">
        <p>نص النافذة</p>
      </Dialog>
      {/* A closed dialog draws only its trigger on the server; its content is portalled once open. */}
      <DialogRoot>
        <DialogTrigger>فتح النافذة</DialogTrigger>
        <DialogContent>
          <DialogTitle>نافذة</DialogTitle>
        </DialogContent>
      </DialogRoot>
      <p data-pages={paginationWindow(3, 9).join(' ')} />
    </main>
  </UiProvider>,
);

const light = renderToString(
  <UiLocaleProvider locale="ar">
    <ButtonOnItsOwn>إرسال</ButtonOnItsOwn>
  </UiLocaleProvider>,
);

process.stdout.write(JSON.stringify({ page, light }));
