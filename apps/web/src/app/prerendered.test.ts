import { describe, expect, it } from 'vitest';
import { localeOfPath } from '../lib/locale';
import { PRERENDERED, prerenderedFile, prerenderedPage } from './prerendered';

describe('the prerendered pages', () => {
  it('answer their own paths, the share page any one profile', () => {
    expect(prerenderedPage('/login')?.file).toBe('login');
    expect(prerenderedPage('/onboarding/home')?.file).toBe('onboarding/home');
    expect(prerenderedPage('/share/member/42')?.file).toBe('share/member');
    expect(prerenderedPage('/en/terms')?.file).toBe('en/terms');
    for (const path of ['/', '/login/x', '/share/member/', '/share/member/4/x', '/member/search']) {
      expect(prerenderedPage(path)).toBeUndefined();
    }
  });

  it('are written French by their clean URL, another locale beside it', () => {
    const login = PRERENDERED.find((page) => page.file === 'login');
    if (!login) throw new Error('no /login');
    expect(prerenderedFile(login, 'fr')).toBe('login.html');
    expect(prerenderedFile(login, 'en')).toBe('login.en.html');
    const terms = prerenderedPage('/en/terms');
    if (!terms) throw new Error('no /en/terms');
    expect(terms.locales).toEqual(['en']);
    expect(prerenderedFile(terms, 'en')).toBe('en/terms.html');
  });

  it('read a locale page’s language from its path', () => {
    expect(localeOfPath('/en/privacy-policy')).toBe('en');
    expect(localeOfPath('/fr/contact')).toBe('fr');
    expect(localeOfPath('/de/contact')).toBeUndefined();
    expect(localeOfPath('/en/unknown')).toBeUndefined();
    expect(localeOfPath('/login')).toBeUndefined();
  });
});
