/**
 * Profile texts of the demo world, in the member's language: titles, "about", "seeking", long answers,
 * the free-text short answers and the "what helps you grow" answer. Texts are assembled from fragments
 * chosen by the member's own answers (interests, traits, values, objective, family, occupation, personal
 * development), so 300 profiles read like 300 people. French agrees with the member's gender; a
 * non-binary member gets epicene phrasing.
 */
import { findOption, type Locale, type LongQuestionName } from '../data/questions';

export type TextGender = 'female' | 'male' | 'non_binary';

/** What a text may draw on: the member's own answers and situation. */
export interface ProfileFacts {
  locale: Locale;
  gender: TextGender;
  firstName: string;
  age: number;
  /** The municipality, as people say it (Montréal, Québec, Toronto...). */
  city: string;
  /** Genders sought: man, woman, non_binary. */
  seeking: readonly string[];
  objective: number;
  interests: readonly number[];
  traits: readonly number[];
  values: readonly number[];
  occupation: number;
  family: number;
  wantsChildren: number;
  personalDevelopment: number;
}

type Chooser = <T>(items: readonly T[]) => T;

export function picker(random: () => number): Chooser {
  return <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
}

/** A French phrase that agrees with the gender (`n`: the epicene wording for a non-binary member). */
interface Agreeing {
  f: string;
  m: string;
  n: string;
}

const agree = (facts: ProfileFacts, phrase: Agreeing): string =>
  facts.gender === 'female' ? phrase.f : facts.gender === 'male' ? phrase.m : phrase.n;

const capitalize = (text: string): string =>
  text.charAt(0).toLocaleUpperCase('fr-CA') + text.slice(1);

/** `a, b et c` / `a, b and c`. */
export function list(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1] ?? '';
  return `${items.slice(0, -1).join(', ')} ${locale === 'fr' ? 'et' : 'and'} ${last}`;
}

const label = (optionId: number, locale: Locale): string => {
  const found = findOption(optionId);
  if (!found) throw new Error(`Unknown option ${optionId}`);
  return found.option.label[locale];
};

/* ---------------------------------------------------------------------------------------------- */
/* Interests, values and traits as they read inside a sentence                                    */
/* ---------------------------------------------------------------------------------------------- */

const INTEREST_WORDS: Readonly<Record<number, { fr: string; en: string }>> = {
  1701: { fr: 'la randonnée', en: 'hiking' },
  1702: { fr: 'le vélo', en: 'cycling' },
  1703: { fr: 'le ski', en: 'skiing' },
  1704: { fr: 'l’entraînement', en: 'working out' },
  1705: { fr: 'le yoga', en: 'yoga' },
  1706: { fr: 'la danse', en: 'dancing' },
  1707: { fr: 'la cuisine', en: 'cooking' },
  1708: { fr: 'les bonnes tables', en: 'good food' },
  1709: { fr: 'les voyages', en: 'travelling' },
  1710: { fr: 'la lecture', en: 'reading' },
  1711: { fr: 'l’écriture', en: 'writing' },
  1712: { fr: 'la musique', en: 'music' },
  1713: { fr: 'les festivals', en: 'festivals' },
  1714: { fr: 'les bonnes séries', en: 'a good series' },
  1715: { fr: 'les musées', en: 'art galleries' },
  1716: { fr: 'la photo', en: 'photography' },
  1717: { fr: 'le jardinage', en: 'gardening' },
  1718: { fr: 'les animaux', en: 'animals' },
  1719: { fr: 'le bénévolat', en: 'volunteering' },
  1720: { fr: 'les jeux de société', en: 'board games' },
  1721: { fr: 'les jeux vidéo', en: 'video games' },
  1722: { fr: 'les rénos', en: 'home renovation' },
  1723: { fr: 'le camping', en: 'camping' },
  1724: { fr: 'le kayak', en: 'kayaking' },
  1725: { fr: 'le développement personnel', en: 'personal growth' },
  1726: { fr: 'la spiritualité', en: 'spirituality' },
  1727: { fr: 'les sciences', en: 'science' },
  1728: { fr: 'la mode', en: 'fashion' },
  1729: { fr: 'l’histoire', en: 'history' },
  1730: { fr: 'les causes qui me tiennent à cœur', en: 'the causes I care about' },
};

