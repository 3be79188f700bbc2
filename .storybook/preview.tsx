import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { uiMessages, type UiLocale } from '../packages/ui/src/i18n';
import '../packages/ui/src/styles/index.css';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fr' },
  decorators: [
    (Story, { globals }) => {
      const locale: UiLocale = globals.locale === 'en' ? 'en' : 'fr';
      return (
        <IntlProvider locale={locale} defaultLocale="fr" messages={uiMessages[locale]}>
          <div lang={locale}>
            <Story />
          </div>
        </IntlProvider>
      );
    },
  ],
  parameters: {
    layout: 'centered',
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
