import '@minbar/ui/theme/global.css';
import { loadLocale } from '@minbar/ui/provider/message-catalogue';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { readStoredLocale } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = createApp();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
// The first render waits for the active language's messages, which load beside the router's first
// route, so it never suspends (should they fail to load, it renders all the same).
void loadLocale(readStoredLocale()).then(render, render);
