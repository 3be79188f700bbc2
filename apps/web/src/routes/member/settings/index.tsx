import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { config } from '../../../config';
import { deleteAccount } from '../../../features/account/api/delete-account';
import { setPaused } from '../../../features/account/api/pause-member';
import { toastError } from '../../../lib/errors';
import { useDialogOnDemand } from '@app/ui/hooks/use-dialog-on-demand';
import { notify } from '../../../lib/notifications';
import { member } from '../../../lib/paths';
import { platform } from '../../../lib/platform';
import { signOut, useUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Paramètres' },
  subtitle: { id: 'settings.subtitle', defaultMessage: 'Gérez votre profil et votre compte.' },
  preview: { id: 'settings.preview', defaultMessage: 'Voir mon profil' },
  profileGroup: { id: 'settings.group.profile', defaultMessage: 'Mon profil' },
  privacy: { id: 'settings.group.privacy', defaultMessage: 'Confidentialité' },
  account: { id: 'settings.group.account', defaultMessage: 'Mon compte' },
  help: { id: 'settings.group.help', defaultMessage: 'Aide' },
  profile: { id: 'settings.link.profile', defaultMessage: 'Présentation et réponses' },
  pictures: { id: 'settings.link.pictures', defaultMessage: 'Mes photos' },
  samplePicture: { id: 'settings.link.sample-picture', defaultMessage: 'Ma photo témoin' },
  dailyQuote: { id: 'settings.link.daily-quote', defaultMessage: 'Proposer une citation du jour' },
  address: { id: 'settings.link.address', defaultMessage: 'Mon adresse' },
  subscriptionGroup: { id: 'settings.group.subscription', defaultMessage: 'Abonnement' },
  subscription: { id: 'settings.link.subscription', defaultMessage: 'Mon abonnement' },
  paymentSource: { id: 'settings.link.payment-source', defaultMessage: 'Moyens de paiement' },
  visibility: { id: 'settings.link.visibility', defaultMessage: 'Visibilité du profil' },
  anonymousMode: { id: 'settings.link.anonymous-mode', defaultMessage: 'Mode anonyme' },
  notifications: { id: 'settings.link.notifications', defaultMessage: 'Notifications' },
  blockedUsers: { id: 'settings.link.blocked-users', defaultMessage: 'Membres bloqués' },
  email: { id: 'settings.link.email', defaultMessage: 'Adresse courriel' },
  password: { id: 'settings.link.password', defaultMessage: 'Mot de passe' },
  language: { id: 'settings.link.language', defaultMessage: 'Langue' },
  secondaryRules: {
    id: 'settings.link.secondary-rules',
    defaultMessage: 'Règles de la boîte secondaire',
  },
  pause: { id: 'settings.link.pause', defaultMessage: 'Mettre mon compte en pause' },
  resources: { id: 'settings.link.resources', defaultMessage: 'Ressources' },
  contact: { id: 'settings.link.contact', defaultMessage: 'Nous contacter' },
  logoutTitle: { id: 'settings.logout.title', defaultMessage: 'Déconnexion' },
  logout: { id: 'settings.logout.action', defaultMessage: 'Se déconnecter' },
  deleteTitle: { id: 'settings.delete.title', defaultMessage: 'Supprimer mon compte' },
  deleteText: {
    id: 'settings.delete.text',
    defaultMessage: 'Votre profil, vos photos et vos réponses seront effacés pour de bon.',
  },
  deleteAction: { id: 'settings.delete.action', defaultMessage: 'Supprimer mon compte' },
  deleted: { id: 'settings.delete.done', defaultMessage: 'Votre compte est supprimé.' },
});

// The dialog (Radix's alert dialog, its focus trap and scroll lock) loads when first asked for: the
// page draws none at first (issue 12).
const loadDeleteDialog = () => import('@app/ui/delete-account-dialog');
const DeleteAccountDialog = lazy(() =>
  loadDeleteDialog().then((module) => ({ default: module.DeleteAccountDialog })),
);

interface SettingsGroup {
  title: MessageDescriptor;
  /** `web`: hidden in the native apps (they pay in the store). */
  links: readonly { label: MessageDescriptor; href: string; only?: 'web' }[];
}

