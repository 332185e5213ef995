/*
 * An app outside the Minbar repository, as a team would write it after `npm install @minbar/ui`: the
 * root entry, the one stylesheet, Arabic. Its own words are its own (an outside app keeps its messages
 * its own way); the widgets' words come from the package.
 */
import { Button, DateField, Dialog, TabList, TabPanel, Tabs, UiProvider } from '@minbar/ui';
import '@minbar/ui/styles.css';
// Each widget is also its own subpath.
import type { TabListProps } from '@minbar/ui/tabs/tabs';
import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

const PRAYERS: TabListProps['tabs'] = [
  { value: 'fajr', label: 'الفجر' },
  { value: 'dhuhr', label: 'الظهر' },
  { value: 'asr', label: 'العصر' },
];

function App() {
  const [prayer, setPrayer] = useState('fajr');
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('2026-03-10');
  // What a form library hands over for "no error": the optional props take undefined as well under
  // exactOptionalPropertyTypes.
  const error: string | undefined = date === '' ? 'أدخل التاريخ' : undefined;
  const size: 'default' | 'wide' | undefined = undefined;
  return (
    <main>
      <Tabs value={prayer} onValueChange={setPrayer}>
        <TabList label="الصلوات" tabs={PRAYERS} />
        {PRAYERS.map((entry) => (
          <TabPanel key={entry.value} value={entry.value}>
            <p>{entry.label}</p>
          </TabPanel>
        ))}
      </Tabs>
      <DateField label="تاريخ الدرس" value={date} onChange={setDate} error={error} disabled={undefined} />
      <Button onClick={() => setOpen(true)} loading={undefined}>
        فتح النافذة
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="نافذة"
        size={size}
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            إغلاق
          </Button>
        }
      >
        <p>نص النافذة</p>
      </Dialog>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* UiProvider loads its Arabic messages first: the Suspense boundary shows nothing until then. */}
    <Suspense fallback={null}>
      <UiProvider locale="ar">
        <App />
      </UiProvider>
    </Suspense>
  </StrictMode>,
);
