import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router';
import { ApiProvider } from '../lib/api-context';
import { LocaleProvider } from '../lib/locale-state';
import type { createApp } from './create-app';

export function App({ app }: { app: ReturnType<typeof createApp> }) {
  return (
    <LocaleProvider value={app.locale}>
      <JotaiProvider store={app.store}>
        <QueryClientProvider client={app.queryClient}>
          <ApiProvider client={app.client} session={app.session}>
            <RouterProvider router={app.router} />
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </LocaleProvider>
  );
}
