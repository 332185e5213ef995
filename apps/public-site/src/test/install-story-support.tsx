import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import '../app/public-layout.css';

/** The install page inside the site's page frame (its padding), at /install. */
function InPage({ children }: { children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path: '/install' }));
  return (
    <Router hook={location.hook}>
      <div className="public-layout__main">{children}</div>
    </Router>
  );
}

export const withInstallPage: Decorator = (Story) => (
  <InPage>
    <Story />
  </InPage>
);
