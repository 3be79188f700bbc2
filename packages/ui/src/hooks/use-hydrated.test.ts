import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AppFooter } from '../components/app-footer';
import { Input } from '../components/input';

/** What the server sends for `element` (French). */
const serverHtml = (element: ReactElement) =>
  renderToString(createElement(IntlProvider, { locale: 'fr', defaultLocale: 'fr' }, element));

describe('inputs of a prerendered page', () => {
  it('are read-only in the server HTML, so nothing typed before the app takes over is lost', () => {
    const html = serverHtml(createElement(Input, { 'aria-label': 'Adresse courriel', value: '' }));
    expect(html).toMatch(/<input[^>]*readonly=""/i);
  });
});

describe('the footer of a prerendered page', () => {
  it('says its language button does nothing yet, without looking disabled', () => {
    const html = serverHtml(
      createElement(AppFooter, {
        locale: 'fr',
        onLocaleChange: () => undefined,
        homeHref: 'https://example.com',
        contactHref: '/fr/contact',
        signedIn: false,
      }),
    );
    const button = /<button[^>]*data-slot="app-footer-language"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-disabled="true"');
    expect(button).not.toMatch(/\sdisabled=""/);
  });
});
