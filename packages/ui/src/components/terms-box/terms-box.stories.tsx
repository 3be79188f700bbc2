import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../dialog';
import { TermsBox } from './terms-box.tsx';

const MUST_READ =
  'Vous devez faire défiler et lire les conditions d’utilisation ci-dessus avant de les accepter.';

const sections = [
  [
    '1. Objet',
    'Les présentes conditions encadrent l’utilisation de l’application de rencontre et de ses services d’accompagnement en développement personnel.',
  ],
  [
    '2. Inscription',
    'Vous devez avoir au moins 18 ans, fournir des renseignements exacts et vérifier votre identité. Un seul compte est permis par personne.',
  ],
  [
    '3. Abonnement',
    'Un essai gratuit de 5 jours est offert. Les forfaits de 3 et 6 mois se renouvellent selon les modalités affichées au moment du paiement.',
  ],
  [
    '4. Conduite',
    'Le harcèlement, la sollicitation monétaire, les propos inappropriés et les photos explicites sont interdits et peuvent mener au blocage du compte.',
  ],
  [
    '5. Photos',
    'Votre album doit compter au moins 2 photos validées, dont un portrait. Un album incomplet suspend le compte après 72 heures.',
  ],
  [
    '6. Vie privée',
    'Nous traitons vos renseignements personnels conformément à notre politique de confidentialité, que vous pouvez consulter en tout temps.',
  ],
] as const;

const longTerms = (
  <>
    {sections.map(([title, text]) => (
      <section key={title}>
        <h2>{title}</h2>
        <p>{text}</p>
        <p>{text}</p>
      </section>
    ))}
    <p>Dernière mise à jour : 20 juin 2022.</p>
  </>
);

const meta = {
  title: 'Onboarding/TermsBox',
  component: TermsBox,
  args: { children: longTerms, onAccept: fn(), onNewsletterChange: fn(), onRead: fn() },
  decorators: [
    (Story) => (
      <div className="w-[min(36rem,calc(100vw-2rem))]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TermsBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Long terms: 'J’accepte' stays disabled, with the spec's message, until the box has been scrolled to its
 * end; the 500 ms check then enables it. The box is at most 246 px high and is a focusable, named region.
 */
export const MustScrollToTheEnd: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('region', { name: 'Conditions d’utilisation' });
    const root = box.closest('[data-slot="terms-box"]');
    await expect(getComputedStyle(box).maxHeight).toBe('246px');
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(246);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);

    const accept = canvas.getByRole('button', { name: 'J’accepte' });
    await expect(accept).toBeDisabled();
    await expect(accept).toHaveAccessibleDescription(MUST_READ);
    await expect(canvas.getByText(MUST_READ)).toBeVisible();
    await expect(root).toHaveAttribute('data-state', 'unread');

    // Keyboard users reach the box to scroll it.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');

    // Half way is not the end: still disabled after more than one check.
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
    await wait(700);
    await expect(accept).toBeDisabled();
    await expect(args.onRead).not.toHaveBeenCalled();

    // At the end, the next check (every 500 ms) enables accepting.
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(accept).toBeEnabled(), { timeout: 1500, interval: 50 });
    await expect(root).toHaveAttribute('data-state', 'read');
    await expect(canvas.queryByText(MUST_READ)).not.toBeInTheDocument();
    await expect(args.onRead).toHaveBeenCalledTimes(1);

    // The newsletter box is ticked by default and sent with the acceptance.
    await expect(
      canvas.getByRole('checkbox', { name: 'Je souhaite recevoir l’infolettre' }),
    ).toBeChecked();
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledWith({ newsletter: true });
  },
};

