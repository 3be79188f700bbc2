import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { galleryFixture, pictureFixture } from '../avatar/fixtures';
import {
  ProfileAbout,
  ProfileAudioIntroduction,
  ProfileDetails,
  ProfileEssentials,
  ProfileGallery,
  ProfileLifestyle,
  ProfileLongQuestions,
  ProfilePersonalDevelopment,
  ProfilePersonalityTraits,
  ProfileSeeking,
  ProfileShortQuestions,
  ProfileValues,
  type ProfileGalleryPicture,
} from './profile-sections.tsx';

const gallery: ProfileGalleryPicture[] = galleryFixture('C', 6).map((src, index) => ({
  id: index + 1,
  src,
  status: index === 0 ? 'portrait' : index === 1 ? 'authenticated' : 'validated',
}));

const seeking =
  'Quelqu’un de curieux et de bienveillant, qui aime autant les longues marches en forêt que les soirées tranquilles à refaire le monde. ' +
  'J’aimerais partager des projets, des voyages et des petits riens du quotidien, avancer ensemble avec respect et humour. ' +
  'La communication est essentielle pour moi : parler franchement, écouter vraiment, et savoir rire de soi. ' +
  'Si tu te reconnais, écris-moi, j’ai hâte de te lire !';

const about =
  'Infirmière depuis quinze ans, je partage mon temps entre l’hôpital, mon jardin et mes deux chats. ' +
  'Je pratique le yoga le matin et la course à pied le week-end. ' +
  'J’adore cuisiner pour mes proches et découvrir de nouvelles recettes du monde entier. ' +
  'Le développement personnel fait partie de ma vie depuis plusieurs années : lectures, ateliers, retraites. ' +
  'Je crois aux rencontres sincères et aux conversations qui durent tard dans la nuit. ' +
  'Mon rêve : un voyage en train à travers le Canada, de Halifax à Vancouver. ' +
  'Et toi, quel est le tien ?';

function carouselOf(canvasElement: HTMLElement, slot: string): HTMLElement {
  const carousel = canvasElement.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  if (!carousel) throw new Error(`no ${slot}`);
  return carousel;
}

const meta = {
  title: 'Members/ProfileSections',
  component: ProfileGallery,
  parameters: { layout: 'padded' },
  args: { pictures: gallery, name: 'Camille' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gallery: three pictures on wide screens (this 1024 px viewport), previous/next wrap around, position announced. */
export const Gallery: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Photos de Camille' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(region).toHaveAttribute('data-visible', '3');
    await expect(canvas.getByText('Photos 1 à 3 sur 6')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 sur 6' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '4 sur 6' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Photo 1 de Camille' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Photo vérifiée' })).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Photo suivante' }));
    await expect(canvas.getByText('Photos 2 à 4 sur 6')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '4 sur 6' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '1 sur 6' })).toBeNull();

    const previous = canvas.getByRole('button', { name: 'Photo précédente' });
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(canvas.getByText('Photos 4 à 6 sur 6')).toBeVisible();
    await expect(region).toHaveAttribute('data-position', '4');
    // Focus is inside: no autoplay, and the position is announced politely.
    await expect(region).toHaveAttribute('data-playing', 'false');
    await expect(canvas.getByText('Photos 4 à 6 sur 6')).toHaveAttribute('aria-live', 'polite');
  },
};

/**
 * Autoplay moves on its own (here every 400 ms instead of 4000), and stops while the pointer is over
 * it. The story then pauses it and goes back to the first pictures, so its screenshot never depends
 * on timing.
 */
export const GalleryAutoplayPausesOnHover: Story = {
  args: { autoplayInterval: 400 },
  play: async ({ canvas, canvasElement }) => {
    const region = carouselOf(canvasElement, 'profile-gallery');
    await expect(region).toHaveAttribute('data-playing', 'true');
    await expect(canvas.getByText('Photos 1 à 3 sur 6')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(canvas.getByText('Photos 2 à 4 sur 6')).toBeVisible(), {
      timeout: 2000,
    });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-playing', 'false');
    const held = region.getAttribute('data-position');
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(region).toHaveAttribute('data-position', held ?? '');
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-playing', 'true');
    // It ends still for its screenshot: paused by its button, then back on the first pictures with
    // 'previous' (at least once, so the focus is on it whatever the position was when paused).
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre en pause le défilement' }));
    await expect(region).toHaveAttribute('data-playing', 'false');
    const previous = canvas.getByRole('button', { name: 'Photo précédente' });
    let steps = 0;
    do {
      await userEvent.click(previous);
      steps += 1;
    } while (region.getAttribute('data-position') !== '1' && steps < 8);
    await expect(canvas.getByText('Photos 1 à 3 sur 6')).toBeVisible();
    await expect(previous).toHaveFocus();
  },
};

