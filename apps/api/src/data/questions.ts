/**
 * The profile questionnaire: the single questions behind the wizard's question steps (and the profile
 * settings), their dependent questions, the short questions and the long questions.
 *
 * Ids are stable and never reused: question ids run 1..n; an option id is its question id times 100
 * plus its rank (`smoking` is question 10, its options are 1001, 1002...), so option ids are unique
 * across the whole questionnaire. Retire a question or an option by removing it, never by renumbering.
 */

import { flattenQuestions, questionStepOf, type QuestionStep } from '@app/openapi/onboarding';

export type Locale = 'fr' | 'en';

export interface LocalizedText {
  fr: string;
  en: string;
}

export type QuestionInputType = 'input' | 'textarea' | 'select' | 'multi_select' | 'size';

/** `single`: the question of its own wizard step (or shown inside another step); the others are groups. */
export type QuestionType = 'single' | 'ShortQuestionType' | 'LongQuestionType';

/* The wizard steps and the questionnaire walk are shared with the web app (openapi/lib/onboarding.ts). */
export {
  flattenQuestions,
  isQuestionStep,
  NON_QUESTION_STEPS,
  ONBOARDING_STEPS,
  stepsFor,
  type OnboardingStep,
  type QuestionStep,
} from '@app/openapi/onboarding';

/** The answer names of the member document (also the `question__<name>` search filters). */
export const ANSWER_NAMES = [
  'objective',
  'height',
  'silhouette',
  'languages',
  'areas_of_interest',
  'personality_traits',
  'values',
  'current_occupation',
  'education_level',
  'religious_beliefs',
  'religion',
  'smoking',
  'smoking_frequency',
  'smoking_tolerance_level',
  'alcohol_consumption_frequency',
  'family_situation',
  'kids_living_with',
  'want_to_have_children',
  'food_preferences',
  'accepts_persons_with_limitations',
  'personal_development_importance',
  'personal_development_importance_description',
] as const;

export type AnswerName = (typeof ANSWER_NAMES)[number];

export const SHORT_QUESTION_NAMES = [
  'zodiac',
  'favourite_season',
  'morning_or_night',
  'ideal_weekend',
  'comfort_food',
  'love_language',
  'hot_drink',
  'pets',
  'travel_style',
  'ideal_first_date',
  'favourite_book',
  'hidden_talent',
] as const;

export type ShortQuestionName = (typeof SHORT_QUESTION_NAMES)[number];

export const LONG_QUESTION_NAMES = [
  'healthy_relationship',
  'lessons_learned',
  'meaningful_accomplishment',
  'what_makes_me_unique',
  'handling_disagreements',
  'perfect_day',
  'five_year_dream',
  'authenticity',
] as const;

export type LongQuestionName = (typeof LONG_QUESTION_NAMES)[number];

export type QuestionName = AnswerName | ShortQuestionName | LongQuestionName;

export interface QuestionOptionProperties {
  /** Choosing this option clears the other chosen options. */
  cancel_others?: boolean;
  /** An Iconify icon name (`lucide:` or `mdi:` set). */
  iconify?: string;
  /** A first-person sentence phrasing the choice on a profile. */
  sentence?: LocalizedText;
}

export interface QuestionOption {
  id: number;
  label: LocalizedText;
  properties: QuestionOptionProperties;
}

export interface AltQuestionText {
  /** Options (of any question) which, once chosen by the member, switch to this text. */
  option_ids: number[];
  text: LocalizedText;
}

export interface QuestionProperties {
  alt_question_texts?: AltQuestionText[];
}

export interface Question {
  id: number;
  name: QuestionName;
  /** The wizard step the question backs (the step of its name), or null when it shows inside another step. */
  step: QuestionStep | null;
  type: QuestionType;
  input_type: QuestionInputType;
  required: boolean;
  /** Characters (text), selections (multi_select) or centimetres (size). */
  min: number | null;
  max: number | null;
  rows: number | null;
  text: LocalizedText;
  description: LocalizedText | null;
  notice: LocalizedText | null;
  options: QuestionOption[];
  dependent_questions: Question[];
  /** On a dependent question: the parent's options that open it (empty on a root question). */
  parent_option_ids: number[];
  properties: QuestionProperties;
}

/** A question with more than this many options counts as having many options (another layout). */
export const MANY_OPTIONS_THRESHOLD = 11;
/** Long questions: members answer at most 2. Short questions have no maximum (spec 01 §5). */
export const MAX_LONG_ANSWERS = 2;

/** Text limits of the long questions. */
export const LONG_ANSWER_MIN = 20;
export const LONG_ANSWER_MAX = 500;

/** Height limits, in centimetres. */
export const HEIGHT_MIN_CM = 122;
export const HEIGHT_MAX_CM = 213;

/** Questions allowed in the secondary conversation rules (member spec, section 5). */
export const SECONDARY_RULE_QUESTIONS = [
  'objective',
  'silhouette',
  'height',
  'languages',
  'family_situation',
  'want_to_have_children',
  'education_level',
  'current_occupation',
  'alcohol_consumption_frequency',
  'smoking',
  'smoking_frequency',
  'smoking_tolerance_level',
  'food_preferences',
  'personality_traits',
  'religious_beliefs',
  'religion',
  'personal_development_importance',
  'accepts_persons_with_limitations',
  'areas_of_interest',
] as const satisfies readonly AnswerName[];

const t = (fr: string, en: string): LocalizedText => ({ fr, en });

function option(
  id: number,
  fr: string,
  en: string,
  properties: QuestionOptionProperties = {},
): QuestionOption {
  return { id, label: { fr, en }, properties };
}

