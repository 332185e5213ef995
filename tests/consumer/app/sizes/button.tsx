// A page that uses one Button: its own entry and stylesheet, and the language and direction without
// the message formatter (UiLocaleProvider), so nothing else of the library comes along.
import '@minbar/ui/theme/global.css';
import '@minbar/ui/button/button.css';
import { Button } from '@minbar/ui/button/button';
import { UiLocaleProvider } from '@minbar/ui/provider/ui-locale';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <UiLocaleProvider locale="ar">
    <Button onClick={() => document.body.setAttribute('data-pressed', 'yes')}>حفظ</Button>
  </UiLocaleProvider>,
);