/** The settings pages that exist, by group (spec 02, settings index). */
const GROUPS: readonly SettingsGroup[] = [
  {
    title: messages.profileGroup,
    links: [
      { label: messages.profile, href: member.settingsProfile.href },
      { label: messages.pictures, href: member.settingsPictures.href },
      { label: messages.samplePicture, href: member.settingsSamplePictures.href },
      { label: messages.dailyQuote, href: member.settingsDailyQuote.href },
    ],
  },
  {
    title: messages.privacy,
    links: [
      { label: messages.visibility, href: member.settingsVisibility.href },
      { label: messages.anonymousMode, href: member.settingsAnonymousMode.href },
      { label: messages.blockedUsers, href: member.settingsBlockedUsers.href },
    ],
  },
  {
    title: messages.account,
    links: [
      { label: messages.email, href: member.settingsEmail.href },
      { label: messages.address, href: member.settingsAddress.href },
      { label: messages.password, href: member.settingsPassword.href },
      { label: messages.language, href: member.settingsLanguage.href },
      { label: messages.notifications, href: member.settingsNotifications.href },
      { label: messages.secondaryRules, href: member.settingsSecondaryRules.href },
      { label: messages.pause, href: member.settingsPause.href },
    ],
  },
  {
    title: messages.subscriptionGroup,
    links: [
      { label: messages.subscription, href: member.subscription.href },
      { label: messages.paymentSource, href: member.settingsPaymentSource.href, only: 'web' },
    ],
  },
  {
    title: messages.help,
    links: [{ label: messages.resources, href: member.settingsResources.href }],
  },
];

/** `/member/settings`: the profile preview, grouped links to each setting, contact and logout. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useUser();
  const [leaving, setLeaving] = useState(false);
  const deleteDialog = useDialogOnDemand(loadDeleteDialog);
  const memberId = user?.member?.id;
  const native = platform().isNative;

  const pauseInstead = async () => {
    try {
      const message = await setPaused(true);
      if (message) notify({ type: 'success', message });
    } catch (error) {
      toastError(error, intl);
      throw error;
    }
    void navigate(member.search.href);
  };

  const deleteForGood = async () => {
    try {
      await deleteAccount();
    } catch (error) {
      toastError(error, intl);
      throw error;
    }
    notify({ type: 'success', message: intl.formatMessage(messages.deleted) });
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
        actions={
          memberId === undefined ? null : (
            <Button asChild variant="secondary">
              <Link to={member.profile.href(memberId)}>
                <FormattedMessage {...messages.preview} />
              </Link>
            </Button>
          )
        }
      />
      {GROUPS.map((group) => (
        <Card key={group.title.id} asChild>
          <section aria-labelledby={`settings-${String(group.title.id)}`}>
            <CardHeader>
              <CardTitle asChild>
                <h2 id={`settings-${String(group.title.id)}`}>
                  <FormattedMessage {...group.title} />
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-1">
                {group.links
                  .filter((link) => !(native && link.only === 'web'))
                  .map((link) => (
                    <li key={link.href}>
                      <Button asChild variant="ghost" className="w-full justify-start">
                        <Link to={link.href}>
                          <FormattedMessage {...link.label} />
                        </Link>
                      </Button>
                    </li>
                  ))}
                {group.title === messages.help ? (
                  <li>
                    <Button asChild variant="ghost" className="w-full justify-start">
                      <a href={config.websiteUrl}>
                        <FormattedMessage {...messages.contact} />
                      </a>
                    </Button>
                  </li>
                ) : null}
              </ul>
            </CardContent>
          </section>
        </Card>
      ))}
      <Card asChild>
        <section aria-labelledby="settings-logout">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="settings-logout">
                <FormattedMessage {...messages.logoutTitle} />
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Button
              variant="outline"
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void signOut();
              }}
            >
              <FormattedMessage {...messages.logout} />
            </Button>
          </CardContent>
        </section>
      </Card>
      {memberId === undefined ? null : (
        <Card asChild>
          <section aria-labelledby="settings-delete">
            <CardHeader>
              <CardTitle asChild>
                <h2 id="settings-delete">
                  <FormattedMessage {...messages.deleteTitle} />
                </h2>
              </CardTitle>
              <CardDescription>
                <FormattedMessage {...messages.deleteText} />
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button
                variant="outline"
                data-slot="settings-delete-account"
                {...deleteDialog.trigger}
              >
                <FormattedMessage {...messages.deleteAction} />
              </Button>
              {deleteDialog.asked ? (
                <Suspense fallback={null}>
                  <DeleteAccountDialog
                    open={deleteDialog.open}
                    onOpenChange={deleteDialog.setOpen}
                    onPause={pauseInstead}
                    onDelete={deleteForGood}
                  />
                </Suspense>
              ) : null}
            </CardContent>
          </section>
        </Card>
      )}
    </div>
  );
}