/** A detail that makes an interest concrete (not every interest has one). */
const INTEREST_DETAILS: Readonly<Record<number, { fr: readonly string[]; en: readonly string[] }>> =
  {
    1701: {
      fr: [
        'Le mont Orford en octobre, c’est mon endroit préféré au monde.',
        'J’ai encore quelques sommets des Adirondacks sur ma liste.',
        'Un sentier, un thermos de café et je suis comblé·e pour la journée.',
      ],
      en: [
        'Gros Morne is still at the top of my bucket list.',
        'A trail, a thermos of coffee and I’m set for the day.',
        'Fall colours on a mountain trail are my favourite thing in the world.',
      ],
    },
    1702: {
      fr: ['L’été, je fais le tour du P’tit Train du Nord à vélo.'],
      en: ['In summer you’ll find me on a bike path with no particular destination.'],
    },
    1703: {
      fr: ['L’hiver ne me fait pas peur : je l’attends avec mes skis.'],
      en: ['Winter doesn’t scare me: I wait for it with my skis ready.'],
    },
    1707: {
      fr: [
        'Je fais une sauce à spaghetti qui a déjà réglé quelques chicanes de famille.',
        'Le dimanche, je cuisine pour la semaine en écoutant de la musique.',
      ],
      en: [
        'My Sunday ritual is cooking for the week with music on.',
        'I make a lasagna that has settled a few family arguments.',
      ],
    },
    1708: {
      fr: ['J’adore découvrir un petit resto de quartier avant tout le monde.'],
      en: ['I love finding a tiny neighbourhood restaurant before everyone else does.'],
    },
    1709: {
      fr: [
        'Mon dernier coup de cœur de voyage : la Gaspésie, tout simplement.',
        'J’ai toujours une carte du monde à moitié cochée sur mon frigo.',
      ],
      en: [
        'My last travel crush: the Cabot Trail, hands down.',
        'There is a half-ticked map of the world on my fridge.',
      ],
    },
    1710: {
      fr: ['J’ai toujours un livre dans mon sac, au cas où.'],
      en: ['There’s always a book in my bag, just in case.'],
    },
    1712: {
      fr: [
        'Je gratte la guitare, mal mais avec beaucoup de cœur.',
        'Un spectacle en plein air l’été, c’est mon bonheur.',
      ],
      en: [
        'I play guitar, badly but with a lot of heart.',
        'An outdoor show on a summer night is pure happiness for me.',
      ],
    },
    1713: {
      fr: ['Les FrancoFolies et le Festival d’été n’ont plus de secrets pour moi.'],
      en: ['Summer is festival season and I plan it like a pro.'],
    },
    1716: {
      fr: ['Je pars rarement sans mon appareil photo.'],
      en: ['I rarely leave home without my camera.'],
    },
    1717: {
      fr: ['Mes tomates du jardin font la fierté de mon été.'],
      en: ['My garden tomatoes are the pride of my summer.'],
    },
    1718: {
      fr: ['Mon chien a un meilleur horaire social que moi.'],
      en: ['My dog has a better social calendar than I do.'],
    },
    1719: {
      fr: ['Je donne quelques heures par mois à une banque alimentaire.'],
      en: ['I give a few hours a month to a food bank.'],
    },
    1720: {
      fr: ['Je suis imbattable au Catan, avis à qui voudrait me défier.'],
      en: ['Fair warning: I’m unbeatable at Catan.'],
    },
    1723: {
      fr: ['Un feu de camp et un ciel étoilé, c’est ma définition du luxe.'],
      en: ['A campfire and a starry sky are my definition of luxury.'],
    },
    1724: {
      fr: ['L’été, je passe plus de temps sur le lac que sur la terre ferme.'],
      en: ['In summer I spend more time on the lake than on dry land.'],
    },
    1725: {
      fr: ['Je lis beaucoup sur la psychologie et la communication.'],
      en: ['I read a lot about psychology and communication.'],
    },
  };

const VALUE_WORDS: Readonly<Record<number, { fr: string; en: string }>> = {
  1301: { fr: 'l’honnêteté', en: 'honesty' },
  1302: { fr: 'le respect', en: 'respect' },
  1303: { fr: 'la famille', en: 'family' },
  1304: { fr: 'la loyauté', en: 'loyalty' },
  1305: { fr: 'la communication', en: 'communication' },
  1306: { fr: 'la bienveillance', en: 'kindness' },
  1307: { fr: 'la liberté', en: 'freedom' },
  1308: { fr: 'l’engagement', en: 'commitment' },
  1309: { fr: 'l’authenticité', en: 'authenticity' },
  1310: { fr: 'la croissance personnelle', en: 'personal growth' },
  1311: { fr: 'la générosité', en: 'generosity' },
  1312: { fr: 'l’humour', en: 'humour' },
  1313: { fr: 'l’ouverture d’esprit', en: 'open-mindedness' },
  1314: { fr: 'la spiritualité', en: 'spirituality' },
  1315: { fr: 'l’entraide', en: 'helping each other' },
  1316: { fr: 'le respect de l’environnement', en: 'caring for the planet' },
  1317: { fr: 'la stabilité', en: 'stability' },
  1318: { fr: 'l’aventure', en: 'adventure' },
};

const interestWord = (id: number, locale: Locale): string =>
  INTEREST_WORDS[id]?.[locale] ?? label(id, locale).toLocaleLowerCase(locale);
const valueWord = (id: number, locale: Locale): string =>
  VALUE_WORDS[id]?.[locale] ?? label(id, locale).toLocaleLowerCase(locale);
const traitWord = (id: number, locale: Locale): string =>
  label(id, locale).toLocaleLowerCase(locale);

