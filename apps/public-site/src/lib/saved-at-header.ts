/**
 * The header the service worker adds to the API answers it keeps: the moment it kept them, in
 * milliseconds since the epoch. A module of its own, so the worker's bundle takes nothing else of
 * the page's (saved-answers.tsx reads it).
 */
export const SAVED_AT_HEADER = 'X-Minbar-Saved-At';
