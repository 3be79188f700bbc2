import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalPage } from './legal-page.tsx';

const privacySections = [
  {
    title: 'Renseignements recueillis',
    content: (
      <>
        <p>
          Nous recueillons les renseignements que vous nous fournissez lors de votre inscription :
          nom, adresse courriel, date de naissance, photos et réponses à vos questions de profil.
        </p>
        <ul>
          <li>Renseignements d’identité, pour la vérification de votre identité ;</li>
          <li>Renseignements de paiement, conservés par notre fournisseur de paiement.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Utilisation des renseignements',
    content: (
      <p>
        Vos renseignements servent à vous présenter des personnes compatibles, à assurer la sécurité
        des membres et à gérer votre abonnement.
      </p>
    ),
  },
  {
    title: 'Vos droits',
    content: (
      <p>
        Vous pouvez consulter, corriger ou supprimer vos renseignements en tout temps depuis vos
        paramètres, ou en nous écrivant à{' '}
        <a href="mailto:vie-privee@example.com">vie-privee@example.com</a>.
      </p>
    ),
  },
];

const meta = {
  title: 'Account/LegalPage',
  component: LegalPage,
  parameters: { layout: 'padded' },
  args: {
    title: 'Politique de confidentialité',
    updatedAt: '2022-06-20',
    sections: privacySections,
  },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The privacy policy: the title, 'Dernière mise à jour : 20 juin 2022', a table of contents linking to each
 * section heading, in a measure of at most 70 characters.
 */
export const PrivacyPolicy: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Politique de confidentialité' });
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    const updated = canvas.getByText(/^Dernière mise à jour/);
    await expect(updated).toHaveTextContent('Dernière mise à jour : 20 juin 2022');
    await expect(within(updated).getByText('20 juin 2022')).toHaveAttribute(
      'datetime',
      '2022-06-20',
    );

    const toc = canvas.getByRole('navigation', { name: 'Sommaire' });
    const links = within(toc).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Renseignements recueillis',
      'Utilisation des renseignements',
      'Vos droits',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      await expect(target).toHaveRole('heading');
      await expect(target).toHaveTextContent(link.textContent);
    }
    await expect(links[0]).toHaveAttribute('href', '#renseignements-recueillis');
    await expect(canvas.getByRole('region', { name: 'Vos droits' })).toBeInTheDocument();

    // A readable measure: never wider than 70 characters of its text.
    const probe = document.createElement('div');
    probe.style.width = '70ch';
    article.append(probe);
    const measure = probe.getBoundingClientRect().width;
    probe.remove();
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(measure + 1);
  },
};

/** In English the date follows the locale: 'Last updated: June 20, 2022'. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Privacy policy',
    sections: [
      { title: 'Information we collect', content: <p>Your name, email and pictures.</p> },
      { title: 'Your rights', content: <p>You may see, fix or delete your information.</p> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Last updated/)).toHaveTextContent(
      'Last updated: June 20, 2022',
    );
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Your rights' })).toHaveAttribute(
      'href',
      '#your-rights',
    );
  },
};

/** The terms as the server's HTML: sanitised, and its h2 headings listed in the table of contents. */
export const TermsFromServerHtml: Story = {
  args: {
    title: 'Conditions d’utilisation',
    sections: undefined,
    updatedAt: new Date(2024, 0, 15),
    html: `<h2>1. Objet</h2><p>Les présentes conditions encadrent l’utilisation de l’application.</p><h2>2. Inscription</h2><p onclick="alert(1)">Vous devez avoir au moins 18 ans.</p><script>window.bad = true</script><h2>3. Abonnement</h2><p>Un essai gratuit de 5 jours est offert.</p>`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Dernière mise à jour/)).toHaveTextContent(
      'Dernière mise à jour : 15 janvier 2024',
    );
    const toc = canvas.getByRole('navigation', { name: 'Sommaire' });
    await expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#1-objet', '#2-inscription', '#3-abonnement']);
    await expect(canvas.getByRole('heading', { level: 2, name: '2. Inscription' })).toHaveAttribute(
      'id',
      '2-inscription',
    );
    await expect(canvas.getByRole('article').querySelector('script, [onclick]')).toBeNull();
  },
};

/** The contact page: one block of free content, so no table of contents and no date. */
export const Contact: Story = {
  args: {
    title: 'Nous joindre',
    updatedAt: undefined,
    sections: undefined,
    intro:
      'Une question sur votre compte ou votre abonnement ? Notre équipe vous répond en français et en anglais.',
    children: (
      <>
        <p>
          Courriel : <a href="mailto:bonjour@example.com">bonjour@example.com</a>
        </p>
        <p>Du lundi au vendredi, de 9 h à 17 h (heure de l’Est).</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Dernière mise à jour/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'bonjour@example.com' })).toHaveAttribute(
      'href',
      'mailto:bonjour@example.com',
    );
  },
};
