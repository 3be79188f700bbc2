export {
  AppFooter,
  localeNames,
  otherLocale,
  type AppFooterLabels,
  type AppFooterLink,
  type AppFooterLinkProps,
  type AppFooterProps,
  type AppLocale,
  type RenderAppFooterLink,
} from './app-footer.tsx';