/* ---------------------------------------------------------------------------------------------- */
/* Titles                                                                                           */
/* ---------------------------------------------------------------------------------------------- */

export function profileTitle(facts: ProfileFacts, random: () => number): string {
  const pick = picker(random);
  const [first = 1701, second = 1707] = facts.interests;
  const i1 = interestWord(first, facts.locale);
  const i2 = interestWord(second, facts.locale);
  if (facts.locale === 'fr') {
    return pick<string>([
      'Sourire facile et cœur ouvert',
      'Café, plein air et longues discussions',
      'À la recherche d’une belle complicité',
      'Un pas à la fois, le cœur ouvert',
      'Les petits bonheurs avant tout',
      capitalize(`entre ${i1} et ${i2}`),
      `${facts.city}, ${i1} et beaucoup de curiosité`,
      agree(facts, {
        f: 'Prête pour une belle histoire',
        m: 'Prêt pour une belle histoire',
        n: 'Envie d’une belle histoire',
      }),
      agree(facts, {
        f: 'Authentique, drôle et un brin rêveuse',
        m: 'Authentique, drôle et un brin rêveur',
        n: 'Authentique, drôle et la tête dans les nuages',
      }),
      'Le rire comme langue maternelle',
      'Cherche partenaire de canot… et de vie',
      'Simplement moi, sans filtre',
      agree(facts, {
        f: 'Curieuse de tout, surtout des gens',
        m: 'Curieux de tout, surtout des gens',
        n: 'Une curiosité sans fin, surtout pour les gens',
      }),
      'Nouveau chapitre, même sourire',
      'On jase autour d’un café?',
      'L’aventure, mais à deux',
      'Bienveillance, humour et tarte au sucre',
      'Je crois encore aux belles rencontres',
      'Grandir, rire et partager',
      `Mon cœur bat pour ${i1}`,
      'Des racines solides et des ailes',
      'Le bonheur est dans les détails',
    ]);
  }
  return pick<string>([
    'Easy smile, open heart',
    'Coffee, trails and long conversations',
    'Looking for a real connection',
    'One step at a time, heart wide open',
    'Small joys, big heart',
    capitalize(`between ${i1} and ${i2}`),
    `${facts.city} local with a curious mind`,
    'Ready for a new chapter',
    'Kind, funny and a bit of a dreamer',
    'Laughter is my first language',
    'Seeking a canoe partner (and more)',
    'Just me, no filter',
    'Let’s grab a coffee and see',
    'Adventure is better with two',
    'Still believe in great encounters',
    'Growing, laughing, living',
    `Happiest when it involves ${i1}`,
    'Roots and wings',
    'Happiness is in the details',
    'Warm heart, cold hands, Canadian winters',
  ]);
}

/* ---------------------------------------------------------------------------------------------- */
/* About                                                                                            */
/* ---------------------------------------------------------------------------------------------- */

const FR_JOBS = [
  'en santé',
  'en éducation',
  'en informatique',
  'dans le milieu communautaire',
  'en construction',
  'en finance',
  'en communication',
  'en restauration',
  'en génie',
  'en pharmacie',
  'en design graphique',
  'en ressources humaines',
  'dans le transport',
  'en recherche',
  'en service à la clientèle',
] as const;

const EN_JOBS = [
  'in healthcare',
  'in education',
  'in tech',
  'in the community sector',
  'in construction',
  'in finance',
  'in communications',
  'in the restaurant business',
  'in engineering',
  'in a pharmacy',
  'in graphic design',
  'in human resources',
  'in logistics',
  'in research',
  'in customer service',
] as const;

function occupationPhrase(facts: ProfileFacts, pick: Chooser): string {
  const fr = facts.locale === 'fr';
  switch (facts.occupation) {
    case 801:
      return fr ? `je travaille ${pick(FR_JOBS)}` : `I work ${pick(EN_JOBS)}`;
    case 802:
      return fr
        ? agree(facts, {
            f: 'je suis travailleuse autonome',
            m: 'je suis travailleur autonome',
            n: 'je travaille à mon compte',
          })
        : 'I work for myself';
    case 803:
      return fr ? 'j’ai lancé ma propre petite entreprise' : 'I run my own small business';
    case 804:
      return fr ? 'je fais un retour aux études' : 'I went back to school';
    case 805:
      return fr
        ? 'je profite de ma retraite pour faire tout ce que je remettais à plus tard'
        : 'I’m enjoying retirement and doing everything I used to put off';
    case 806:
      return fr
        ? 'je suis en transition professionnelle'
        : 'I’m between jobs and open to what’s next';
    case 807:
      return fr ? 'je m’occupe de ma famille à temps plein' : 'I’m a full-time parent';
    default:
      return fr
        ? 'je suis en pleine réorientation de carrière'
        : 'I’m in the middle of a career change';
  }
}

