import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app';
import { createApp } from './create-app';
import type { AppCore } from './create-core';

/** The dashboard half of the page (router, query cache, areas): loaded only once it is needed. */
export function renderDashboard(root: Root, core: AppCore) {
  root.render(
    <StrictMode>
      <App app={createApp(core)} />
    </StrictMode>,
  );
}
