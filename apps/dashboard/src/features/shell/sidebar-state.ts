import { atom } from 'jotai';

/** Whether the small-screen sidebar is open; shared so a link click anywhere can close it. */
export const sidebarOpenAtom = atom(false);
