import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ContactPage } from '../features/legal/components/contact-page';
import { PrivacyPolicy } from '../features/legal/components/privacy-policy';
import { TermsPage } from '../features/legal/components/terms-page';
import { isLocale } from '../i18n/locales';
import { useLocale } from '../lib/locale-context';
import { LEGAL_PAGES, type LegalPage } from '../lib/paths';
import { NotFoundRoute } from './not-found';

const PAGES: Record<LegalPage, () => React.JSX.Element> = {
  contact: ContactPage,
  'privacy-policy': PrivacyPolicy,
  terms: TermsPage,
};

/** The locale pages: /fr/contact, /en/privacy-policy, /fr/terms… in the language of their path. */
export function LegalRoute() {
  const { lang, page } = useParams();
  const navigate = useNavigate();
  const { locale, switchLocale } = useLocale();
  const shownLang = useRef<string | undefined>(undefined);
  const known = isLocale(lang) && (LEGAL_PAGES as readonly string[]).includes(page ?? '');

  // The path's language wins when the path changes; the language switch then moves to the other path.
  useEffect(() => {
    if (!known || !isLocale(lang)) return;
    if (shownLang.current !== lang) {
      shownLang.current = lang;
      if (lang !== locale) void switchLocale(lang);
      return;
    }
    if (locale !== lang) void navigate(`/${locale}/${page ?? ''}`, { replace: true });
  }, [known, lang, locale, navigate, page, switchLocale]);

  if (!known) return <NotFoundRoute />;
  const Page = PAGES[page as LegalPage];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <Page />
    </div>
  );
}

export { LegalRoute as Component };
