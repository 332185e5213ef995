import { type ButtonHTMLAttributes, type Ref, useId } from 'react';
// The locale context alone, not UiProvider: a Button brings no react-intl (its one message takes no arguments).
import { useUiText } from '../provider/ui-locale';
import { Spinner } from '../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** How much the button stands out: `primary` for the main action, `secondary`, `danger` for deleting, `ghost` for the least. */
  variant?: ButtonVariant | undefined;
  /** `md` by default; `sm` in dense rows and toolbars. */
  size?: ButtonSize | undefined;
  /** Shows a spinner and blocks further presses while an action runs. */
  loading?: boolean | undefined;
  /** The button element (React 19 passes it as a prop), for a form that focuses it. */
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** A button in one of four variants; `loading` shows a spinner and blocks presses while keeping focus and the label. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const t = useUiText();
  const loadingId = useId();
  // While loading, the name stays the label (so it can still be found and read as before) and
  // "Loading…" is added as the description.
  const describedBy = [rest['aria-describedby'], loading ? loadingId : undefined].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      // The button stays focusable while loading (aria-disabled, not disabled) so focus is not lost mid-submit.
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      aria-describedby={describedBy || undefined}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      className={className ? `ui-button ${className}` : 'ui-button'}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? (
        <>
          <Spinner />
          {/* Hidden from the name computation; still read as the description through its id. */}
          <span id={loadingId} className="visually-hidden" aria-hidden="true">
            {t('ui.common.loading')}
          </span>
        </>
      ) : null}
      <span data-slot="button-label">{children}</span>
    </button>
  );
}
