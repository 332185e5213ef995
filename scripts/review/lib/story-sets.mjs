// Which stories are whole screens (shown at phone width too, all compared with baselines) and which
// story stands for a widget in the visual regression test. Stories are grouped by their title:
// "Dashboard/<area>/<screen or part>" in the apps, "UI/<widget>" in packages/ui.

/** Titles of stories that show a whole screen, or a view that fills the screen's main panel. */
const SCREEN_TITLES = [
  /^Dashboard\/Access\//,
  /^Dashboard\/Administrators$/,
  /^Dashboard\/Profile settings$/,
  /^Dashboard\/Shell(\/|$)/,
  /^Dashboard\/Fatwa\/Desk$/,
  /^Dashboard\/PrayerTimes\/Screen$/,
  /^Dashboard\/Donations\/(Screen|Table view|Chart view)$/,
  /^Dashboard\/Events\/(Screen|Registrations)$/,
  /^Dashboard\/Activities\/Screen$/,
  /^Public\//,
  // Each mail is read whole, as a screen is, and mostly on a phone.
  /^Server\/Mail$/,
];

/** Parts of screens a phone shows full width: the main views and the dialogs. */
const PHONE_TITLES = [
  ...SCREEN_TITLES,
  /^Dashboard\/Fatwa\/ChatArea$/,
  /^Dashboard\/PrayerTimes\/(RangeView|TableView|CalendarView)$/,
  /^Dashboard\/Prayer times\/Tools\/(Chart view|Statistics view|Import dialog)$/,
  /^Dashboard\/Donations\/Category form$/,
  /^Dashboard\/Events\/Event form$/,
  /^Dashboard\/Activities\/Activity form$/,
  /Dialog$/,
];

export function isScreenStory(story) {
  return SCREEN_TITLES.some((pattern) => pattern.test(story.title));
}

export function isPhoneStory(story) {
  // The widgets' own dialogs (UI/...) are seen inside the screens that open them.
  return !story.title.startsWith('UI/') && PHONE_TITLES.some((pattern) => pattern.test(story.title));
}

/** The area a story belongs to on the contact sheet ("Dashboard / Access", "UI"). */
export function storyArea(story) {
  // Titles spell some areas both ways ("PrayerTimes", "Prayer times"): one heading for both.
  const parts = story.title
    .split('/')
    .map((part) => part.replace(/([a-z])([A-Z])/g, (_, last, next) => `${last} ${next.toLowerCase()}`));
  if (parts[0] === 'UI') return 'UI widgets';
  return parts.slice(0, 2).join(' / ');
}

/** The screen or widget a story shows, under its area. */
export function storyComponent(story) {
  const parts = story.title.split('/');
  return parts.length <= 2 ? parts.at(-1) : parts.slice(2).join(' / ');
}

const MAIN_STATE_NAMES = ['Default', 'Populated', 'Empty'];

/**
 * The stories the visual regression test compares: every state of every screen, and each other
 * component's main state (its "Default" story, else its first).
 */
export function regressionStories(stories) {
  const byTitle = new Map();
  for (const story of stories) {
    if (!byTitle.has(story.title)) byTitle.set(story.title, []);
    byTitle.get(story.title).push(story);
  }
  const chosen = [];
  for (const [title, group] of byTitle) {
    if (SCREEN_TITLES.some((pattern) => pattern.test(title))) {
      chosen.push(...group);
      continue;
    }
    const main = MAIN_STATE_NAMES.map((name) => group.find((story) => story.name === name)).find(Boolean);
    chosen.push(main ?? group[0]);
  }
  return chosen;
}
