import { describe, expect, it } from 'vitest';
import { showMosque } from './display-mosque';

const MOSQUE = {
  language: 'ar' as const,
  name: 'المركز الثقافي الإسلامي في وارسو',
  short_name: 'CKM Warszawa',
  address: null,
  phone: null,
  email: null,
  website: null,
  logo: '0123456789abcdef01234567-320x320',
  registration_numbers: [],
  bank_account: null,
  test_payments: false,
};

function screenRoot() {
  const root = document.createElement('div');
  root.innerHTML = '<main class="display"><h1 class="display__heading"></h1></main>';
  return root;
}

describe('showMosque', () => {
  it('puts the logo and the name first on the screen, once however often it is told', () => {
    const root = screenRoot();
    showMosque(root, MOSQUE);
    showMosque(root, { ...MOSQUE, name: 'Muslim Cultural Centre in Warsaw' });
    const brands = root.querySelectorAll('.display__mosque');
    expect(brands).toHaveLength(1);
    expect(root.querySelector('.display')?.firstElementChild).toBe(brands[0]);
    expect(brands[0]?.textContent).toBe('Muslim Cultural Centre in Warsaw');
    expect(brands[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/0123456789abcdef01234567-320.jpg',
    );
  });

  it('falls back to the short name, and shows nothing for a mosque without any name', () => {
    const root = screenRoot();
    showMosque(root, { ...MOSQUE, name: null, logo: null });
    expect(root.querySelector('.display__mosque')?.textContent).toBe('CKM Warszawa');
    expect(root.querySelector('.display__mosque img')).toBeNull();
    showMosque(root, { ...MOSQUE, name: null, short_name: null });
    expect(root.querySelector('.display__mosque')).toBeNull();
  });
});
