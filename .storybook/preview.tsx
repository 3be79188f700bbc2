import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { uiMessages, type UiLocale } from '@app/ui/i18n';
import '@app/ui/styles.css';

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
    // The product's breakpoints (spec, section 9) as viewport presets.
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        xs: { name: 'xs 415', styles: { width: '415px', height: '800px' }, type: 'mobile' },
        sm: { name: 'sm 640', styles: { width: '640px', height: '900px' }, type: 'tablet' },
        lg: { name: 'lg 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
        xl: { name: 'xl 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        '2xl': { name: '2xl 1536', styles: { width: '1536px', height: '900px' }, type: 'desktop' },
      },
    },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
