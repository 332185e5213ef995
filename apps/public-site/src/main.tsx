import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@minbar/ui/theme/global.css';
import { loadLocale } from '@minbar/ui/provider/message-catalogue';
import { App } from './app/app';
import { readStoredLocale } from './app/language-preference';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element to render into.');
}

// The active language's messages start downloading now, beside the first render that waits for them.
void loadLocale(readStoredLocale(window.localStorage));

createRoot(container).render(
  <StrictMode>
    <App storage={window.localStorage} />
  </StrictMode>,
);
