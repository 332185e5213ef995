import '@minbar/ui/theme/global.css';
import { loadLocale } from '@minbar/ui/provider/message-catalogue';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { readStoredLocale } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The active language's messages start downloading now, beside the first render that waits for them.
void loadLocale(readStoredLocale());

createRoot(container).render(
  <StrictMode>
    <App app={createApp()} />
  </StrictMode>,
);