function familyPhrase(facts: ProfileFacts, pick: Chooser): string {
  const fr = facts.locale === 'fr';
  const parent = agree(facts, { f: 'maman', m: 'papa', n: 'parent' });
  switch (facts.family) {
    case 501:
      if (facts.wantsChildren === 601)
        return fr
          ? 'Je n’ai pas encore d’enfant, mais fonder une famille fait partie de mes rêves.'
          : 'I don’t have children yet, but starting a family is one of my dreams.';
      return fr
        ? pick([
            'Je n’ai pas d’enfant; mes neveux et nièces me gardent jeune.',
            'Je n’ai pas d’enfant et je suis bien entouré·e de mes amis.',
          ])
        : pick([
            'No kids; my nieces and nephews keep me young.',
            'No kids, but a great circle of friends who are family to me.',
          ]);
    case 502:
      return fr
        ? `Je suis ${parent} de deux jeunes enfants qui sont ma plus grande fierté.`
        : 'I’m the parent of two little ones who are my greatest pride.';
    case 503:
      return fr
        ? `Je suis ${parent} d’ados qui trouvent que je suis « correct·e », ce qui est un grand compliment.`
        : 'I’m the parent of teenagers who say I’m “okay”, which is high praise.';
    case 504:
      return fr
        ? 'Mes enfants sont grands et volent de leurs propres ailes; c’est mon tour de penser à moi.'
        : 'My kids are grown and flying on their own; it’s my turn to think about me.';
    default:
      return fr
        ? 'Ma tribu d’enfants de tous âges rend la maison vivante et joyeuse.'
        : 'My kids of all ages keep the house lively and joyful.';
  }
}

function personalDevelopmentPhrase(facts: ProfileFacts): string {
  const found = findOption(facts.personalDevelopment);
  const sentence = found?.option.properties.sentence?.[facts.locale];
  return sentence ?? '';
}

export function aboutText(facts: ProfileFacts, random: () => number): string {
  const pick = picker(random);
  const fr = facts.locale === 'fr';
  const traits = facts.traits.slice(0, 3).map((id) => traitWord(id, facts.locale));
  const interests = facts.interests.slice(0, 3).map((id) => interestWord(id, facts.locale));
  const years = 2 + Math.floor(random() * 15);

  const opening = fr
    ? pick([
        `${pick(['Bonjour!', 'Salut!', 'Allô!'])} Moi, c’est ${facts.firstName}, j’ai ${facts.age} ans et j’habite à ${facts.city}.`,
        `${facts.city} est mon port d’attache depuis ${years} ans.`,
        `${pick(['Bonjour!', 'Salut!'])} J’ai ${facts.age} ans et je vis à ${facts.city}, où j’ai trouvé mon rythme.`,
      ])
    : pick([
        `${pick(['Hi!', 'Hello!', 'Hey there!'])} I’m ${facts.firstName}, ${facts.age}, living in ${facts.city}.`,
        `${facts.city} has been home for ${years} years now.`,
        `${pick(['Hi!', 'Hello!'])} I’m ${facts.age} and I live in ${facts.city}, where I found my rhythm.`,
      ]);

  const who = fr
    ? pick([
        `Mes proches me décrivent comme une personne ${list(traits, 'fr')}; côté travail, ${occupationPhrase(facts, pick)}.`,
        `${capitalize(occupationPhrase(facts, pick))} et on me dit ${list(traits, 'fr')}.`,
        `Je me décrirais comme une personne ${list(traits, 'fr')}. Dans la vie, ${occupationPhrase(facts, pick)}.`,
      ])
    : pick([
        `My friends would describe me as ${list(traits, 'en')}; as for work, ${occupationPhrase(facts, pick)}.`,
        `${capitalize(occupationPhrase(facts, pick))}, and people tell me I’m ${list(traits, 'en')}.`,
        `I’d describe myself as ${list(traits, 'en')}. Day to day, ${occupationPhrase(facts, pick)}.`,
      ]);

  const passions = fr
    ? pick([
        `Mes temps libres se partagent entre ${list(interests, 'fr')}.`,
        `Ce qui me fait vibrer : ${list(interests, 'fr')}.`,
        `J’ai un faible pour ${list(interests, 'fr')}.`,
      ])
    : pick([
        `My free time goes to ${list(interests, 'en')}.`,
        `What makes me light up: ${list(interests, 'en')}.`,
        `You’ll often find me enjoying ${list(interests, 'en')}.`,
      ]);

  const details = facts.interests
    .map((id) => INTEREST_DETAILS[id]?.[facts.locale])
    .filter((options): options is readonly string[] => options !== undefined)
    .map((options) => pick(options))
    .slice(0, 1 + Math.floor(random() * 2));

  const closing = fr
    ? pick([
        'Au plaisir de vous lire!',
        'Si mon profil vous a fait sourire, écrivez-moi.',
        'On se jase?',
        'Le reste, je vous le raconte autour d’un café.',
        '',
      ])
    : pick([
        'Looking forward to hearing from you!',
        'If my profile made you smile, say hi.',
        'The rest is better told over coffee.',
        'Let’s chat?',
        '',
      ]);

  const valued = facts.values.slice(0, 3).map((id) => valueWord(id, facts.locale));
  const matters = fr
    ? pick([
        `Ce qui compte pour moi : ${list(valued, 'fr')}.`,
        `Mes valeurs? ${capitalize(list(valued, 'fr'))}.`,
      ])
    : pick([
        `What matters most to me: ${list(valued, 'en')}.`,
        `My values? ${capitalize(list(valued, 'en'))}.`,
      ]);

  const sentences = [
    opening,
    who,
    passions,
    ...details,
    random() < 0.5 ? matters : '',
    random() < 0.7 ? familyPhrase(facts, pick) : '',
    random() < 0.6 ? personalDevelopmentPhrase(facts) : '',
    closing,
  ].filter((sentence) => sentence !== '');
  return finish(sentences.join(' '), facts);
}