type QuestionInit = Pick<Question, 'id' | 'name' | 'type' | 'input_type' | 'text'> &
  Partial<Omit<Question, 'id' | 'name' | 'type' | 'input_type' | 'text'>>;

function question(init: QuestionInit): Question {
  return {
    step: questionStepOf(init.name),
    required: false,
    min: null,
    max: null,
    rows: null,
    description: null,
    notice: null,
    options: [],
    dependent_questions: [],
    parent_option_ids: [],
    properties: {},
    ...init,
  };
}

/* ---------------------------------------------------------------------------------------------- */
/* Dependent questions                                                                              */
/* ---------------------------------------------------------------------------------------------- */

const FAMILY_WITH_CHILDREN = [502, 503, 504, 505];
const SMOKER_OPTIONS = [1003, 1004, 1005];
const ALL_SMOKING_OPTIONS = [1001, 1002, ...SMOKER_OPTIONS];

const kidsLivingWith = question({
  id: 18,
  name: 'kids_living_with',
  type: 'single',
  input_type: 'select',
  required: true,
  parent_option_ids: FAMILY_WITH_CHILDREN,
  text: t('Vos enfants habitent-ils avec vous?', 'Do your children live with you?'),
  options: [
    option(1801, 'Oui, à temps plein', 'Yes, full-time'),
    option(1802, 'En garde partagée', 'Shared custody'),
    option(1803, 'À temps partiel (certaines fins de semaine)', 'Part-time (some weekends)'),
    option(1804, 'Non, ils habitent ailleurs', 'No, they live elsewhere'),
  ],
});

const smokingFrequency = question({
  id: 19,
  name: 'smoking_frequency',
  type: 'single',
  input_type: 'select',
  required: true,
  parent_option_ids: SMOKER_OPTIONS,
  text: t('À quelle fréquence?', 'How often?'),
  options: [
    option(1901, 'À l’occasion', 'Occasionally'),
    option(1902, 'Seulement en soirée ou en vacances', 'Only at parties or on vacation'),
    option(1903, 'Quelques fois par semaine', 'A few times a week'),
    option(1904, 'Tous les jours', 'Every day'),
  ],
});

const smokingToleranceLevel = question({
  id: 20,
  name: 'smoking_tolerance_level',
  type: 'single',
  input_type: 'select',
  required: true,
  parent_option_ids: ALL_SMOKING_OPTIONS,
  text: t(
    'Seriez-vous à l’aise de fréquenter quelqu’un qui fume ou vapote?',
    'Would you be comfortable dating someone who smokes or vapes?',
  ),
  options: [
    option(2001, 'Oui', 'Yes', { iconify: 'lucide:check' }),
    option(2002, 'Non', 'No', { iconify: 'lucide:x' }),
    option(
      2003,
      'Ça dépend (à l’extérieur seulement, par exemple)',
      'It depends (only outdoors, for example)',
    ),
  ],
  properties: {
    alt_question_texts: [
      {
        option_ids: SMOKER_OPTIONS,
        text: t(
          'Seriez-vous à l’aise de fréquenter quelqu’un qui fume ou vapote aussi?',
          'Would you be comfortable dating someone who also smokes or vapes?',
        ),
      },
    ],
  },
});

const religion = question({
  id: 21,
  name: 'religion',
  type: 'single',
  input_type: 'select',
  required: false,
  parent_option_ids: [1401, 1402],
  text: t(
    'De quelle religion ou tradition vous sentez-vous le plus proche?',
    'Which religion or tradition do you feel closest to?',
  ),
  notice: t(
    'Facultatif : vous pouvez passer cette question.',
    'Optional: you may skip this question.',
  ),
  options: [
    option(2101, 'Catholicisme', 'Catholicism'),
    option(2102, 'Protestantisme', 'Protestantism'),
    option(2103, 'Christianisme orthodoxe', 'Orthodox Christianity'),
    option(2104, 'Christianisme évangélique', 'Evangelical Christianity'),
    option(2105, 'Islam', 'Islam'),
    option(2106, 'Judaïsme', 'Judaism'),
    option(2107, 'Hindouisme', 'Hinduism'),
    option(2108, 'Bouddhisme', 'Buddhism'),
    option(2109, 'Sikhisme', 'Sikhism'),
    option(2110, 'Spiritualité autochtone', 'Indigenous spirituality'),
    option(2111, 'Autre', 'Other'),
  ],
});

const personalDevelopmentImportanceDescription = question({
  id: 22,
  name: 'personal_development_importance_description',
  type: 'single',
  input_type: 'textarea',
  required: false,
  min: 20,
  max: 500,
  rows: 4,
  parent_option_ids: [1501, 1502, 1503, 1504],
  text: t('Qu’est-ce qui vous aide à grandir?', 'What helps you grow?'),
  description: t(
    'Un livre, une pratique, une formation, une rencontre… Quelques mots suffisent.',
    'A book, a practice, a course, a meaningful encounter… A few words are enough.',
  ),
});

/* ---------------------------------------------------------------------------------------------- */
/* Wizard questions, in step order                                                                  */
/* ---------------------------------------------------------------------------------------------- */

