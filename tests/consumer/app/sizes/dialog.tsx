// A page that uses one Dialog: it names its close button in the visitor's language, so it needs
// UiProvider (which loads the Arabic messages as a chunk of their own).
import '@minbar/ui/theme/global.css';
import '@minbar/ui/dialog/dialog.css';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { UiProvider } from '@minbar/ui/provider/ui-provider';
import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="نافذة">
      <p>نص النافذة</p>
    </Dialog>
  );
}

createRoot(document.getElementById('root')!).render(
  <Suspense fallback={null}>
    <UiProvider locale="ar">
      <Page />
    </UiProvider>
  </Suspense>,
);
