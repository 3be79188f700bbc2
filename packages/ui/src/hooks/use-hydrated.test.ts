import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Input } from '../components/input';

describe('inputs of a prerendered page', () => {
  it('are read-only in the server HTML, so nothing typed before the app takes over is lost', () => {
    const html = renderToString(
      createElement(
        IntlProvider,
        { locale: 'fr', defaultLocale: 'fr' },
        createElement(Input, { 'aria-label': 'Adresse courriel', value: '' }),
      ),
    );
    expect(html).toMatch(/<input[^>]*readonly=""/i);
  });
});
