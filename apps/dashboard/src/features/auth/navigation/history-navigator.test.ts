import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHistoryNavigator } from './history-navigator';

const isOwnPath = (pathname: string) => ['/', '/SignUp', '/verify'].includes(pathname);

function setup() {
  const onLeave = vi.fn();
  const preload = vi.fn();
  const navigator = createHistoryNavigator({ isOwnPath, onLeave, preload });
  const changes = vi.fn();
  const unsubscribe = navigator.subscribe(changes);
  return { navigator, onLeave, preload, changes, unsubscribe };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the account pages move through the History API', () => {
  it('pushes an entry with its state and tells the page', () => {
    window.history.replaceState(null, '', '/');
    const { navigator, changes, onLeave } = setup();
    const before = window.history.length;

    navigator.navigate('/verify', { state: { email: 'amina@example.org' } });

    expect(window.location.pathname).toBe('/verify');
    expect(window.history.length).toBe(before + 1);
    expect(navigator.snapshot().location).toEqual({
      pathname: '/verify',
      state: { email: 'amina@example.org' },
    });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('replaces the entry when asked, and keeps the snapshot stable between moves', () => {
    window.history.replaceState(null, '', '/');
    const { navigator } = setup();
    const first = navigator.snapshot();
    expect(navigator.snapshot()).toBe(first);
    const before = window.history.length;

    navigator.navigate('/SignUp', { replace: true });

    expect(window.history.length).toBe(before);
    expect(navigator.snapshot()).not.toBe(first);
    expect(navigator.snapshot().location.pathname).toBe('/SignUp');
  });

  it('hands any other address to onLeave without touching the history', () => {
    window.history.replaceState(null, '', '/');
    const { navigator, onLeave, changes } = setup();

    navigator.navigate('/dashboard/Administrators', { replace: true });

    expect(onLeave).toHaveBeenCalledWith('/dashboard/Administrators', { replace: true });
    expect(window.location.pathname).toBe('/');
    expect(changes).not.toHaveBeenCalled();
  });

  it('follows Back and Forward, and leaves when they reach a dashboard address', () => {
    window.history.replaceState(null, '', '/SignUp');
    const { navigator, onLeave, changes } = setup();

    window.history.replaceState({ usr: { email: 'x@example.org' } }, '', '/verify');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(navigator.snapshot().location).toEqual({ pathname: '/verify', state: { email: 'x@example.org' } });
    expect(changes).toHaveBeenCalledTimes(1);

    window.history.replaceState(null, '', '/dashboard/FatwaChat?question=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onLeave).toHaveBeenCalledWith('/dashboard/FatwaChat?question=3', { replace: true });
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('stops listening once the last subscriber has gone', () => {
    window.history.replaceState(null, '', '/');
    const { navigator, changes, unsubscribe } = setup();
    unsubscribe();
    window.history.replaceState(null, '', '/verify');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(changes).not.toHaveBeenCalled();
    expect(navigator.snapshot().location.pathname).toBe('/');
  });

  it('offers the preload it was given', () => {
    const { navigator, preload } = setup();
    navigator.snapshot().preload?.();
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
