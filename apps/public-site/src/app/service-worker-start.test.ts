import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker-start';

/** A worker that changes state as the browser's does. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function browser({ controlled, waiting = null }: { controlled: boolean; waiting?: FakeWorker | null }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting as unknown as ServiceWorker | null,
    installing: null as unknown as ServiceWorker | null,
  });
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
  } as unknown as ServiceWorkerContainer;
  const install = (worker: FakeWorker) => {
    registration.installing = worker as unknown as ServiceWorker;
    registration.dispatchEvent(new Event('updatefound'));
  };
  return { container, install };
}

describe('startServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container } = browser({ controlled: false });
    await startServiceWorker(container, vi.fn());
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('announces a version that installs while an older one runs the page, once it has installed', async () => {
    const announce = vi.fn();
    const { container, install } = browser({ controlled: true });
    await startServiceWorker(container, announce);
    const next = new FakeWorker();
    install(next);
    expect(announce).not.toHaveBeenCalled();
    next.become('installed');
    expect(announce).toHaveBeenCalledWith(next);
  });

  it('announces a version already waiting when the page opens', async () => {
    const announce = vi.fn();
    const waiting = new FakeWorker();
    const { container } = browser({ controlled: true, waiting });
    await startServiceWorker(container, announce);
    expect(announce).toHaveBeenCalledWith(waiting);
  });

  it('announces nothing on the first install, when no version ran the page', async () => {
    const announce = vi.fn();
    const { container, install } = browser({ controlled: false });
    await startServiceWorker(container, announce);
    const first = new FakeWorker();
    install(first);
    first.become('installed');
    expect(announce).not.toHaveBeenCalled();
  });
});