/* ---------------------------------------------------------------------------------------------- */
/* Seeking                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

function whom(facts: ProfileFacts): string {
  const fr = facts.locale === 'fr';
  if (facts.seeking.length === 1 && facts.seeking[0] === 'man') return fr ? 'un homme' : 'a man';
  if (facts.seeking.length === 1 && facts.seeking[0] === 'woman')
    return fr ? 'une femme' : 'a woman';
  return fr ? 'une personne' : 'someone';
}

const OBJECTIVE_SENTENCES: Readonly<
  Record<number, { fr: readonly string[]; en: readonly string[] }>
> = {
  101: {
    fr: [
      'Je cherche une relation durable, bâtie sur la confiance et la complicité.',
      'J’ai envie de construire quelque chose de vrai et de durable, à deux.',
    ],
    en: [
      'I’m looking for a lasting relationship built on trust and teamwork.',
      'I want to build something real and lasting with the right person.',
    ],
  },
  102: {
    fr: [
      'Je rêve de fonder une famille avec une personne qui partage ce projet.',
      'La famille est au cœur de mes projets; j’aimerais la construire avec la bonne personne.',
    ],
    en: [
      'I’d love to start a family with someone who shares that dream.',
      'Family is at the heart of my plans and I hope to build one with the right person.',
    ],
  },
  103: {
    fr: [
      'Je souhaite une belle relation où chacun garde son chez-soi et son jardin secret.',
      'Deux maisons, un seul cœur : c’est la formule qui me ressemble.',
    ],
    en: [
      'I’d like a close relationship where we each keep our own home.',
      'Two homes, one heart: that’s the kind of relationship that suits me.',
    ],
  },
  104: {
    fr: [
      'Je ne mets pas de pression : prenons le temps de voir où ça mène.',
      'Je préfère laisser les choses évoluer naturellement, sans rien brusquer.',
    ],
    en: [
      'No pressure here: let’s take the time to see where it goes.',
      'I’d rather let things unfold naturally, one conversation at a time.',
    ],
  },
  105: {
    fr: [
      'Une belle amitié d’abord; le reste viendra s’il doit venir.',
      'Je crois aux histoires qui commencent par une vraie amitié.',
    ],
    en: [
      'Friendship first; the rest will come if it’s meant to.',
      'I believe the best stories start as a real friendship.',
    ],
  },
};

export function seekingText(facts: ProfileFacts, random: () => number): string {
  const pick = picker(random);
  const fr = facts.locale === 'fr';
  const values = facts.values.slice(0, 2).map((id) => valueWord(id, facts.locale));
  const shared = interestWord(pick(facts.interests), facts.locale);
  const objective = OBJECTIVE_SENTENCES[facts.objective]?.[facts.locale] ?? [];

  const soughtMan = facts.seeking.length === 1 && facts.seeking[0] === 'man';
  const soughtWoman = facts.seeking.length === 1 && facts.seeking[0] === 'woman';
  // "une personne" is feminine in French, whoever the person is.
  const [masculine, feminine] = pick([
    ['bienveillant', 'bienveillante'],
    ['attentionné', 'attentionnée'],
    ['authentique', 'authentique'],
    ['sincère et curieux', 'sincère et curieuse'],
    ['drôle et généreux', 'drôle et généreuse'],
  ] as const);
  const qualities = soughtMan ? masculine : feminine;
  const kindWhom = soughtMan
    ? 'a kind, curious man'
    : soughtWoman
      ? 'a kind, curious woman'
      : 'someone kind and curious';
  const person = fr
    ? pick([
        `J’aimerais rencontrer ${whom(facts)} pour qui ${list(values, 'fr')} ne sont pas que des mots.`,
        `Je cherche ${whom(facts)} ${qualities}, capable de rire de soi et qui accorde de l’importance à ${list(values, 'fr')}.`,
        `${capitalize(whom(facts))} qui valorise ${list(values, 'fr')} retiendra sûrement mon attention.`,
      ])
    : pick([
        `I’d love to meet ${whom(facts)} for whom ${list(values, 'en')} are more than words.`,
        `I’m looking for ${kindWhom} who can laugh at themselves and cares about ${list(values, 'en')}.`,
        `${capitalize(whom(facts))} who values ${list(values, 'en')} will definitely catch my eye.`,
      ]);

  const together = fr
    ? pick([
        `Bonus si vous aimez ${shared} autant que moi!`,
        `J’ai hâte de partager ${shared}, des soupers qui s’étirent et de longues conversations.`,
        `Idéalement, on partagerait ${shared}, mais surtout des fous rires.`,
      ])
    : pick([
        `Bonus points if you love ${shared} as much as I do!`,
        `I can’t wait to share ${shared}, long dinners and longer conversations.`,
        `Ideally we’d share ${shared}, but mostly a lot of laughter.`,
      ]);

  const closing = fr
    ? pick([
        'La communication et le respect sont, pour moi, non négociables.',
        'Je crois qu’une relation saine se construit à deux, un jour à la fois.',
        'Pas besoin de perfection : l’authenticité, c’est bien mieux.',
        '',
      ])
    : pick([
        'Communication and respect are non-negotiable for me.',
        'I believe a healthy relationship is built together, one day at a time.',
        'No need to be perfect; being real is so much better.',
        '',
      ]);

  const sentences = [objective.length > 0 ? pick(objective) : '', person, together, closing].filter(
    (sentence) => sentence !== '',
  );
  return finish(sentences.join(' '), facts);
}

/* ---------------------------------------------------------------------------------------------- */
/* Long answers (20 to 500 characters)                                                              */
/* ---------------------------------------------------------------------------------------------- */