const WIZARD_QUESTIONS: Question[] = [
  question({
    id: 1,
    name: 'objective',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t('Que recherchez-vous ici?', 'What are you looking for here?'),
    description: t(
      'Soyez honnête : c’est la meilleure façon de rencontrer quelqu’un qui souhaite la même chose que vous.',
      'Be honest: it’s the best way to meet someone who wants the same thing you do.',
    ),
    options: [
      option(101, 'Une relation à long terme', 'A long-term relationship', {
        iconify: 'lucide:heart',
      }),
      option(102, 'Fonder une famille', 'Starting a family', { iconify: 'lucide:baby' }),
      option(
        103,
        'Une relation où chaque personne garde son chez-soi',
        'A relationship where we each keep our own home',
        { iconify: 'lucide:house-heart' },
      ),
      option(104, 'Prendre le temps de voir où ça mène', 'Taking the time to see where it goes', {
        iconify: 'lucide:compass',
      }),
      option(105, 'D’abord une belle amitié', 'Friendship first', {
        iconify: 'lucide:handshake',
      }),
    ],
  }),
  question({
    id: 2,
    name: 'silhouette',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t('Comment décririez-vous votre silhouette?', 'How would you describe your body type?'),
    options: [
      option(201, 'Mince', 'Slim'),
      option(202, 'Athlétique', 'Athletic'),
      option(203, 'Musclée', 'Muscular'),
      option(204, 'Moyenne', 'Average'),
      option(205, 'Quelques rondeurs', 'A few extra pounds'),
      option(206, 'Ronde', 'Curvy'),
    ],
  }),
  question({
    id: 3,
    name: 'height',
    type: 'single',
    input_type: 'size',
    required: true,
    min: HEIGHT_MIN_CM,
    max: HEIGHT_MAX_CM,
    text: t('Quelle est votre taille?', 'How tall are you?'),
    notice: t(
      'Indiquez-la en centimètres ou en pieds et pouces, comme vous préférez.',
      'Enter it in centimetres or in feet and inches, whichever you prefer.',
    ),
  }),
  question({
    id: 4,
    name: 'languages',
    type: 'single',
    input_type: 'multi_select',
    required: true,
    min: 1,
    max: 5,
    text: t('Quelles langues parlez-vous?', 'Which languages do you speak?'),
    description: t(
      'Choisissez celles dans lesquelles vous êtes à l’aise pour jaser.',
      'Choose the ones you’re comfortable chatting in.',
    ),
    options: [
      option(401, 'Français', 'French'),
      option(402, 'Anglais', 'English'),
      option(403, 'Espagnol', 'Spanish'),
      option(404, 'Portugais', 'Portuguese'),
      option(405, 'Italien', 'Italian'),
      option(406, 'Allemand', 'German'),
      option(407, 'Arabe', 'Arabic'),
      option(408, 'Mandarin', 'Mandarin'),
      option(409, 'Cantonais', 'Cantonese'),
      option(410, 'Vietnamien', 'Vietnamese'),
      option(411, 'Tagalog', 'Tagalog'),
      option(412, 'Pendjabi', 'Punjabi'),
      option(413, 'Hindi', 'Hindi'),
      option(414, 'Ourdou', 'Urdu'),
      option(415, 'Persan (farsi)', 'Persian (Farsi)'),
      option(416, 'Russe', 'Russian'),
      option(417, 'Ukrainien', 'Ukrainian'),
      option(418, 'Polonais', 'Polish'),
      option(419, 'Grec', 'Greek'),
      option(420, 'Roumain', 'Romanian'),
      option(421, 'Créole haïtien', 'Haitian Creole'),
      option(422, 'Une langue autochtone', 'An Indigenous language'),
      option(423, 'Langue des signes (LSQ ou ASL)', 'Sign language (LSQ or ASL)'),
    ],
  }),
  question({
    id: 5,
    name: 'family_situation',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t('Quelle est votre situation familiale?', 'What is your family situation?'),
    options: [
      option(501, 'Sans enfant', 'No children'),
      option(502, 'Parent de jeunes enfants', 'Parent of young children', {
        iconify: 'lucide:baby',
      }),
      option(503, 'Parent d’ados', 'Parent of teenagers'),
      option(504, 'Parent d’enfants adultes', 'Parent of adult children'),
      option(505, 'Parent d’enfants de plusieurs âges', 'Parent of children of various ages'),
    ],
    dependent_questions: [kidsLivingWith],
  }),
  question({
    id: 6,
    name: 'want_to_have_children',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t('Souhaitez-vous avoir des enfants?', 'Would you like to have children?'),
    options: [
      option(601, 'Oui', 'Yes'),
      option(602, 'Peut-être, selon la personne', 'Maybe, depending on the person'),
      option(603, 'Non', 'No'),
      option(604, 'Je ne sais pas encore', 'I’m not sure yet'),
    ],
    properties: {
      alt_question_texts: [
        {
          option_ids: FAMILY_WITH_CHILDREN,
          text: t(
            'Souhaitez-vous avoir d’autres enfants?',
            'Would you like to have more children?',
          ),
        },
      ],
    },
  }),
  question({
    id: 7,
    name: 'education_level',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t(
      'Quel est votre plus haut niveau de scolarité?',
      'What is your highest level of education?',
    ),
    options: [
      option(701, 'Études secondaires', 'High school'),
      option(702, 'Diplôme d’études professionnelles (DEP)', 'Vocational diploma (DEP)'),
      option(703, 'Diplôme d’études collégiales (DEC)', 'College diploma (CEGEP)'),
      option(704, 'Certificat universitaire', 'University certificate'),
      option(705, 'Baccalauréat', 'Bachelor’s degree'),
      option(706, 'Maîtrise', 'Master’s degree'),
      option(707, 'Doctorat', 'Doctorate'),
      option(708, 'Autodidacte', 'Self-taught'),
    ],
  }),
  question({
    id: 8,
    name: 'current_occupation',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t('Quelle est votre occupation actuelle?', 'What is your current occupation?'),
    options: [
      option(801, 'En emploi', 'Employed', { iconify: 'lucide:briefcase' }),
      option(802, 'À mon compte', 'Self-employed'),
      option(803, 'Propriétaire d’entreprise', 'Business owner', { iconify: 'lucide:store' }),
      option(804, 'Aux études', 'Student', { iconify: 'lucide:graduation-cap' }),
      option(805, 'À la retraite', 'Retired'),
      option(806, 'En recherche d’emploi', 'Looking for work'),
      option(807, 'Parent à la maison', 'Stay-at-home parent'),
      option(808, 'En réorientation de carrière', 'Changing careers'),
    ],
  }),
  question({
    id: 9,
    name: 'alcohol_consumption_frequency',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t('Consommez-vous de l’alcool?', 'Do you drink alcohol?'),
    options: [
      option(901, 'Jamais', 'Never', { iconify: 'lucide:wine-off' }),
      option(902, 'Plus maintenant', 'Not anymore', { iconify: 'lucide:wine-off' }),
      option(903, 'Rarement', 'Rarely'),
      option(904, 'Socialement', 'Socially', { iconify: 'lucide:wine' }),
      option(905, 'Régulièrement', 'Regularly', { iconify: 'lucide:beer' }),
    ],
  }),
  question({
    id: 10,
    name: 'smoking',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t('Fumez-vous ou vapotez-vous?', 'Do you smoke or vape?'),
    options: [
      option(1001, 'Non', 'No', { iconify: 'lucide:cigarette-off' }),
      option(1002, 'Non, j’ai arrêté', 'No, I quit', { iconify: 'lucide:cigarette-off' }),
      option(1003, 'Oui, la cigarette', 'Yes, cigarettes', { iconify: 'lucide:cigarette' }),
      option(1004, 'Oui, la vapoteuse', 'Yes, I vape', { iconify: 'lucide:cloud' }),
      option(1005, 'Oui, le cannabis', 'Yes, cannabis', { iconify: 'lucide:leaf' }),
    ],
    dependent_questions: [smokingFrequency, smokingToleranceLevel],
  }),
  question({
    id: 11,
    name: 'food_preferences',
    type: 'single',
    input_type: 'multi_select',
    required: true,
    min: 1,
    max: 4,
    text: t('Avez-vous des préférences alimentaires?', 'Do you have any dietary preferences?'),
    description: t(
      'Pratique pour planifier un premier souper!',
      'Handy for planning a first dinner!',
    ),
    options: [
      option(1101, 'Aucune préférence', 'No preference', {
        cancel_others: true,
        iconify: 'lucide:utensils',
      }),
      option(1102, 'Alimentation végétarienne', 'Vegetarian', { iconify: 'lucide:salad' }),
      option(1103, 'Alimentation végétalienne (végane)', 'Vegan', { iconify: 'lucide:vegan' }),
      option(1104, 'Du poisson, mais pas de viande', 'Pescatarian', { iconify: 'lucide:fish' }),
      option(1105, 'Peu de viande (flexitarisme)', 'Flexitarian', { iconify: 'lucide:carrot' }),
      option(1106, 'Sans gluten', 'Gluten-free', { iconify: 'lucide:wheat-off' }),
      option(1107, 'Sans lactose', 'Lactose-free', { iconify: 'lucide:milk-off' }),
      option(1108, 'Halal', 'Halal'),
      option(1109, 'Casher', 'Kosher'),
      option(1110, 'Cétogène ou faible en glucides', 'Keto or low-carb'),
      option(1111, 'Locale et biologique', 'Local and organic', { iconify: 'lucide:sprout' }),
    ],
  }),
  question({
    id: 12,
    name: 'personality_traits',
    type: 'single',
    input_type: 'multi_select',
    required: true,
    min: 3,
    max: 3,
    text: t(
      'Quels sont les trois traits qui vous décrivent le mieux?',
      'Which three traits describe you best?',
    ),
    options: [
      option(1201, 'Authentique', 'Authentic'),
      option(1202, 'Calme', 'Calm'),
      option(1203, 'Drôle', 'Funny'),
      option(1204, 'Dynamique', 'Energetic'),
      option(1205, 'Empathique', 'Empathetic'),
      option(1206, 'Enthousiaste', 'Enthusiastic'),
      option(1207, 'Fiable', 'Dependable'),
      option(1208, 'Honnête', 'Honest'),
      option(1209, 'Humble', 'Humble'),
      option(1210, 'Optimiste', 'Optimistic'),
      option(1211, 'Romantique', 'Romantic'),
      option(1212, 'Sensible', 'Sensitive'),
      option(1213, 'Sincère', 'Sincere'),
      option(1214, 'Sociable', 'Outgoing'),
      option(1215, 'Autonome', 'Independent'),
      option(1216, 'Pragmatique', 'Practical'),
      option(1217, 'Tenace', 'Determined'),
      option(1218, 'Timide', 'Shy'),
      option(1219, 'Philosophe', 'Easygoing'),
      option(1220, 'Tendre', 'Affectionate'),
      option(1221, 'Méthodique', 'Organized'),
      option(1222, 'Terre à terre', 'Down-to-earth'),
      option(1223, 'Artiste dans l’âme', 'Artistic'),
    ],
  }),
  question({
    id: 13,
    name: 'values',
    type: 'single',
    input_type: 'multi_select',
    required: true,
    min: 3,
    max: 5,
    text: t(
      'Quelles valeurs sont les plus importantes pour vous?',
      'Which values matter most to you?',
    ),
    description: t(
      'Les valeurs que vous partagez avec d’autres membres servent à trier vos résultats de recherche.',
      'The values you share with other members are used to sort your search results.',
    ),
    options: [
      option(1301, 'Honnêteté', 'Honesty'),
      option(1302, 'Respect', 'Respect'),
      option(1303, 'Famille', 'Family'),
      option(1304, 'Loyauté', 'Loyalty'),
      option(1305, 'Communication', 'Communication'),
      option(1306, 'Bienveillance', 'Kindness'),
      option(1307, 'Liberté', 'Freedom'),
      option(1308, 'Engagement', 'Commitment'),
      option(1309, 'Authenticité', 'Authenticity'),
      option(1310, 'Croissance personnelle', 'Personal growth'),
      option(1311, 'Générosité', 'Generosity'),
      option(1312, 'Humour', 'Humour'),
      option(1313, 'Ouverture d’esprit', 'Open-mindedness'),
      option(1314, 'Spiritualité', 'Spirituality'),
      option(1315, 'Entraide', 'Mutual support'),
      option(1316, 'Respect de l’environnement', 'Care for the environment'),
      option(1317, 'Stabilité', 'Stability'),
      option(1318, 'Aventure', 'Adventure'),
    ],
  }),
  question({
    id: 14,
    name: 'religious_beliefs',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t(
      'Quelle place la religion ou la spiritualité occupe-t-elle dans votre vie?',
      'What place do religion or spirituality hold in your life?',
    ),
    options: [
      option(1401, 'Je pratique ma religion', 'I practise my religion'),
      option(1402, 'J’ai la foi, sans pratiquer régulièrement', 'I have faith but rarely practise'),
      option(
        1403,
        'Je suis une personne spirituelle, sans religion',
        'I’m spiritual but not religious',
      ),
      option(1404, 'Agnostique', 'Agnostic'),
      option(1405, 'Athée', 'Atheist'),
      option(1406, 'Je préfère ne pas le préciser', 'I’d rather not say'),
    ],
    dependent_questions: [religion],
  }),
  question({
    id: 15,
    name: 'personal_development_importance',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t(
      'Quelle importance accordez-vous au développement personnel?',
      'How important is personal development to you?',
    ),
    description: t(
      'Le développement personnel est au cœur de notre communauté, mais chaque personne avance à son rythme.',
      'Personal development is at the heart of our community, but everyone grows at their own pace.',
    ),
    options: [
      option(
        1501,
        'Essentielle, c’est au cœur de ma vie',
        'Essential, it’s at the heart of my life',
        {
          iconify: 'lucide:sparkles',
          sentence: t(
            'Le développement personnel est au cœur de ma vie.',
            'Personal development is at the heart of my life.',
          ),
        },
      ),
      option(1502, 'Très importante', 'Very important', {
        sentence: t(
          'Je prends du temps chaque semaine pour grandir et mieux me connaître.',
          'I make time every week to grow and get to know myself better.',
        ),
      }),
      option(1503, 'Importante', 'Important', {
        sentence: t(
          'Le développement personnel compte pour moi et j’y reviens régulièrement.',
          'Personal development matters to me and I come back to it regularly.',
        ),
      }),
      option(1504, 'Je commence à m’y intéresser', 'I’m just getting started', {
        sentence: t(
          'Je commence à explorer le développement personnel et j’ai envie d’en apprendre plus.',
          'I’m starting to explore personal development and would love to learn more.',
        ),
      }),
      option(1505, 'Peu importante pour le moment', 'Not very important for now', {
        sentence: t(
          'Le développement personnel n’est pas une priorité pour moi en ce moment.',
          'Personal development isn’t a priority for me right now.',
        ),
      }),
    ],
    dependent_questions: [personalDevelopmentImportanceDescription],
  }),
  question({
    id: 16,
    name: 'accepts_persons_with_limitations',
    type: 'single',
    input_type: 'select',
    required: true,
    text: t(
      'Seriez-vous à l’aise de fréquenter une personne vivant avec une limitation physique, sensorielle ou de santé?',
      'Would you be comfortable dating someone living with a physical, sensory or health-related limitation?',
    ),
    description: t(
      'Il n’y a pas de mauvaise réponse : l’important, c’est d’être honnête avec vous-même.',
      'There is no wrong answer: what matters is being honest with yourself.',
    ),
    options: [
      option(1601, 'Oui', 'Yes', { iconify: 'lucide:check' }),
      option(1602, 'Non', 'No', { iconify: 'lucide:x' }),
      option(1603, 'Ça dépend de la situation', 'It depends on the situation'),
    ],
  }),
  question({
    id: 17,
    name: 'areas_of_interest',
    type: 'single',
    input_type: 'multi_select',
    required: true,
    min: 3,
    max: 8,
    text: t('Qu’est-ce qui vous passionne?', 'What are you passionate about?'),
    description: t('Choisissez de 3 à 8 centres d’intérêt.', 'Choose 3 to 8 interests.'),
    options: [
      option(1701, 'Randonnée et plein air', 'Hiking and the outdoors', {
        iconify: 'lucide:mountain',
      }),
      option(1702, 'Vélo', 'Cycling', { iconify: 'lucide:bike' }),
      option(1703, 'Sports d’hiver', 'Winter sports', { iconify: 'mdi:ski' }),
      option(1704, 'Entraînement et sports', 'Fitness and sports', { iconify: 'lucide:dumbbell' }),
      option(1705, 'Yoga et méditation', 'Yoga and meditation', { iconify: 'mdi:meditation' }),
      option(1706, 'Danse', 'Dancing', { iconify: 'mdi:dance-ballroom' }),
      option(1707, 'Cuisine', 'Cooking', { iconify: 'lucide:chef-hat' }),
      option(1708, 'Vins et gastronomie', 'Wine and fine dining', { iconify: 'lucide:wine' }),
      option(1709, 'Voyages', 'Travel', { iconify: 'lucide:plane' }),
      option(1710, 'Lecture', 'Reading', { iconify: 'lucide:book-open' }),
      option(1711, 'Écriture', 'Writing', { iconify: 'lucide:pen-line' }),
      option(1712, 'Musique', 'Music', { iconify: 'lucide:music' }),
      option(1713, 'Spectacles et festivals', 'Shows and festivals', { iconify: 'lucide:ticket' }),
      option(1714, 'Cinéma et séries', 'Movies and TV series', { iconify: 'lucide:clapperboard' }),
      option(1715, 'Arts visuels', 'Visual arts', { iconify: 'lucide:palette' }),
      option(1716, 'Photographie', 'Photography', { iconify: 'lucide:camera' }),
      option(1717, 'Jardinage', 'Gardening', { iconify: 'lucide:sprout' }),
      option(1718, 'Animaux', 'Animals', { iconify: 'lucide:paw-print' }),
      option(1719, 'Bénévolat', 'Volunteering', { iconify: 'lucide:hand-heart' }),
      option(1720, 'Jeux de société', 'Board games', { iconify: 'lucide:dices' }),
      option(1721, 'Jeux vidéo', 'Video games', { iconify: 'lucide:gamepad-2' }),
      option(1722, 'Bricolage et rénovation', 'DIY and home renovation', {
        iconify: 'lucide:hammer',
      }),
      option(1723, 'Camping', 'Camping', { iconify: 'lucide:tent' }),
      option(1724, 'Sports nautiques', 'Water sports', { iconify: 'lucide:sailboat' }),
      option(1725, 'Développement personnel', 'Personal development', {
        iconify: 'lucide:sparkles',
      }),
      option(1726, 'Spiritualité', 'Spirituality', { iconify: 'lucide:infinity' }),
      option(1727, 'Sciences et technologie', 'Science and technology', {
        iconify: 'lucide:telescope',
      }),
      option(1728, 'Mode et design', 'Fashion and design', { iconify: 'lucide:shirt' }),
      option(1729, 'Histoire et culture', 'History and culture', { iconify: 'lucide:landmark' }),
      option(1730, 'Environnement et causes sociales', 'Environment and social causes', {
        iconify: 'lucide:earth',
      }),
    ],
  }),
];

