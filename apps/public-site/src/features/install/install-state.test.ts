import { describe, expect, it } from 'vitest';
import { installState, isAppleMobile } from './install-state';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('installState', () => {
  it('says installed when the page runs as the app, whatever else the browser offers', () => {
    expect(
      installState({ standalone: true, canPrompt: true, userAgent: ANDROID_CHROME, maxTouchPoints: 5 }),
    ).toBe('installed');
  });

  it('offers the button where the browser has offered its prompt', () => {
    expect(
      installState({ standalone: false, canPrompt: true, userAgent: ANDROID_CHROME, maxTouchPoints: 5 }),
    ).toBe('prompt');
  });

  it("gives Safari's Add to Home Screen steps on an iPhone and on an iPad that says it is a Mac", () => {
    expect(installState({ standalone: false, canPrompt: false, userAgent: IPHONE, maxTouchPoints: 5 })).toBe(
      'ios',
    );
    expect(
      installState({ standalone: false, canPrompt: false, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }),
    ).toBe('ios');
  });

  it('gives the browser-menu steps elsewhere, a Mac with no touch screen included', () => {
    expect(installState({ standalone: false, canPrompt: false, userAgent: FIREFOX, maxTouchPoints: 0 })).toBe(
      'manual',
    );
    expect(isAppleMobile(IPAD_AS_MAC, 0)).toBe(false);
    expect(
      installState({ standalone: false, canPrompt: false, userAgent: ANDROID_CHROME, maxTouchPoints: 5 }),
    ).toBe('manual');
  });
});
