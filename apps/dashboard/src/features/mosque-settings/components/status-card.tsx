import { type ReactNode, type Ref, useId } from 'react';
import { LoadFailure } from '../../../lib/load-failure';
import { useMosqueSettingsT } from '../mosque-settings-intl';
import type { SectionState } from './section-state';
import './mosque-settings.css';

/**
 * One section of the page as a titled card: its loading line, its failure with a retry, or what it
 * shows once loaded (`children` with the data).
 */
export function StatusCard<T>({
  title,
  loading,
  state,
  onRetry,
  children,
  id,
  sectionRef,
}: {
  title: string;
  loading: string;
  state: SectionState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
  /** The section's anchor, for a link from another page to it. */
  id?: string;
  /** The section itself, for a page that moves focus to it (it is focusable by script alone then). */
  sectionRef?: Ref<HTMLElement>;
}) {
  const t = useMosqueSettingsT();
  const titleId = useId();
  return (
    <section
      id={id}
      ref={sectionRef}
      tabIndex={sectionRef ? -1 : undefined}
      className="dashboard-card mosque-settings__card"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="dashboard-card__title">
        {title}
      </h2>
      {state.status === 'loading' ? (
        <p role="status" aria-live="polite">
          {loading}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <LoadFailure message={t(state.message.id, state.message.values)} onRetry={onRetry} />
      ) : null}
      {state.status === 'ready' ? children(state.data) : null}
    </section>
  );
}

/** A label and its value, in the card's list of facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