/* ---------------------------------------------------------------------------------------------- */
/* Short questions                                                                                  */
/* ---------------------------------------------------------------------------------------------- */

/** The signs of the western zodiac, in traditional order, with the first day (month, day) of each. */
export const ZODIAC_SIGNS = [
  { name: 'aries', option_id: 2301, from: [3, 21], label: t('Bélier', 'Aries') },
  { name: 'taurus', option_id: 2302, from: [4, 20], label: t('Taureau', 'Taurus') },
  { name: 'gemini', option_id: 2303, from: [5, 21], label: t('Gémeaux', 'Gemini') },
  { name: 'cancer', option_id: 2304, from: [6, 21], label: t('Cancer', 'Cancer') },
  { name: 'leo', option_id: 2305, from: [7, 23], label: t('Lion', 'Leo') },
  { name: 'virgo', option_id: 2306, from: [8, 23], label: t('Vierge', 'Virgo') },
  { name: 'libra', option_id: 2307, from: [9, 23], label: t('Balance', 'Libra') },
  { name: 'scorpio', option_id: 2308, from: [10, 23], label: t('Scorpion', 'Scorpio') },
  { name: 'sagittarius', option_id: 2309, from: [11, 22], label: t('Sagittaire', 'Sagittarius') },
  { name: 'capricorn', option_id: 2310, from: [12, 22], label: t('Capricorne', 'Capricorn') },
  { name: 'aquarius', option_id: 2311, from: [1, 20], label: t('Verseau', 'Aquarius') },
  { name: 'pisces', option_id: 2312, from: [2, 19], label: t('Poissons', 'Pisces') },
] as const satisfies readonly {
  name: string;
  option_id: number;
  from: readonly [number, number];
  label: LocalizedText;
}[];

