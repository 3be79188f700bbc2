// @vitest-environment happy-dom
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { localeOfPath } from '../lib/locale';
import { FRAMED, framedPage, PRERENDERED, prerenderedFile, prerenderedPage } from './prerendered';
import { routes } from './router';

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

describe('the signed-in pages’ files', () => {
  it('answer the pages members open the app on, one conversation or profile by its id', () => {
    expect(framedPage('/member/search')?.file).toBe('member/search');
    expect(framedPage('/member/profile/42')?.file).toBe('member/profile');
    expect(framedPage('/member/messages')?.file).toBe('member/messages');
    expect(framedPage('/member/messages/7')?.file).toBe('member/conversation');
    expect(framedPage('/ambassador')?.file).toBe('ambassador');
    for (const path of [
      '/',
      '/login',
      '/member',
      '/member/profile/',
      '/member/messages/7/video-chat',
      '/member/settings/email',
      '/ambassador/rewards',
    ]) {
      expect(framedPage(path)).toBeUndefined();
    }
  });

  it('preload the very route modules the router loads for them, layouts first', () => {
    for (const page of FRAMED) {
      const path = page.serves.replace(/\*$/, '1');
      const lazy = (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
        const source = typeof route.lazy === 'function' ? String(route.lazy) : '';
        const module = /routes\/([\w$/-]+?)(?:\.tsx)?['"]/.exec(source)?.[1];
        return module ? [`${module}.tsx`] : [];
      });
      expect(lazy, path).toEqual(page.modules);
      for (const module of page.modules) {
        expect(existsSync(join(import.meta.dirname, '..', 'routes', module)), module).toBe(true);
      }
    }
  });

  it('are written in both locales, French by the clean URL', () => {
    const search = framedPage('/member/search');
    if (!search) throw new Error('no /member/search');
    expect(prerenderedFile(search, 'fr')).toBe('member/search.html');
    expect(prerenderedFile(search, 'en')).toBe('member/search.en.html');
  });
});
