import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const messages = defineMessages({
  home: { id: 'chrome.home', defaultMessage: 'Rencontres' },
});

/** The site's name, linking home: the top menu's logo, and its skeleton's (the same, so it never moves). */
export function HomeLogo() {
  return (
    <Link to={paths.home} className="font-display text-xl font-semibold text-primary">
      <FormattedMessage {...messages.home} />
    </Link>
  );
}