/** Keyboard focus inside stops autoplay; the pause button stops it for good. */
export const GalleryPauseButtonAndFocus: Story = {
  args: { autoplayInterval: 400 },
  play: async ({ canvas, canvasElement }) => {
    const region = carouselOf(canvasElement, 'profile-gallery');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Photo précédente' })).toHaveFocus();
    await expect(region).toHaveAttribute('data-playing', 'false');
    await userEvent.tab();
    const pause = canvas.getByRole('button', { name: 'Mettre en pause le défilement' });
    await expect(pause).toHaveFocus();
    await expect(getComputedStyle(pause).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Reprendre le défilement' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(region).toHaveAttribute('data-playing', 'false');
    await expect(region).toHaveAttribute('data-position', '1');
  },
};

/** Three pictures or fewer fit on a wide screen: no controls, no autoplay. */
export const GalleryFewPictures: Story = {
  args: { pictures: gallery.slice(0, 2) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(carouselOf(canvasElement, 'profile-gallery')).toHaveAttribute(
      'data-playing',
      'false',
    );
    await expect(canvas.getAllByRole('img', { name: /^Photo \d de Camille$/ })).toHaveLength(2);
  },
};

export const GalleryInEnglish: Story = {
  globals: { locale: 'en' },
  args: { autoplayInterval: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Camille’s pictures' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }));
    await expect(canvas.getByText('Pictures 2 to 4 of 6')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Camille’s picture 2' })).toBeVisible();
  },
};

/** Objective, height, silhouette and languages; the height in centimetres. */
export const Essentials: Story = {
  render: () => (
    <ProfileEssentials
      objective="Une relation sérieuse"
      height={170.4}
      silhouette="Athlétique"
      languages={['français', 'anglais', 'espagnol']}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'En bref' })).toBeVisible();
    await expect(canvas.getByText('Taille')).toBeVisible();
    await expect(canvas.getByText('170 cm')).toBeVisible();
    await expect(canvas.getByText('français, anglais et espagnol')).toBeVisible();
    await expect(canvas.getByText('Une relation sérieuse')).toBeVisible();
  },
};

/** Imperial units: feet and inches (12 inches per foot, rounded). */
export const EssentialsImperial: Story = {
  render: () => <ProfileEssentials height={181.61} units="imperial" objective={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 pi 0 po')).toBeVisible();
    await expect(canvas.queryByText('Objectif')).toBeNull();
  },
};

export const EssentialsImperialInEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <ProfileEssentials height={170} units="imperial" languages={['French', 'English']} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 ft 7 in')).toBeVisible();
    await expect(canvas.getByText('Height')).toBeVisible();
    await expect(canvas.getByText('French and English')).toBeVisible();
  },
};