const LONG_ANSWERS: Readonly<
  Record<LongQuestionName, { fr: readonly string[]; en: readonly string[] }>
> = {
  healthy_relationship: {
    fr: [
      'Une relation où on peut tout se dire sans avoir peur d’être jugé. Où chacun garde sa liberté, mais choisit l’autre chaque jour.',
      'Du respect, de l’écoute et beaucoup d’humour. Savoir se soutenir dans les tempêtes et célébrer les petites victoires ensemble.',
      'Deux personnes complètes qui décident d’avancer ensemble, pas deux moitiés qui se cherchent.',
      'Pour moi, c’est quand on se sent en sécurité d’être soi-même, avec ses forces et ses fragilités.',
    ],
    en: [
      'One where we can say anything without fear of being judged, where each of us stays free but chooses the other every day.',
      'Respect, listening and lots of humour. Supporting each other through storms and celebrating the small wins together.',
      'Two whole people who decide to walk together, not two halves looking to be completed.',
      'Feeling safe to be yourself, strengths and vulnerabilities included.',
    ],
  },
  lessons_learned: {
    fr: [
      'J’ai appris à mettre mes limites avec douceur, et que dire non à quelque chose, c’est dire oui à autre chose.',
      'Que je n’ai pas besoin de tout contrôler pour être heureux·se. Lâcher prise m’a rendu plus léger·ère.',
      'Qu’il faut prendre soin de soi pour bien prendre soin des autres. La thérapie a été un beau cadeau que je me suis fait.',
      'J’ai appris que la vulnérabilité est une force, pas une faiblesse.',
    ],
    en: [
      'I learned to set boundaries kindly, and that saying no to something means saying yes to something else.',
      'That I don’t need to control everything to be happy. Letting go made me lighter.',
      'That taking care of myself is how I can truly care for others. Therapy was a great gift I gave myself.',
      'That vulnerability is a strength, not a weakness.',
    ],
  },
  meaningful_accomplishment: {
    fr: [
      'Avoir couru mon premier demi-marathon à 45 ans, après des années à me dire que ce n’était pas pour moi.',
      'Avoir élevé mes enfants pour qu’ils deviennent des adultes bons et curieux. Rien ne me rend plus fier·ère.',
      'Avoir quitté un emploi stable pour lancer mon entreprise. J’ai eu peur, et je l’ai fait quand même.',
      'Être retourné·e aux études à 38 ans et avoir obtenu mon diplôme avec mention.',
    ],
    en: [
      'Running my first half-marathon at 45, after years of telling myself it wasn’t for me.',
      'Raising my kids to become kind, curious adults. Nothing makes me prouder.',
      'Leaving a stable job to start my own business. I was scared, and I did it anyway.',
      'Going back to school at 38 and graduating with honours.',
    ],
  },
  what_makes_me_unique: {
    fr: [
      'Mes amis disent que je me souviens de tout : les anniversaires, les noms des chats, les petites confidences.',
      'Je transforme n’importe quel souper ordinaire en fête. Et je chante faux avec conviction.',
      'Ma capacité à écouter vraiment. On me confie souvent des choses qu’on n’a dites à personne.',
      'Mon optimisme à toute épreuve, même en février à -30.',
    ],
    en: [
      'My friends say I remember everything: birthdays, cats’ names, the little things people share.',
      'I turn any ordinary dinner into a party. And I sing off-key with great conviction.',
      'The way I really listen. People often tell me things they’ve never told anyone.',
      'My unshakeable optimism, even in February at minus thirty.',
    ],
  },
  handling_disagreements: {
    fr: [
      'Je prends le temps de respirer, puis j’essaie de comprendre avant de vouloir être compris·e.',
      'Avec franchise et douceur. Je préfère une conversation un peu inconfortable à un malaise qui dure.',
      'On en parle le jour même, sans hausser le ton. Et on finit souvent par en rire.',
      'Je crois qu’un désaccord bien vécu rapproche. L’important, c’est de rester dans la même équipe.',
    ],
    en: [
      'I take a breath, then try to understand before trying to be understood.',
      'Honestly and gently. I’d rather have a slightly awkward talk than a silence that lasts.',
      'We talk about it the same day, without raising our voices. Often we end up laughing.',
      'A disagreement handled well brings people closer. What matters is staying on the same team.',
    ],
  },
  perfect_day: {
    fr: [
      'Un café sur la galerie, une randonnée le matin, un dîner improvisé avec des amis et un coucher de soleil au bord de l’eau.',
      'Un dimanche de tempête, une soupe qui mijote, un bon livre et quelqu’un avec qui jouer aux cartes.',
      'Un marché public, une balade à vélo, un souper sur une terrasse et une soirée à refaire le monde.',
      'Une journée sans horaire, où on suit nos envies du moment.',
    ],
    en: [
      'Coffee on the porch, a morning hike, a last-minute lunch with friends and a sunset by the water.',
      'A stormy Sunday, soup simmering, a good book and someone to play cards with.',
      'A farmers’ market, a bike ride, dinner on a patio and an evening putting the world to rights.',
      'A day with no schedule, just following whatever we feel like doing.',
    ],
  },
  five_year_dream: {
    fr: [
      'Faire le tour de la Gaspésie en van, puis, un jour, traverser l’Europe en train.',
      'Avoir une petite maison avec un grand jardin et une table toujours prête pour les amis.',
      'Écrire le livre que j’ai en tête depuis dix ans. Et le faire lire à quelqu’un que j’aime.',
      'Apprendre l’espagnol et partir quelques mois faire du bénévolat en Amérique latine.',
    ],
    en: [
      'Driving around Gaspésie in a van, then one day crossing Europe by train.',
      'A little house with a big garden and a table always ready for friends.',
      'Writing the book I’ve had in my head for ten years, and having someone I love read it.',
      'Learning Spanish and spending a few months volunteering in Latin America.',
    ],
  },
  authenticity: {
    fr: [
      'Être la même personne au premier rendez-vous qu’au centième. Pas de masque, pas de rôle.',
      'Dire ce que je pense avec respect, et accepter de ne pas plaire à tout le monde.',
      'Oser montrer ses passions, même les plus quétaines. Moi, c’est le karaoké!',
      'Vivre en accord avec mes valeurs, même quand c’est moins facile.',
    ],
    en: [
      'Being the same person on the first date as on the hundredth. No mask, no role.',
      'Saying what I think, respectfully, and accepting that I won’t please everyone.',
      'Daring to show your passions, even the cheesy ones. Mine is karaoke!',
      'Living in line with my values, even when it’s harder.',
    ],
  },
};

