/*
 * Stands in for @tanstack/devtools-event-client in the apps' builds. TanStack Form reports every form
 * change to a devtools bus through it; with no devtools on the page the client queues the events and
 * polls for a bus every second (five times per form), and its 1.3 KiB gz sit on the sign-in page. We
 * ship no TanStack devtools, so the builds use this silent client with the same surface.
 */
type Unsubscribe = () => void;
const nothing: Unsubscribe = () => {};

export class EventClient {
  readonly #pluginId: string;

  constructor({ pluginId }: { pluginId: string }) {
    this.#pluginId = pluginId;
  }

  getPluginId(): string {
    return this.#pluginId;
  }

  emit(): void {}

  on(): Unsubscribe {
    return nothing;
  }

  onAll(): Unsubscribe {
    return nothing;
  }

  onAllPluginEvents(): Unsubscribe {
    return nothing;
  }

  startConnectLoop(): void {}

  stopConnectLoop(): void {}
}