/** Details: answers with an empty value and no options are left out. */
export const Details: Story = {
  render: () => (
    <ProfileDetails
      answers={[
        { question: 'Profession', value: 'Infirmière', options: [] },
        { question: 'Niveau d’études', value: null, options: [] },
        { question: 'Tabac', value: null, options: [{ id: 1, label: 'Non-fumeuse' }] },
        {
          question: 'Alimentation',
          value: null,
          options: [{ label: 'Végétarienne' }, { label: 'Sans gluten' }],
        },
        { question: 'Religion', value: '', options: [] },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Détails' })).toBeVisible();
    await expect(canvas.getByText('Infirmière')).toBeVisible();
    await expect(canvas.getByText('Non-fumeuse')).toBeVisible();
    await expect(canvas.getByText('Végétarienne et Sans gluten')).toBeVisible();
    await expect(canvas.queryByText('Niveau d’études')).toBeNull();
    await expect(canvas.queryByText('Religion')).toBeNull();
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
  },
};

/** Values, with the count shared with the viewer. */
export const Values: Story = {
  render: () => (
    <ProfileValues
      values={['Honnêteté', 'Famille', 'Bienveillance', 'Liberté', 'Spiritualité']}
      commonValuesCount={3}
    />
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Mes valeurs' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('3 valeurs en commun')).toBeVisible();
  },
};

export const PersonalityTraits: Story = {
  render: () => (
    <ProfilePersonalityTraits traits={['Curieuse', 'Attentionnée', 'Drôle', 'Calme']} />
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Ma personnalité' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Lifestyle: the areas of interest, with decorative icons. */
export const Lifestyle: Story = {
  render: () => (
    <ProfileLifestyle
      interests={[
        { label: 'Randonnée', iconSrc: pictureFixture('R', { width: 32, height: 32 }) },
        { label: 'Cuisine', iconSrc: pictureFixture('C', { width: 32, height: 32 }) },
        { label: 'Méditation' },
        { label: 'Voyages' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Mes centres d’intérêt' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(section).queryByRole('img')).toBeNull();
  },
};

/** Short questions as slides: the zodiac first, empty answers left out. */
export const ShortQuestions: Story = {
  render: () => (
    <ProfileShortQuestions
      zodiac="Lion"
      answers={[
        { question: 'Mon plat préféré', value: 'Le pouding chômeur de ma grand-mère' },
        { question: 'Mon dernier fou rire', value: '' },
        { question: 'Mon lieu préféré', value: 'Le parc du Bic' },
        { question: 'Mon film culte', value: 'Le Déclin de l’empire américain' },
        { question: 'Ma saison', options: [{ label: 'L’automne' }] },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'En quelques mots' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(canvas.getByText('Signe astrologique')).toBeVisible();
    await expect(canvas.getByText('Lion')).toBeVisible();
    await expect(canvas.queryByText('Mon dernier fou rire')).toBeNull();
    await expect(canvas.getByText('Questions 1 à 3 sur 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /défilement/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Question suivante' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Question suivante' }));
    await expect(canvas.getByText('Questions 3 à 5 sur 5')).toBeVisible();
    await expect(canvas.getByText('L’automne')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Question suivante' }));
    await expect(canvas.getByText('Questions 1 à 3 sur 5')).toBeVisible();
  },
};

/** Long questions: each answer under its question. */
export const LongQuestions: Story = {
  render: () => (
    <ProfileLongQuestions
      answers={[
        {
          question: 'Qu’est-ce qui te rend heureuse ?',
          value: 'Un matin calme, un café, et une longue marche avec une amie.\nEt les fous rires.',
        },
        { question: 'Un rêve à réaliser ?', value: null, options: [] },
        {
          question: 'Ce que tes amis disent de toi',
          value: 'Que je suis toujours là quand il le faut.',
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Pour mieux me connaître' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.queryByText('Un rêve à réaliser ?')).toBeNull();
  },
};

/** The audio introduction: the app renders its player in the slot. */
export const AudioIntroduction: Story = {
  render: () => (
    <ProfileAudioIntroduction
      src="https://example.test/intro.mp3"
      renderPlayer={(src) => (
        <button
          type="button"
          data-src={src}
          className="rounded-full bg-primary px-4 py-2 text-primary-foreground"
        >
          Écouter la présentation
        </button>
      )}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ma présentation audio' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Écouter la présentation' })).toHaveAttribute(
      'data-src',
      'https://example.test/intro.mp3',
    );
  },
};

/** No recording: nothing shows. */
export const NoAudioIntroduction: Story = {
  render: () => <ProfileAudioIntroduction src={null} renderPlayer={() => null} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** 'What I am looking for': clamped at 3 lines, 'Lire la suite' expands it. */
export const Seeking: Story = {
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  render: () => <ProfileSeeking seeking={seeking} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('region', { name: 'Ce que je recherche chez mon ou ma partenaire' }),
    ).toBeVisible();
    const readMore = canvasElement.querySelector('[data-slot="read-more"]');
    await expect(readMore).toHaveAttribute('data-lines', '3');
    const button = await canvas.findByRole('button', { name: 'Lire la suite' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: 'Réduire' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(readMore).toHaveAttribute('data-expanded', 'true');
  },
};

/** A short text fits: no 'Lire la suite'. */
export const SeekingShort: Story = {
  render: () => <ProfileSeeking seeking="Quelqu’un de doux et drôle." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Quelqu’un de doux et drôle.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The about excerpt shows at most 5 lines (mobile). */
export const AboutExcerpt: Story = {
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  render: () => <ProfileAbout about={about} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="read-more"]')).toHaveAttribute(
      'data-lines',
      '5',
    );
    await expect(await canvas.findByRole('button', { name: 'Lire la suite' })).toBeVisible();
  },
};

/** The personal-development-importance sentence, with the member's own words. */
export const PersonalDevelopment: Story = {
  render: () => (
    <ProfilePersonalDevelopment
      sentence="Le développement personnel occupe une place centrale dans ma vie."
      description="Je lis beaucoup et je participe à des ateliers de communication bienveillante."
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Le développement personnel et moi' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Le développement personnel occupe une place centrale dans ma vie.'),
    ).toBeVisible();
  },
};

/** The pieces together, in English. */
export const WholeProfileInEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div className="flex flex-col gap-4">
      <ProfileGallery pictures={gallery} name="Camille" autoplayInterval={null} />
      <ProfileEssentials
        objective="A serious relationship"
        height={165}
        languages={['French', 'English']}
      />
      <ProfileValues values={['Honesty', 'Family']} commonValuesCount={1} />
      <ProfilePersonalityTraits traits={['Curious', 'Caring']} />
      <ProfileLifestyle interests={[{ label: 'Hiking' }, { label: 'Cooking' }]} />
      <ProfileShortQuestions
        zodiac="Leo"
        answers={[{ question: 'Favourite season', value: 'Autumn' }]}
      />
      <ProfileLongQuestions
        answers={[{ question: 'What makes you happy?', value: 'A quiet morning.' }]}
      />
      <ProfileSeeking seeking="Someone kind and curious." />
      <ProfilePersonalDevelopment sentence="Personal development matters a lot to me." />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'At a glance' })).toBeVisible();
    await expect(canvas.getByText('165 cm')).toBeVisible();
    await expect(canvas.getByText('1 shared value')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'My personality' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'My interests' })).toBeVisible();
    await expect(canvas.getByText('Zodiac sign')).toBeVisible();
    await expect(canvas.getByText('Leo')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Getting to know me' })).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'What I am looking for in my partner' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Personal development and me' })).toBeVisible();
  },
};