/** A long answer in the member's language; French agrees with the gender. */
export function longAnswer(
  name: LongQuestionName,
  facts: Pick<ProfileFacts, 'locale' | 'gender'>,
  random: () => number,
): string {
  const text = picker(random)(LONG_ANSWERS[name][facts.locale]);
  return facts.locale === 'fr' ? agreeInclusive(text, facts.gender) : text;
}

/**
 * Resolves the inclusive French endings written in the fragments (`heureux·se`, `fier·ère`, `compris·e`,
 * `léger·ère`, `entouré·e`, `intéressé·e·s`, `vrai·e`, `parfait·e`) for the member's gender; a non-binary
 * member keeps the inclusive form.
 */
export function agreeInclusive(text: string, gender: TextGender): string {
  if (gender === 'non_binary') return text;
  const feminine = gender === 'female';
  return text
    .replace(/(\p{L}+)·e·s/gu, (_, stem: string) => (feminine ? `${stem}es` : `${stem}s`))
    .replace(/heureux·se/g, feminine ? 'heureuse' : 'heureux')
    .replace(/(\p{L}+)er·ère/gu, (_, stem: string) => (feminine ? `${stem}ère` : `${stem}er`))
    .replace(/(\p{L}+)·e/gu, (_, stem: string) => (feminine ? `${stem}e` : stem));
}

/* ---------------------------------------------------------------------------------------------- */
/* Short answers typed by the member (2 to 100 characters)                                          */
/* ---------------------------------------------------------------------------------------------- */

export type TypedShortQuestion = 'comfort_food' | 'favourite_book' | 'hidden_talent';

const SHORT_ANSWERS: Readonly<
  Record<TypedShortQuestion, { fr: readonly string[]; en: readonly string[] }>
