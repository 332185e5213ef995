import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { LeaveGuard, useDiscardGuard } from './unsaved-changes';

function Editor() {
  const [text, setText] = useState('');
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => setSearchParams({ item: '2' })}>
        Next item
      </button>
      <LeaveGuard when={text !== ''} />
    </>
  );
}

function renderRouter() {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/elsewhere', element: <p>Arrived</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(
    <IntlProvider locale="en" messages={en}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('LeaveGuard', () => {
  it('lets the user leave at once while nothing was typed', async () => {
    const { user } = renderRouter();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });

  it('asks before leaving with changes: Keep editing stays with the text, Leave goes', async () => {
    const { user, router } = renderRouter();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const question = await screen.findByRole('alertdialog', { name: en['forms.leave.title'] });
    await user.click(screen.getByRole('button', { name: en['forms.keepEditing'] }));
    expect(question).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('draft');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: en['forms.leave.confirm'] }));
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });

  it('does not count a changed query string on the same page as leaving', async () => {
    const { user, router } = renderRouter();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Next item' }));
    expect(router.state.location.search).toBe('?item=2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

function Closable({ changed }: { changed: boolean }) {
  const [open, setOpen] = useState(true);
  const guard = useDiscardGuard(changed, () => setOpen(false));
  return (
    <>
      {open ? (
        <button type="button" onClick={guard.requestClose}>
          Close
        </button>
      ) : (
        <p>Closed</p>
      )}
      {guard.confirmation}
    </>
  );
}

describe('useDiscardGuard', () => {
  const renderClosable = (changed: boolean) => {
    render(
      <IntlProvider locale="en" messages={en}>
        <Closable changed={changed} />
      </IntlProvider>,
    );
    return userEvent.setup();
  };

  it('closes at once without changes', async () => {
    const user = renderClosable(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it('asks first with changes and closes only when the user discards them', async () => {
    const user = renderClosable(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: en['forms.keepEditing'] }));
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: en['forms.discard.confirm'] }));
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});
