/*
 * The story run's visual check (vitest.storybook.config.ts): after a story has rendered, played and
 * passed its accessibility and default-look checks, the same render is compared with its baseline
 * image, so each story loads once per language for everything checked of it. Which stories are
 * compared is the contact sheet's rule (scripts/review/lib/story-sets.mjs): every state of every
 * screen, and each other component's main state.
 *
 * The page is made to draw the same pixels on every run and machine: "now" is fixed, Math.random is
 * seeded anew for each story, and nothing moves (no animation, transition or caret). The browser's
 * side of it (fonts, reduced motion, time zone) is set where Chromium is launched.
 */
import { afterEach, beforeEach, type TestContext, vi } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    isComparedStory(story: {
      storyId: string;
      name: string;
      siblings: string[];
      file: string;
    }): Promise<boolean>;
    compareStoryImage(image: {
      storyId: string;
      locale: string;
      width: number;
      height: number;
    }): Promise<{ status: string; reason: string }>;
  }
}

/** The instant every story sees as "now" (the stories' own fixed dates fall in this month). */
const FIXED_NOW = new Date('2025-03-10T10:00:00Z');

let seed = 0;
function reseedRandom() {
  seed = 0x2f6b3a1d;
}
Math.random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
reseedRandom();
vi.setSystemTime(FIXED_NOW);
// Every module and picture the run loads stays listed, so the wait for a quiet network sees the last.
performance.setResourceTimingBufferSize(1_000_000);

// Storybook's frame lays its body out by the story's layout (the preview's beforeEach sets the class).
const still = document.createElement('style');
still.textContent = [
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }',
  '.sb-show-main.sb-main-padded { margin: 0; padding: 1rem; display: block; box-sizing: border-box; }',
  '.sb-show-main.sb-main-fullscreen { margin: 0; padding: 0; display: block; }',
].join('\n');
document.head.appendChild(still);

beforeEach(() => {
  reseedRandom();
  vi.setSystemTime(FIXED_NOW);
});

const frames = (count = 2) =>
  new Promise<void>((done) => {
    const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Until no resource (a lazy chunk, an image, a font) has been loading or finished in the last 150 ms,
 * at most 5 s. Resolves at once for a story that finished loading long ago, as most have.
 * Resolves true when it had to wait, so what arrived is settled in its turn.
 */
async function networkQuiet(): Promise<boolean> {
  const deadline = performance.now() + 5000;
  let waited = false;
  while (performance.now() < deadline) {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const lastActivity = Math.max(0, ...entries.map((entry) => entry.responseEnd || performance.now()));
    if (performance.now() - lastActivity >= 150) return waited;
    waited = true;
    await pause(50);
  }
  return waited;
}

/**
 * Down to the end and back (what loads as it nears the viewport is asked for),
 * fonts loaded, every image asked for and loaded or broken, and two frames drawn.
 */
async function settle() {
  window.scrollTo(0, document.documentElement.scrollHeight);
  await frames();
  // An IntersectionObserver's callback, and the render it asks for, can come a task after the frames;
  // so can what a story's last step set going (a request answered at once, a state it ends in).
  await pause(100);
  await frames();
  window.scrollTo(0, 0);
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images, (image) => {
      image.loading = 'eager';
      return image.complete
        ? null
        : Promise.race([
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
            pause(5000),
          ]);
    }),
  );
  await frames();
}

/**
 * A frame from another site (a video player) draws that site's page, or the browser's own page when the
 * site cannot be reached, as machines without the internet do, sooner or later: not the story's pixels.
 * Its box stays in the picture, empty.
 */
function hideOtherSitesFrames() {
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.src && new URL(frame.src, window.location.href).origin !== window.location.origin) {
      frame.style.visibility = 'hidden';
    }
  }
}

/** The bottom of everything drawn in the page, so a small widget's image is cropped to it. */
function contentBottom(): number {
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('script, style, template')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  return Math.ceil(bottom);
}

interface StoryTestContext extends TestContext {
  story?: { id: string; tags: string[]; globals: Record<string, unknown> };
}

/**
 * Whether the contact sheet's rule compares this story; its siblings are the other stories of its
 * file, and the title they share is read from the file on the Node side (a composed story lacks it).
 */
async function isComparedStory(context: StoryTestContext): Promise<boolean> {
  const story = context.story;
  // The Storybook's own checks, tested as stories, show no product screen.
  if (!story || story.tags.includes('self-test')) return false;
  return commands.isComparedStory({
    storyId: story.id,
    name: context.task.name,
    siblings: context.task.file.tasks.map((task) => task.name),
    // The story's own file, named by the browser: the runner's idea of the current file is the
    // page's first, which is another file's when several share a page (isolate: false).
    file: context.task.file.filepath,
  });
}

afterEach(async (context: StoryTestContext) => {
  const story = context.story;
  // A story that failed already says why; its picture would only repeat it.
  if (!story || context.task.result?.state === 'fail' || !(await isComparedStory(context))) return;
  await settle();
  if (await networkQuiet()) await settle();
  hideOtherSitesFrames();
  const width = window.innerWidth;
  const height = Math.min(window.innerHeight, Math.max(1, contentBottom() + 16));
  const locale = String(story.globals.locale ?? 'en');
  const { status, reason } = await commands.compareStoryImage({ storyId: story.id, locale, width, height });
  if (status !== 'same' && status !== 'approved') {
    throw new Error(
      `Visual check: ${reason}. The expected, actual and diff images are in test-results/visual/; ` +
        'if the change is deliberate, approve it with `npm run review -- --approve` and commit the image.',
    );
  }
});