export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

const startKey = (sign: ZodiacSign): number => sign.from[0] * 100 + sign.from[1];
const SIGNS_BY_START = [...ZODIAC_SIGNS].sort((a, b) => startKey(a) - startKey(b));

/** The zodiac sign of a birthday (a `YYYY-MM-DD` string, or a date read in UTC). */
export function zodiacSignFor(birthday: string | Date): ZodiacSign {
  const date =
    typeof birthday === 'string' ? new Date(`${birthday.slice(0, 10)}T00:00:00Z`) : birthday;
  const key = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  // Capricorn spans the new year: before Aquarius starts, it is still Capricorn.
  let sign: ZodiacSign = ZODIAC_SIGNS[9];
  for (const candidate of SIGNS_BY_START) {
    if (key >= startKey(candidate)) sign = candidate;
  }
  return sign;
}

const shortSelect = (
  id: number,
  name: ShortQuestionName,
  text: LocalizedText,
  options: QuestionOption[],
): Question =>
  question({ id, name, type: 'ShortQuestionType', input_type: 'select', text, options });

const shortInput = (id: number, name: ShortQuestionName, text: LocalizedText): Question =>
  question({ id, name, type: 'ShortQuestionType', input_type: 'input', min: 2, max: 100, text });

const SHORT_QUESTIONS: Question[] = [
  shortSelect(
    23,
    'zodiac',
    t('Quel est votre signe astrologique?', 'What’s your zodiac sign?'),
    ZODIAC_SIGNS.map((sign) =>
      option(sign.option_id, sign.label.fr, sign.label.en, { iconify: `mdi:zodiac-${sign.name}` }),
    ),
  ),
  shortSelect(24, 'favourite_season', t('Votre saison préférée?', 'Your favourite season?'), [
    option(2401, 'Le printemps', 'Spring', { iconify: 'lucide:flower-2' }),
    option(2402, 'L’été', 'Summer', { iconify: 'lucide:sun' }),
    option(2403, 'L’automne', 'Fall', { iconify: 'lucide:leaf' }),
    option(2404, 'L’hiver', 'Winter', { iconify: 'lucide:snowflake' }),
  ]),
  shortSelect(
    25,
    'morning_or_night',
    t('Plutôt lève-tôt ou oiseau de nuit?', 'Early bird or night owl?'),
    [
      option(2501, 'Lève-tôt', 'Early bird', { iconify: 'lucide:sunrise' }),
      option(2502, 'Oiseau de nuit', 'Night owl', { iconify: 'lucide:moon' }),
      option(2503, 'Un peu des deux', 'A bit of both', { iconify: 'lucide:sun-moon' }),
    ],
  ),
  shortSelect(26, 'ideal_weekend', t('Votre fin de semaine idéale?', 'Your ideal weekend?'), [
    option(2601, 'En nature, loin de l’agitation', 'In nature, away from it all', {
      iconify: 'lucide:trees',
    }),
    option(
      2602,
      'En ville : restos, musées et spectacles',
      'In town: restaurants, museums and shows',
      {
        iconify: 'lucide:building-2',
      },
    ),
    option(2603, 'À la maison, en mode cocooning', 'At home, cozy and relaxed', {
      iconify: 'lucide:sofa',
    }),
    option(2604, 'Avec mes proches', 'With friends and family', { iconify: 'lucide:users' }),
    option(
      2605,
      'Sur la route, à découvrir une nouvelle région',
      'On the road, exploring a new region',
      {
        iconify: 'lucide:car',
      },
    ),
    option(2606, 'En mode sportif', 'Active and on the move', { iconify: 'lucide:bike' }),
  ]),
  shortInput(
    27,
    'comfort_food',
    t('Votre plat réconfortant préféré?', 'Your favourite comfort food?'),
  ),
  shortSelect(28, 'love_language', t('Votre langage de l’amour?', 'Your love language?'), [
    option(2801, 'Les paroles valorisantes', 'Words of affirmation', {
      iconify: 'lucide:message-circle-heart',
    }),
    option(2802, 'Les moments de qualité', 'Quality time', { iconify: 'lucide:hourglass' }),
    option(2803, 'Les cadeaux', 'Receiving gifts', { iconify: 'lucide:gift' }),
    option(2804, 'Les services rendus', 'Acts of service', { iconify: 'lucide:hand-helping' }),
    option(2805, 'Le toucher physique', 'Physical touch', { iconify: 'lucide:hand-heart' }),
  ]),
  shortSelect(29, 'hot_drink', t('Café, thé ou autre chose?', 'Coffee, tea or something else?'), [
    option(2901, 'Café, sans hésiter', 'Coffee, no question', { iconify: 'lucide:coffee' }),
    option(2902, 'Thé ou tisane', 'Tea or herbal tea', { iconify: 'mdi:tea' }),
    option(2903, 'Chocolat chaud', 'Hot chocolate'),
    option(2904, 'Un bon smoothie', 'A good smoothie', { iconify: 'lucide:cup-soda' }),
    option(2905, 'De l’eau, tout simplement', 'Just water, thanks', {
      iconify: 'lucide:glass-water',
    }),
  ]),
  shortSelect(30, 'pets', t('Et les animaux dans votre vie?', 'Any pets in your life?'), [
    option(3001, 'J’ai un chien', 'I have a dog', { iconify: 'lucide:dog' }),
    option(3002, 'J’ai un chat', 'I have a cat', { iconify: 'lucide:cat' }),
    option(3003, 'J’ai plusieurs animaux', 'I have several pets', { iconify: 'lucide:paw-print' }),
    option(3004, 'Pas d’animal, mais je les adore', 'No pets, but I love them', {
      iconify: 'lucide:heart',
    }),
    option(3005, 'Je suis allergique', 'I’m allergic'),
    option(3006, 'Je préfère une maison sans animaux', 'I prefer a pet-free home'),
  ]),
  shortSelect(31, 'travel_style', t('Votre façon de voyager?', 'Your travel style?'), [
    option(3101, 'Sac à dos et imprévus', 'Backpack and spontaneity', {
      iconify: 'lucide:backpack',
    }),
    option(3102, 'Tout est planifié d’avance', 'Every detail planned ahead', {
      iconify: 'lucide:map',
    }),
    option(3103, 'Un tout-inclus au soleil', 'An all-inclusive in the sun', {
      iconify: 'lucide:tree-palm',
    }),
    option(3104, 'Un road trip', 'A road trip', { iconify: 'lucide:car' }),
    option(3105, 'Je préfère rester chez nous', 'I’d rather stay close to home', {
      iconify: 'lucide:house',
    }),
  ]),
  shortSelect(
    32,
    'ideal_first_date',
    t('Votre premier rendez-vous idéal?', 'Your ideal first date?'),
    [
      option(3201, 'Un café tranquille', 'A quiet coffee', { iconify: 'lucide:coffee' }),
      option(3202, 'Une marche en nature', 'A walk in nature', { iconify: 'lucide:footprints' }),
      option(3203, 'Un souper au resto', 'Dinner at a restaurant', { iconify: 'lucide:utensils' }),
      option(
        3204,
        'Une activité : patin, escalade ou musée',
        'An activity: skating, climbing or a museum',
      ),
      option(3205, 'Un 5 à 7', 'After-work drinks', { iconify: 'lucide:wine' }),
    ],
  ),
  shortInput(
    33,
    'favourite_book',
    t('Un livre qui vous a marqué?', 'A book that stayed with you?'),
  ),
  shortInput(34, 'hidden_talent', t('Un talent caché?', 'A hidden talent?')),
];

