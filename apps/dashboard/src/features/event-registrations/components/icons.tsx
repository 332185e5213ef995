import './registrations.css';
/*
 * The page's few icons, drawn inline: decoration beside words that already say the same, hidden from
 * assistive technology.
 */

/** Points towards the start of the line; registrations.css mirrors it in right-to-left pages. */
export function BackArrow() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className="registrations__back-icon"
    >
      <path
        d="M19 12H5M11 6l-6 6 6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11M7 10l5 5 5-5M5 20h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A tick for a paid booking, a clock face for a pending one. */
export function StatusIcon({ status }: { status: 'paid' | 'pending' | 'refunded' | 'free' }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d={
          status === 'paid' || status === 'free'
            ? 'M8 12.5l3 3 5-6'
            : status === 'refunded'
              ? 'M15 9l-6 6m0-6l6 6'
              : 'M12 7v5l3 2'
        }
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
