import { forwardRef, type SelectHTMLAttributes } from 'react';
import './select.css';

export type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'multiple' | 'size'>;

/**
 * The browser's own single-choice list, drawn like the kit's Select trigger (border, radius, chevron,
 * focus ring), for form fields that need what only it has: a placeholder option that cannot be chosen
 * again, validation through aria-invalid, and the phone's native picker. Label it from outside (a
 * field frame's label). Options are the page's own translated texts.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { className, children, ...props },
  ref,
) {
  return (
    <span data-slot="native-select" className="ui-native-select">
      <select
        {...props}
        ref={ref}
        className={['ui-select__trigger', 'ui-native-select__control', className].filter(Boolean).join(' ')}
      >
        {children}
      </select>
      <svg
        className="ui-native-select__icon"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </span>
  );
});