/* ---------------------------------------------------------------------------------------------- */
/* Long questions                                                                                   */
/* ---------------------------------------------------------------------------------------------- */

const longQuestion = (id: number, name: LongQuestionName, text: LocalizedText): Question =>
  question({
    id,
    name,
    type: 'LongQuestionType',
    input_type: 'textarea',
    min: LONG_ANSWER_MIN,
    max: LONG_ANSWER_MAX,
    rows: 5,
    text,
  });

const LONG_QUESTIONS: Question[] = [
  longQuestion(
    35,
    'healthy_relationship',
    t(
      'Que signifie pour vous une relation saine?',
      'What does a healthy relationship mean to you?',
    ),
  ),
  longQuestion(
    36,
    'lessons_learned',
    t(
      'Qu’avez-vous appris sur vous-même ces dernières années?',
      'What have you learned about yourself in recent years?',
    ),
  ),
  longQuestion(
    37,
    'meaningful_accomplishment',
    t(
      'Quelle réalisation vous tient le plus à cœur?',
      'Which accomplishment means the most to you?',
    ),
  ),
  longQuestion(
    38,
    'what_makes_me_unique',
    t(
      'Selon vos proches, qu’est-ce qui vous rend unique?',
      'According to the people closest to you, what makes you unique?',
    ),
  ),
  longQuestion(
    39,
    'handling_disagreements',
    t(
      'Comment vivez-vous les désaccords dans une relation?',
      'How do you handle disagreements in a relationship?',
    ),
  ),
  longQuestion(
    40,
    'perfect_day',
    t(
      'À quoi ressemble une journée parfaite pour vous?',
      'What does a perfect day look like to you?',
    ),
  ),
  longQuestion(
    41,
    'five_year_dream',
    t(
      'Quel rêve aimeriez-vous réaliser d’ici cinq ans?',
      'What dream would you like to achieve within the next five years?',
    ),
  ),
  longQuestion(
    42,
    'authenticity',
    t('Que veut dire être authentique, pour vous?', 'What does being authentic mean to you?'),
  ),
];

