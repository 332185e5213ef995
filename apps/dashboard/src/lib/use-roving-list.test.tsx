import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRovingList } from './use-roving-list';

const ITEMS = ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'];

function List({ selected }: { selected: number }) {
  const scrollRef = useRef<HTMLUListElement>(null);
  const [chosen, setChosen] = useState(selected);
  const roving = useRovingList({
    count: ITEMS.length,
    selectedIndex: chosen,
    scrollRef,
    itemHeight: 40,
    controlSelector: (index) => `[data-index="${index}"] button`,
  });
  const tabStop = roving.tabStopAmong(ITEMS.map((_, index) => index));
  return (
    <>
      <button type="button">before</button>
      <ul ref={scrollRef} onKeyDown={roving.onKeyDown}>
        {ITEMS.map((item, index) => (
          <li key={item} data-index={index}>
            <button type="button" tabIndex={index === tabStop ? 0 : -1} onClick={() => setChosen(index)}>
              {item}
            </button>
          </li>
        ))}
      </ul>
      <button type="button">after</button>
    </>
  );
}

describe('useRovingList', () => {
  it('is one tab stop, on the selected item, and the keys move the focus inside', async () => {
    const user = userEvent.setup();
    render(<List selected={2} />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Asr' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Maghrib' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Isha' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Fajr' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Fajr' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Isha' })).toHaveFocus();
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(3);
  });

  it('carries on from an item chosen with the pointer', async () => {
    const user = userEvent.setup();
    render(<List selected={-1} />);
    await user.click(screen.getByRole('button', { name: 'Dhuhr' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Asr' })).toHaveFocus();
  });
});