/** Not read yet (as the screenshot shows it): the spec's message under the box, 'J’accepte' disabled. */
export const NotReadYet: Story = {
  play: async ({ args, canvas }) => {
    const accept = canvas.getByRole('button', { name: 'J’accepte' });
    await expect(accept).toBeDisabled();
    await expect(canvas.getByText(MUST_READ)).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Je souhaite recevoir l’infolettre' }),
    ).toBeChecked();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Terms shorter than the box count as read at once: accepting is possible without scrolling. */
export const ShortTermsAcceptedAtOnce: Story = {
  args: {
    children: <p>Ces conditions tiennent en une phrase : soyez respectueux et sincère.</p>,
  },
  play: async ({ args, canvas }) => {
    const accept = canvas.getByRole('button', { name: 'J’accepte' });
    // Before the first 500 ms check: the box is measured at once.
    await waitFor(() => expect(accept).toBeEnabled(), { timeout: 400, interval: 20 });
    await expect(canvas.queryByText(MUST_READ)).not.toBeInTheDocument();
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledWith({ newsletter: true });
  },
};

/** Unticking the newsletter box is reported and sent with the acceptance. */
export const WithoutNewsletter: Story = {
  args: { children: <p>Conditions abrégées pour l’exemple.</p> },
  play: async ({ args, canvas }) => {
    const newsletter = canvas.getByRole('checkbox', { name: 'Je souhaite recevoir l’infolettre' });
    await expect(newsletter).toBeChecked();
    await userEvent.click(newsletter);
    await expect(newsletter).not.toBeChecked();
    await expect(args.onNewsletterChange).toHaveBeenCalledWith(false);
    const accept = canvas.getByRole('button', { name: 'J’accepte' });
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledWith({ newsletter: false });
  },
};

/** The server's HTML is sanitised: formatting and links stay, scripts, handlers and images go. */
export const ServerHtml: Story = {
  args: {
    children: undefined,
    html: `<h2>Conditions générales</h2><p onclick="alert(1)">Lisez attentivement ces conditions.</p><script>window.hacked = true</script><img src="x" onerror="alert(1)"><ul><li>Respect</li><li>Sincérité</li></ul><p>Questions : <a href="mailto:bonjour@example.com">écrivez-nous</a> ou <a href="javascript:alert(1)">ici</a>.</p>`,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Conditions d’utilisation' });
    await expect(within(box).getByRole('heading', { name: 'Conditions générales' })).toBeVisible();
    await expect(within(box).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(box).getByRole('link', { name: 'écrivez-nous' })).toHaveAttribute(
      'href',
      'mailto:bonjour@example.com',
    );
    await expect(within(box).queryByRole('link', { name: 'ici' })).not.toBeInTheDocument();
    await expect(box.querySelector('script, img, [onclick]')).toBeNull();
  },
};

/** While the app records the acceptance, 'J’accepte' shows a spinner and cannot be pressed again. */
export const Accepting: Story = {
  args: { accepting: true, children: <p>Conditions abrégées pour l’exemple.</p> },
  play: async ({ canvas }) => {
    const accept = await canvas.findByRole('button', { name: /J’accepte/ });
    await expect(accept).toHaveAttribute('data-loading');
    // Short terms count as read once the box has been measured (an effect after the first paint).
    await waitFor(() => expect(accept).toHaveAttribute('aria-disabled', 'true'));
  },
};

/**
 * The new-terms modal: the same box in a dialog, without the newsletter box, with 'Je refuse'.
 */
export const NewTermsModal: Story = {
  args: { showNewsletter: false, onDecline: fn() },
  render: (args) => (
    <Dialog open>
      <DialogContent showCloseButton={false} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Nos conditions d’utilisation ont changé</DialogTitle>
        </DialogHeader>
        <TermsBox {...args} />
      </DialogContent>
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Nos conditions d’utilisation ont changé',
    });
    await expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'J’accepte' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Je refuse' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    const box = within(dialog).getByRole('region', { name: 'Conditions d’utilisation' });
    box.scrollTop = box.scrollHeight;
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'J’accepte' })).toBeEnabled(),
      { timeout: 1500 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'J’accepte' }));
    await expect(args.onAccept).toHaveBeenCalledWith({ newsletter: true });
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Terms of use' });
    await expect(
      canvas.getByText('You must scroll and read the terms of use above before accepting.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'I want to receive the newsletter' }),
    ).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'I accept' })).toBeDisabled();
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('button', { name: 'I accept' })).toBeEnabled(), {
      timeout: 1500,
    });
  },
};