/* ---------------------------------------------------------------------------------------------- */
/* The questionnaire                                                                                */
/* ---------------------------------------------------------------------------------------------- */

/** The root questions (dependent questions nest under their parent): wizard, short, long. */
export const QUESTIONS: readonly Question[] = [
  ...WIZARD_QUESTIONS,
  ...SHORT_QUESTIONS,
  ...LONG_QUESTIONS,
];

export const ALL_QUESTIONS: readonly Question[] = flattenQuestions(QUESTIONS);

export function findQuestion(name: QuestionName): Question | undefined {
  return ALL_QUESTIONS.find((q) => q.name === name);
}

export function findQuestionById(id: number): Question | undefined {
  return ALL_QUESTIONS.find((q) => q.id === id);
}

/** The option of the given id anywhere in the questionnaire, with its question. */
export function findOption(id: number): { question: Question; option: QuestionOption } | undefined {
  for (const q of ALL_QUESTIONS) {
    const found = q.options.find((o) => o.id === id);
    if (found) return { question: q, option: found };
  }
  return undefined;
}

/** More than 11 options: the 'many options' layout. */
export function hasManyOptions(q: Pick<Question, 'options'>): boolean {
  return q.options.length > MANY_OPTIONS_THRESHOLD;
}

/** The "yes" option of the yes/no/depends questions backing the boolean search filters. */
export const YES_OPTION_IDS = {
  smoking_tolerance_level: 2001,
  accepts_persons_with_limitations: 1601,
} as const;