> = {
  comfort_food: {
    fr: [
      'Le pâté chinois de ma mère',
      'Une poutine après une journée de ski',
      'Une soupe pho bien chaude',
      'Le pouding chômeur',
      'Des pâtes carbonara maison',
      'Une tourtière du Lac',
      'Le couscous du dimanche',
      'Du riz djon djon',
      'Un grilled cheese avec une soupe aux tomates',
      'La tarte au sucre de ma grand-mère',
      'Un bol de ramen',
      'Des crêpes au sirop d’érable',
    ],
    en: [
      'Mac and cheese, the baked kind',
      'A bowl of pho on a cold day',
      'My grandmother’s butter tarts',
      'Poutine after a hockey game',
      'Homemade lasagna',
      'Butter chicken with naan',
      'Chicken noodle soup',
      'Fish and chips by the ocean',
      'Pancakes with real maple syrup',
      'Nanaimo bars, no shame',
      'A good bowl of chili',
      'Dumplings, any kind',
    ],
  },
  favourite_book: {
    fr: [
      'Le Petit Prince, relu à chaque décennie',
      'Kukum, de Michel Jean',
      'Les Filles de Caleb',
      'L’Alchimiste, de Paulo Coelho',
      'Le pouvoir du moment présent',
      'La Femme qui fuit',
      'Maria Chapdelaine',
      'Les quatre accords toltèques',
      'L’Écume des jours',
      'Du bon usage des étoiles',
      'Ru, de Kim Thúy',
    ],
    en: [
      'Anne of Green Gables',
      'Life of Pi',
      'The Handmaid’s Tale',
      'Indian Horse, by Richard Wagamese',
      'Man’s Search for Meaning',
      'The Power of Now',
      'Atomic Habits',
      'Educated, by Tara Westover',
      'Fifth Business',
      'The Alchemist',
      'Station Eleven',
    ],
  },
  hidden_talent: {
    fr: [
      'Je jongle avec trois oranges',
      'Je reconnais un oiseau à son chant',
      'Je fais des nœuds marins les yeux fermés',
      'Je cuisine un repas complet avec ce qui reste dans le frigo',
      'Je siffle très fort avec deux doigts',
      'Je tricote des tuques pour tout mon entourage',
      'Je fais des imitations (pas toujours réussies)',
      'Je répare à peu près n’importe quel vélo',
      'Je connais les paroles de toutes les chansons de Céline',
      'Je fais du pain au levain',
    ],
    en: [
      'I can juggle three oranges',
      'I can name a bird by its song',
      'I tie sailing knots with my eyes closed',
      'I make a full meal out of whatever is left in the fridge',
      'Loud two-finger whistle',
      'I knit toques for everyone I love',
      'Impressions (not always good ones)',
      'I can fix almost any bike',
      'I know every word of every Shania Twain song',
      'Sourdough bread, from scratch',
    ],
  },
};

export function shortAnswer(
  name: TypedShortQuestion,
  locale: Locale,
  random: () => number,
): string {
  return picker(random)(SHORT_ANSWERS[name][locale]);
}

/* ---------------------------------------------------------------------------------------------- */
/* "What helps you grow?" (20 to 500 characters)                                                    */
/* ---------------------------------------------------------------------------------------------- */

const GROWTH: Readonly<Record<Locale, readonly string[]>> = {
  fr: [
    'La méditation le matin, même dix minutes, et un journal où j’écris trois gratitudes par jour.',
    'Mes séances de thérapie, la lecture et les longues marches en forêt.',
    'Les formations en communication bienveillante m’ont beaucoup appris sur moi.',
    'Le yoga, les balados sur la psychologie et les discussions profondes avec mes amis.',
    'Le sport : chaque défi physique m’apprend quelque chose sur ma persévérance.',
    'Les voyages en solo. Rien de tel pour sortir de sa zone de confort.',
    'Un groupe de codéveloppement qui se réunit une fois par mois.',
  ],
  en: [
    'Morning meditation, even ten minutes, and a journal where I write three gratitudes a day.',
    'Therapy, reading and long walks in the woods.',
    'Nonviolent communication workshops taught me a lot about myself.',
    'Yoga, psychology podcasts and deep conversations with friends.',
    'Sport: every physical challenge teaches me something about perseverance.',
    'Solo travel. Nothing gets you out of your comfort zone faster.',
    'A peer coaching circle that meets once a month.',
  ],
};

export function growthAnswer(locale: Locale, random: () => number): string {
  return picker(random)(GROWTH[locale]);
}

/** The French agreement resolved, within the 3000 characters of a profile text. */
function finish(text: string, facts: Pick<ProfileFacts, 'locale' | 'gender'>): string {
  return clamp(facts.locale === 'fr' ? agreeInclusive(text, facts.gender) : text, 3000);
}

function clamp(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf('. ');
  return end > 0 ? cut.slice(0, end + 1) : cut;
}
