import './spinner.css';

/** A decorative busy indicator; the owner announces the busy state (aria-busy, a label). */
export function Spinner() {
  return <span data-slot="spinner" className="ui-spinner" aria-hidden="true" />;
}