/* ---------------------------------------------------------------------------------------------- */
/* Contract shape (texts in the request's language)                                                 */
/* ---------------------------------------------------------------------------------------------- */

export interface LocalizedQuestionOption {
  id: number;
  label: string;
  properties: QuestionOptionProperties;
}

export interface LocalizedQuestion {
  id: number;
  name: QuestionName;
  text: string;
  description: string | null;
  notice: string | null;
  required: boolean;
  type: QuestionType;
  input_type: QuestionInputType;
  min: number | null;
  max: number | null;
  rows: number | null;
  options: LocalizedQuestionOption[];
  dependent_questions: LocalizedQuestion[];
  parent_option_ids: number[];
  properties: QuestionProperties;
}

export function localizeOption(o: QuestionOption, locale: Locale): LocalizedQuestionOption {
  return { id: o.id, label: o.label[locale], properties: o.properties };
}

/** A question as the contract's `Question` schema serves it: texts and labels in one language. */
export function localizeQuestion(q: Question, locale: Locale): LocalizedQuestion {
  return {
    id: q.id,
    name: q.name,
    text: q.text[locale],
    description: q.description?.[locale] ?? null,
    notice: q.notice?.[locale] ?? null,
    required: q.required,
    type: q.type,
    input_type: q.input_type,
    min: q.min,
    max: q.max,
    rows: q.rows,
    options: q.options.map((o) => localizeOption(o, locale)),
    dependent_questions: q.dependent_questions.map((d) => localizeQuestion(d, locale)),
    parent_option_ids: q.parent_option_ids,
    properties: q.properties,
  };
}
