/**
 * Personal-development content written for the product (relationships, communication, self-knowledge):
 * the specialists who sign it, and 32 pieces (articles, videos and bonus items for VIP members), each in
 * French and in English. Bodies are simple HTML (sanitised again when seeded and when served). Videos
 * keep their addresses as strings: nothing is fetched. The seed (`seed/content.ts`) writes them.
 */

export type ContentLocale = 'fr' | 'en';
export type Localized = Readonly<Record<ContentLocale, string>>;

export interface SpecialistData {
  key: string;
  name: string;
  title: Localized;
  shortDescription: Localized;
  /** The specialist's page (the learn-more link). */
  url: string;
  /** Two colours of the generated portrait's background. */
  colours: readonly [string, string];
}

export interface ArticleText {
  title: string;
  subtitle: string;
  body: string;
}

export interface ArticleData {
  slug: string;
  type: 'article' | 'video';
  accessLevel: 'public' | 'member' | 'vip';
  specialist: string;
  /** Published this many days before the seed runs. */
  daysAgo: number;
  fr: ArticleText;
  en: ArticleText;
}

/** Where the product's public pages and videos live (a reserved example domain: nothing is fetched). */
export const CONTENT_SITE = 'https://www.rencontres.example';
export const VIDEO_SITE = 'https://videos.rencontres.example';

export const SPECIALISTS: readonly SpecialistData[] = [
  {
    key: 'fortin',
    name: 'Marie-Claude Fortin',
    title: { fr: 'Psychologue, relations amoureuses', en: 'Psychologist, romantic relationships' },
    shortDescription: {
      fr: 'Psychologue depuis vingt ans à Québec, elle aide les adultes à comprendre leurs schémas amoureux et à choisir des relations qui leur font du bien.',
      en: 'A psychologist in Québec City for twenty years, she helps adults understand their relationship patterns and choose relationships that are good for them.',
    },
    url: `${CONTENT_SITE}/specialistes/marie-claude-fortin`,
    colours: ['#b6465f', '#f2a07b'],
  },
  {
    key: 'bergeron',
    name: 'Julien Bergeron',
    title: { fr: 'Coach en communication', en: 'Communication coach' },
    shortDescription: {
      fr: 'Ancien animateur radio devenu coach, il enseigne l’art de la conversation : écouter, poser de bonnes questions et oser dire ce que l’on ressent.',
      en: 'A former radio host turned coach, he teaches the art of conversation: listening, asking good questions and daring to say what you feel.',
    },
    url: `${CONTENT_SITE}/specialistes/julien-bergeron`,
    colours: ['#2f6f73', '#8fc9b9'],
  },
  {
    key: 'nadeau',
    name: 'Sophie Nadeau',
    title: { fr: 'Sexologue et psychothérapeute', en: 'Sexologist and psychotherapist' },
    shortDescription: {
      fr: 'Sexologue à Montréal, elle accompagne les personnes seules et les couples sur les questions d’intimité, de désir et de consentement, sans tabou ni jugement.',
      en: 'A sexologist in Montréal, she supports single people and couples on intimacy, desire and consent, without taboos or judgement.',
    },
    url: `${CONTENT_SITE}/specialistes/sophie-nadeau`,
    colours: ['#6b4e9b', '#c7a6e0'],
  },
  {
    key: 'haddad',
    name: 'Karim Haddad',
    title: {
      fr: 'Travailleur social et médiateur familial',
      en: 'Social worker and family mediator',
    },
    shortDescription: {
      fr: 'Médiateur familial à Laval, il connaît bien les familles recomposées, les séparations et les premiers pas d’une nouvelle vie à deux.',
      en: 'A family mediator in Laval, he knows blended families, separations and the first steps of a new life together well.',
    },
    url: `${CONTENT_SITE}/specialistes/karim-haddad`,
    colours: ['#9c5a1e', '#e8c170'],
  },
  {
    key: 'gagnon',
    name: 'Émilie Gagnon-Lavoie',
    title: {
      fr: 'Coach en développement personnel et pleine conscience',
      en: 'Personal growth and mindfulness coach',
    },
    shortDescription: {
      fr: 'Formée en pleine conscience, elle propose des pratiques simples pour retrouver le calme, mieux se connaître et aborder les rencontres avec confiance.',
      en: 'Trained in mindfulness, she offers simple practices to find calm, know yourself better and approach dating with confidence.',
    },
    url: `${CONTENT_SITE}/specialistes/emilie-gagnon-lavoie`,
    colours: ['#3d6b3a', '#b7d98b'],
  },
  {
    key: 'thompson',
    name: 'David Thompson',
    title: { fr: 'Thérapeute conjugal et familial', en: 'Marriage and family therapist' },
    shortDescription: {
      fr: 'Thérapeute conjugal à Ottawa, il aide les couples à traverser les conflits et à réparer le lien après une dispute.',
      en: 'A couples therapist in Ottawa, he helps couples work through conflict and repair the bond after an argument.',
    },
    url: `${CONTENT_SITE}/specialists/david-thompson`,
    colours: ['#1f4e79', '#7fb2e5'],
  },
];

/* ---------------------------------------------------------------------------------------------- */
/* Articles                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

const ARTICLES_PUBLIC: ArticleData[] = [
  {
    slug: 'se-connaitre-avant-de-rencontrer',
    type: 'article',
    accessLevel: 'public',
    specialist: 'fortin',
    daysAgo: 3,
    fr: {
      title: 'Se connaître avant de rencontrer',
      subtitle: 'Pourquoi le premier rendez-vous commence par soi',
      body: `<p>On s’inscrit souvent sur une application de rencontre avec une seule question en tête : « Qui vais-je rencontrer ? » C’est bien normal. Pourtant, la question la plus utile est peut-être une autre : « Qui suis-je, aujourd’hui, dans ma vie amoureuse ? » Plus on se connaît, plus on reconnaît rapidement les personnes avec qui une relation a de bonnes chances de grandir.</p>
<h2>Regarder son histoire sans la juger</h2>
<p>Prenez une feuille et notez vos trois dernières relations importantes. Pour chacune, écrivez ce qui vous a attiré au début, ce qui vous a rendu heureux et ce qui a mené à la fin. Souvent, un fil se dessine : on est attiré par des personnes très indépendantes, puis on souffre de leur distance; ou on donne beaucoup, puis on s’épuise. Ce fil n’est pas une fatalité. C’est une information précieuse.</p>
<h2>Distinguer besoins et préférences</h2>
<p>Une préférence, c’est « j’aimerais quelqu’un qui aime la randonnée ». Un besoin, c’est « j’ai besoin de quelqu’un qui me parle quand quelque chose ne va pas ». Les préférences peuvent se négocier; les besoins, beaucoup moins. Dressez deux listes courtes, de cinq éléments au plus chacune. Vous les relirez avant de choisir à qui écrire.</p>
<h2>Être honnête sur ce que l’on cherche</h2>
<p>Cherchez-vous une relation sérieuse, une complicité qui prend son temps, un partenaire de vie avec qui fonder une famille ? Il n’y a pas de mauvaise réponse, mais il y a des réponses floues qui font perdre du temps à tout le monde. Dire clairement ce que l’on cherche, dans son profil comme dans ses premiers échanges, attire les bonnes personnes et décourage les autres, gentiment.</p>
<h2>Un petit exercice pour cette semaine</h2>
<ul>
<li>Chaque soir, notez un moment où vous vous êtes senti pleinement vous-même.</li>
<li>Notez aussi un moment où vous avez joué un rôle pour plaire.</li>
<li>À la fin de la semaine, relisez vos notes : elles décrivent la personne que vous voulez être dans votre prochaine relation.</li>
</ul>
<p>Se connaître n’est pas un préalable qu’on coche une fois pour toutes. C’est une conversation avec soi qui continue pendant les rencontres. Et c’est souvent elle qui rend les rencontres belles.</p>`,
    },
    en: {
      title: 'Know yourself before you date',
      subtitle: 'Why the first date starts with you',
      body: `<p>Most of us join a dating app with one question in mind: “Who am I going to meet?” That is only natural. Yet the more useful question may be another one: “Who am I, today, in my love life?” The better you know yourself, the faster you recognise the people with whom a relationship has a real chance to grow.</p>
<h2>Look at your story without judging it</h2>
<p>Take a sheet of paper and write down your last three important relationships. For each one, note what drew you in at the start, what made you happy and what led to the end. A thread often appears: you are attracted to very independent people, then suffer from their distance; or you give a lot, then wear yourself out. That thread is not your destiny. It is valuable information.</p>
<h2>Tell needs from preferences</h2>
<p>A preference is “I would like someone who enjoys hiking.” A need is “I need someone who talks to me when something is wrong.” Preferences can be negotiated; needs much less so. Make two short lists, five items at most each. Read them again before you choose whom to write to.</p>
<h2>Be honest about what you are looking for</h2>
<p>Are you looking for a serious relationship, a connection that takes its time, a life partner to start a family with? There is no wrong answer, but vague answers waste everyone’s time. Saying clearly what you are looking for, in your profile and in your first messages, draws the right people in and gently discourages the others.</p>
<h2>A small exercise for this week</h2>
<ul>
<li>Every evening, write down one moment when you felt fully yourself.</li>
<li>Also write down one moment when you played a part to please someone.</li>
<li>At the end of the week, read your notes again: they describe the person you want to be in your next relationship.</li>
</ul>
<p>Knowing yourself is not a box you tick once and for all. It is a conversation with yourself that carries on while you meet people. And it is often what makes those meetings meaningful.</p>`,
    },
  },
  {
    slug: 'cinq-questions-avant-un-premier-rendez-vous',
    type: 'article',
    accessLevel: 'public',
    specialist: 'bergeron',
    daysAgo: 12,
    fr: {
      title: 'Cinq questions à se poser avant un premier rendez-vous',
      subtitle: 'Arriver détendu, curieux et fidèle à soi',
      body: `<p>Un premier rendez-vous n’est pas un examen. C’est une rencontre entre deux personnes qui se demandent si elles ont envie de se revoir. Avant de partir, prenez cinq minutes pour ces questions.</p>
<ul>
<li><strong>Qu’est-ce qui me rendrait content de ma soirée, quoi qu’il arrive ?</strong> Avoir été sincère, avoir ri, avoir appris quelque chose.</li>
<li><strong>Qu’est-ce que j’ai envie de partager de moi ?</strong> Une passion, un projet, une anecdote qui vous ressemble.</li>
<li><strong>Qu’est-ce que je suis curieux de découvrir de l’autre ?</strong> Préparez deux ou trois questions ouvertes.</li>
<li><strong>Quelles sont mes limites ?</strong> L’heure de départ, l’alcool, le sujet de l’ex : décidez-les à l’avance.</li>
<li><strong>Comment vais-je rentrer ?</strong> Par vos propres moyens, en ayant prévenu un proche.</li>
</ul>
<p>Avec ces réponses en poche, vous n’avez plus à « performer ». Vous pouvez simplement être là.</p>`,
    },
    en: {
      title: 'Five questions to ask yourself before a first date',
      subtitle: 'Arrive relaxed, curious and true to yourself',
      body: `<p>A first date is not an exam. It is a meeting between two people who are wondering whether they want to see each other again. Before you leave, take five minutes for these questions.</p>
<ul>
<li><strong>What would make me glad about this evening, whatever happens?</strong> Having been sincere, having laughed, having learned something.</li>
<li><strong>What would I like to share about myself?</strong> A passion, a project, a story that sounds like you.</li>
<li><strong>What am I curious to find out about the other person?</strong> Prepare two or three open questions.</li>
<li><strong>What are my limits?</strong> When to leave, alcohol, the topic of exes: decide them ahead of time.</li>
<li><strong>How will I get home?</strong> On your own, having told someone close to you.</li>
</ul>
<p>With these answers in your pocket, you no longer have to “perform”. You can simply be there.</p>`,
    },
  },
  {
    slug: 'ecrire-un-profil-qui-vous-ressemble',
    type: 'article',
    accessLevel: 'public',
    specialist: 'bergeron',
    daysAgo: 40,
    fr: {
      title: 'Écrire un profil qui vous ressemble',
      subtitle: 'Moins de clichés, plus de vous',
      body: `<p>« J’aime les voyages, les bons restos et les soirées entre amis. » Cette phrase décrit à peu près tout le monde, donc personne. Un bon profil ne cherche pas à plaire à tous : il permet aux bonnes personnes de vous reconnaître.</p>
<h2>Commencez par une scène</h2>
<p>Plutôt que de lister vos goûts, racontez un moment. « Le dimanche matin, je fais des crêpes trop épaisses et je les mange en écoutant de vieux disques de Harmonium. » En une phrase, on vous voit, on vous entend, et on a envie de vous répondre.</p>
<h2>Montrez ce qui compte pour vous</h2>
<p>Vos valeurs se lisent mieux dans des exemples que dans des mots abstraits. « Je suis généreux » convainc moins que « Je passe mes samedis à réparer des vélos pour un organisme du quartier ». Choisissez deux ou trois exemples qui disent l’essentiel.</p>
<h2>Soyez clair sur ce que vous cherchez</h2>
<p>La section « ce que je recherche » n’est pas une liste d’exigences. Décrivez plutôt la relation que vous imaginez : « quelqu’un avec qui parler de tout, même des choses difficiles », « une complicité qui laisse de la place à nos amitiés ». Les personnes qui se reconnaissent dans cette description vous écriront.</p>
<h2>Évitez les formules négatives</h2>
<p>« Pas de drames », « pas sérieux s’abstenir » : ces phrases sont compréhensibles après des déceptions, mais elles donnent une impression de fermeture. Reformulez-les positivement : « j’aime les relations simples et honnêtes ».</p>
<h2>Relisez à voix haute</h2>
<p>Lisez votre texte comme si vous le disiez à un ami. Si une phrase sonne faux, c’est qu’elle ne vous ressemble pas encore. Et n’oubliez pas : un profil se modifie. Il peut évoluer avec vous.</p>`,
    },
    en: {
      title: 'Write a profile that sounds like you',
      subtitle: 'Fewer clichés, more of you',
      body: `<p>“I love travelling, good restaurants and evenings with friends.” That sentence describes almost everyone, and therefore no one. A good profile does not try to please everybody: it lets the right people recognise you.</p>
<h2>Start with a scene</h2>
<p>Rather than listing your tastes, describe a moment. “On Sunday mornings I make pancakes that are far too thick and eat them listening to old Joni Mitchell records.” In one sentence, people can see you, hear you, and want to answer.</p>
<h2>Show what matters to you</h2>
<p>Your values come across better in examples than in abstract words. “I am generous” is less convincing than “I spend my Saturdays fixing bikes for a neighbourhood charity.” Choose two or three examples that say the essential.</p>
<h2>Be clear about what you are looking for</h2>
<p>The “what I am looking for” section is not a list of demands. Describe the relationship you imagine instead: “someone to talk about everything with, even the hard things”, “a closeness that leaves room for our friendships”. The people who recognise themselves in that description will write to you.</p>
<h2>Avoid negative phrasing</h2>
<p>“No drama”, “not serious, don’t bother”: these lines are understandable after disappointments, but they give an impression of being closed. Turn them around: “I like simple, honest relationships.”</p>
<h2>Read it out loud</h2>
<p>Read your text as if you were saying it to a friend. If a sentence rings false, it does not sound like you yet. And remember: a profile can be edited. It can grow with you.</p>`,
    },
  },
  {
    slug: 'rencontrer-en-toute-confiance',
    type: 'article',
    accessLevel: 'public',
    specialist: 'haddad',
    daysAgo: 75,
    fr: {
      title: 'Rencontrer en toute confiance',
      subtitle: 'Les réflexes de sécurité qui laissent place au plaisir',
      body: `<p>La sécurité n’est pas l’ennemie de la spontanéité. Quelques réflexes simples permettent au contraire de profiter pleinement d’une rencontre.</p>
<ul>
<li>Prenez le temps d’échanger sur la plateforme avant de donner votre numéro.</li>
<li>Ne transmettez jamais d’argent ni de renseignements bancaires, quelle que soit l’histoire racontée.</li>
<li>Fixez le premier rendez-vous dans un lieu public, à une heure où il y a du monde.</li>
<li>Dites à un proche où vous allez et avec qui, et convenez d’un message à la fin de la soirée.</li>
<li>Gardez le contrôle de votre retour : votre voiture, le transport en commun, un taxi.</li>
</ul>
<p>Et si quelque chose vous met mal à l’aise, vous avez le droit de partir, sans vous justifier. Les outils de blocage et de signalement sont là pour vous : notre équipe traite chaque signalement de façon confidentielle.</p>`,
    },
    en: {
      title: 'Meet with confidence',
      subtitle: 'Safety habits that leave room for enjoyment',
      body: `<p>Safety is not the enemy of spontaneity. A few simple habits actually let you enjoy a meeting to the full.</p>
<ul>
<li>Take time to chat on the platform before giving out your number.</li>
<li>Never send money or banking details, whatever the story.</li>
<li>Hold the first date in a public place, at a time when people are around.</li>
<li>Tell someone close to you where you are going and with whom, and agree on a message at the end of the evening.</li>
<li>Stay in control of getting home: your car, public transit, a taxi.</li>
</ul>
<p>And if something makes you uncomfortable, you are allowed to leave without explaining yourself. The block and report tools are there for you: our team handles every report confidentially.</p>`,
    },
  },
  {
    slug: 'ecoute-active-mode-d-emploi',
    type: 'article',
    accessLevel: 'public',
    specialist: 'bergeron',
    daysAgo: 130,
    fr: {
      title: 'L’écoute active, mode d’emploi',
      subtitle: 'La compétence la plus séduisante est aussi la plus discrète',
      body: `<p>On pense souvent qu’il faut être brillant pour plaire. En réalité, les personnes dont on garde le meilleur souvenir sont souvent celles qui nous ont donné l’impression d’être vraiment entendus. C’est ce que l’on appelle l’écoute active : une attention qui ne prépare pas sa réponse pendant que l’autre parle.</p>
<h2>Écouter avec tout son corps</h2>
<p>Rangez le téléphone, tournez-vous vers la personne, laissez les silences exister. Un silence de trois secondes paraît long, mais il invite souvent l’autre à aller un peu plus loin dans ce qu’il raconte.</p>
<h2>Reformuler pour vérifier</h2>
<p>« Si je comprends bien, ce déménagement t’a fait du bien, même si tu t’ennuies de ta sœur ? » Reformuler n’est pas répéter : c’est montrer qu’on a saisi le sens et l’émotion, et laisser à l’autre la possibilité de corriger.</p>
<h2>Poser des questions ouvertes</h2>
<p>Les questions qui commencent par « comment », « qu’est-ce qui » ou « raconte-moi » ouvrent la conversation. « Tu aimes ton travail ? » appelle un oui ou un non. « Qu’est-ce qui te plaît le plus dans ton travail ? » appelle une histoire.</p>
<h2>Accueillir les émotions</h2>
<p>Quand l’autre partage quelque chose de difficile, la tentation est grande de donner un conseil ou de raconter sa propre expérience. Essayez d’abord de nommer ce que vous percevez : « Ça a dû être décourageant. » Le conseil pourra venir plus tard, s’il est demandé.</p>
<h2>S’écouter aussi</h2>
<p>L’écoute active n’est pas l’effacement. Remarquez ce que la conversation éveille en vous : de l’intérêt, de l’ennui, un malaise. Ces signaux vous renseignent sur la compatibilité bien mieux qu’une liste de critères.</p>
<p>Essayez lors de votre prochain échange : moins de réponses toutes faites, plus de curiosité. Vous serez surpris de ce que les gens vous confient.</p>`,
    },
    en: {
      title: 'Active listening, a how-to',
      subtitle: 'The most attractive skill is also the quietest',
      body: `<p>We often think we have to be brilliant to be liked. In fact, the people we remember most fondly are often the ones who made us feel truly heard. That is what active listening means: attention that is not busy preparing its reply while the other person speaks.</p>
<h2>Listen with your whole body</h2>
<p>Put the phone away, turn towards the person, let silences happen. A three-second silence feels long, but it often invites the other person to go a little further in what they are telling you.</p>
<h2>Rephrase to check</h2>
<p>“If I understand you, the move did you good, even though you miss your sister?” Rephrasing is not repeating: it shows you caught both the meaning and the feeling, and it gives the other person a chance to correct you.</p>
<h2>Ask open questions</h2>
<p>Questions that start with “how”, “what” or “tell me about” open the conversation. “Do you like your job?” calls for a yes or a no. “What do you enjoy most about your job?” calls for a story.</p>
<h2>Welcome emotions</h2>
<p>When someone shares something difficult, it is tempting to give advice or tell your own experience. Try first to name what you perceive: “That must have been discouraging.” Advice can come later, if it is asked for.</p>
<h2>Listen to yourself too</h2>
<p>Active listening is not disappearing. Notice what the conversation stirs in you: interest, boredom, unease. These signals tell you far more about compatibility than any list of criteria.</p>
<p>Try it in your next conversation: fewer ready-made answers, more curiosity. You will be surprised by what people share with you.</p>`,
    },
  },
  {
    slug: 'gerer-l-attente-d-une-reponse',
    type: 'article',
    accessLevel: 'public',
    specialist: 'gagnon',
    daysAgo: 210,
    fr: {
      title: 'Gérer l’attente d’une réponse',
      subtitle: 'Quand le silence devient une histoire qu’on se raconte',
      body: `<p>Vous avez envoyé un message soigné il y a deux jours, et rien. L’esprit remplit vite le vide : « Je l’ai ennuyé », « J’ai dit quelque chose de travers ». Pourtant, la plupart du temps, le silence parle de l’horaire de l’autre, pas de vous.</p>
<p>Quand l’inquiétude monte, revenez aux faits : qu’est-ce que je sais vraiment ? Puis occupez votre attention autrement : une marche, un appel à un ami, une autre conversation. Et rappelez-vous qu’une personne qui ne répond pas vous donne, elle aussi, une information : elle n’est peut-être pas disponible pour ce que vous cherchez. Ce n’est pas un verdict sur votre valeur.</p>`,
    },
    en: {
      title: 'Handling the wait for a reply',
      subtitle: 'When silence turns into a story we tell ourselves',
      body: `<p>You sent a thoughtful message two days ago, and nothing. The mind quickly fills the gap: “I bored them”, “I said something wrong.” Yet most of the time, silence says something about the other person’s schedule, not about you.</p>
<p>When worry rises, come back to the facts: what do I actually know? Then give your attention something else: a walk, a call to a friend, another conversation. And remember that someone who does not reply is also giving you information: they may not be available for what you are looking for. It is not a verdict on your worth.</p>`,
    },
  },
];

const ARTICLES_MEMBER: ArticleData[] = [
  {
    slug: 'vos-valeurs-votre-boussole',
    type: 'article',
    accessLevel: 'member',
    specialist: 'fortin',
    daysAgo: 5,
    fr: {
      title: 'Vos valeurs, votre boussole',
      subtitle: 'Choisir un partenaire avec la tête autant qu’avec le cœur',
      body: `<p>L’attirance nous fait faire le premier pas. Les valeurs partagées, elles, nous permettent de faire le chemin ensemble. Ce n’est pas un hasard si la recherche vous propose de trier les profils par valeurs communes : à long terme, ce sont elles qui rendent le quotidien fluide.</p>
<h2>Qu’est-ce qu’une valeur ?</h2>
<p>Une valeur, c’est ce qui guide vos choix quand personne ne vous regarde : l’honnêteté, la famille, la liberté, la spiritualité, l’engagement social, la sécurité. Deux personnes peuvent aimer les mêmes films et se heurter sans cesse parce que l’une valorise la stabilité et l’autre l’aventure.</p>
<h2>Identifier les vôtres</h2>
<p>Repensez à un moment où vous avez été profondément fier de vous, puis à un moment où vous avez été en colère. La fierté signale souvent une valeur respectée; la colère, une valeur bafouée. Faites l’exercice avec trois situations de chaque sorte : vos valeurs centrales apparaîtront d’elles-mêmes.</p>
<h2>Les repérer chez l’autre</h2>
<p>Les valeurs se devinent dans les récits : comment la personne parle de sa famille, de son travail, de ses anciennes relations. Posez des questions concrètes : « Qu’est-ce que tu fais de tes dimanches ? », « Qu’est-ce qui te met en colère dans l’actualité ? » Les réponses en disent long.</p>
<h2>Compatibles ne veut pas dire identiques</h2>
<p>Deux partenaires n’ont pas besoin d’avoir exactement les mêmes valeurs. L’important est que leurs valeurs centrales ne s’opposent pas, et que chacun respecte celles de l’autre. Un couple où l’un valorise l’épargne et l’autre la générosité peut très bien fonctionner, s’il en parle.</p>
<h2>À essayer</h2>
<ul>
<li>Choisissez vos cinq valeurs principales dans votre profil et classez-les.</li>
<li>Lors de votre prochaine conversation, cherchez une valeur de l’autre à travers une histoire qu’il raconte.</li>
<li>Demandez-vous : est-ce que cette valeur me rejoint, me complète, ou me heurte ?</li>
</ul>
<p>Une boussole n’indique pas la destination. Elle vous aide à ne pas vous perdre en chemin.</p>`,
    },
    en: {
      title: 'Your values, your compass',
      subtitle: 'Choosing a partner with your head as well as your heart',
      body: `<p>Attraction gets us to take the first step. Shared values are what let us walk the road together. It is no accident that search lets you sort profiles by values in common: in the long run, they are what make everyday life flow.</p>
<h2>What is a value?</h2>
<p>A value is what guides your choices when nobody is watching: honesty, family, freedom, spirituality, social commitment, security. Two people can love the same films and clash constantly because one values stability and the other adventure.</p>
<h2>Find yours</h2>
<p>Think back to a moment when you were deeply proud of yourself, then to a moment when you were angry. Pride often signals a value honoured; anger, a value trampled. Do the exercise with three situations of each kind: your core values will show themselves.</p>
<h2>Spot them in others</h2>
<p>Values show through in stories: how a person talks about their family, their work, their past relationships. Ask concrete questions: “What do you do with your Sundays?”, “What makes you angry in the news?” The answers say a lot.</p>
<h2>Compatible does not mean identical</h2>
<p>Two partners do not need exactly the same values. What matters is that their core values do not clash, and that each respects the other’s. A couple where one values saving and the other generosity can work very well, as long as they talk about it.</p>
<h2>Try this</h2>
<ul>
<li>Choose your five main values in your profile and rank them.</li>
<li>In your next conversation, look for one of the other person’s values in a story they tell.</li>
<li>Ask yourself: does this value speak to me, complete me, or clash with me?</li>
</ul>
<p>A compass does not tell you the destination. It helps you not to get lost on the way.</p>`,
    },
  },
  {
    slug: 'le-premier-conflit',
    type: 'article',
    accessLevel: 'member',
    specialist: 'thompson',
    daysAgo: 22,
    fr: {
      title: 'Le premier désaccord : une occasion de se découvrir',
      subtitle: 'Ce que la première dispute révèle, et comment la traverser',
      body: `<p>Le premier désaccord arrive toujours. Un retard, un malentendu par message, une remarque maladroite. Loin d’être un mauvais présage, il est souvent le moment où l’on découvre vraiment l’autre : sa façon de réagir, de s’excuser, de revenir vers nous.</p>
<p>Quelques repères aident à le traverser. Parlez de ce que vous avez vécu (« je me suis senti mis de côté ») plutôt que de ce que l’autre est (« tu es égoïste »). Faites une pause si le ton monte, en précisant quand vous reprendrez la discussion. Et surtout, cherchez à comprendre avant de chercher à avoir raison. Un couple ne se mesure pas à l’absence de conflits, mais à sa capacité de réparer.</p>`,
    },
    en: {
      title: 'The first disagreement: a chance to discover each other',
      subtitle: 'What the first argument reveals, and how to get through it',
      body: `<p>The first disagreement always comes. Someone is late, a text is misread, a remark comes out wrong. Far from being a bad sign, it is often the moment when you truly discover the other person: how they react, apologise and come back to you.</p>
<p>A few guidelines help you through it. Talk about what you experienced (“I felt left out”) rather than what the other person is (“you are selfish”). Take a break if voices rise, saying when you will pick the conversation up again. Above all, try to understand before trying to be right. A couple is not measured by the absence of conflict, but by its ability to repair.</p>`,
    },
  },
  {
    slug: 'parler-de-ses-attentes',
    type: 'article',
    accessLevel: 'member',
    specialist: 'nadeau',
    daysAgo: 48,
    fr: {
      title: 'Parler de ses attentes sans faire peur',
      subtitle: 'Exclusivité, rythme, projets : quand et comment aborder le sujet',
      body: `<p>Beaucoup de célibataires taisent ce qu’ils souhaitent de peur de « brusquer » l’autre. Résultat : des semaines d’incertitude, puis une déception. Parler de ses attentes n’est pas mettre de la pression; c’est offrir de la clarté.</p>
<p>Choisissez un moment calme, pas au milieu d’un malaise. Parlez au « je » : « J’aimerais qu’on se voie en exclusivité, et toi, où en es-tu ? » Posez la question, puis écoutez vraiment la réponse, même si elle n’est pas celle que vous espériez. Une personne qui avance à un autre rythme n’est pas forcément incompatible; une personne qui évite toujours la question vous donne, elle, une réponse.</p>`,
    },
    en: {
      title: 'Talking about what you want without scaring anyone',
      subtitle: 'Exclusivity, pace, plans: when and how to raise the subject',
      body: `<p>Many single people keep quiet about what they want for fear of “rushing” the other person. The result: weeks of uncertainty, then disappointment. Talking about your expectations is not putting on pressure; it is offering clarity.</p>
<p>Pick a calm moment, not the middle of an awkward one. Speak from the “I”: “I would like us to see each other exclusively, where are you with that?” Ask the question, then really listen to the answer, even if it is not the one you hoped for. Someone moving at a different pace is not necessarily incompatible; someone who always avoids the question is giving you an answer too.</p>`,
    },
  },
  {
    slug: 'famille-recomposee-presenter-son-partenaire',
    type: 'article',
    accessLevel: 'member',
    specialist: 'haddad',
    daysAgo: 95,
    fr: {
      title: 'Famille recomposée : présenter son nouveau partenaire aux enfants',
      subtitle: 'Prendre le temps pour que chacun trouve sa place',
      body: `<p>Quand on est parent, une nouvelle relation touche toute la famille. Il n’y a pas de calendrier parfait, mais quelques principes rendent les choses plus douces.</p>
<ul>
<li>Attendez que la relation soit stable avant de faire les présentations : les enfants s’attachent vite.</li>
<li>Annoncez-la d’abord seul à seul, simplement, en laissant place aux questions.</li>
<li>Choisissez une première rencontre courte et neutre : un parc, une activité, pas un souper de famille.</li>
<li>Le nouveau partenaire n’est pas un parent de remplacement : laissez la relation avec les enfants se construire à leur rythme.</li>
<li>Parlez-en avec l’autre parent quand c’est possible : les enfants vivent mieux les changements annoncés.</li>
</ul>`,
    },
    en: {
      title: 'Blended families: introducing your new partner to the children',
      subtitle: 'Taking the time for everyone to find their place',
      body: `<p>When you are a parent, a new relationship affects the whole family. There is no perfect timeline, but a few principles make things gentler.</p>
<ul>
<li>Wait until the relationship is steady before making introductions: children get attached quickly.</li>
<li>Tell them first on your own, simply, leaving room for questions.</li>
<li>Make the first meeting short and neutral: a park, an activity, not a family dinner.</li>
<li>The new partner is not a replacement parent: let the relationship with the children grow at their pace.</li>
<li>Talk it over with the other parent when you can: children cope better with changes they were told about.</li>
</ul>`,
    },
  },
  {
    slug: 'les-styles-d-attachement',
    type: 'article',
    accessLevel: 'member',
    specialist: 'fortin',
    daysAgo: 150,
    fr: {
      title: 'Les styles d’attachement en bref',
      subtitle: 'Comprendre pourquoi on s’accroche, on fuit, ou on se sent en sécurité',
      body: `<p>La théorie de l’attachement, née de l’observation des liens entre les enfants et leurs parents, éclaire aussi nos relations adultes. Elle décrit des tendances, pas des étiquettes : la plupart d’entre nous se reconnaissent un peu dans plusieurs styles.</p>
<h2>Le style sécurisé</h2>
<p>La personne sécurisée est à l’aise avec l’intimité comme avec l’autonomie. Elle exprime ses besoins sans trop d’angoisse et fait confiance à l’autre jusqu’à preuve du contraire. Bonne nouvelle : ce style peut se développer au fil de relations saines.</p>
<h2>Le style anxieux</h2>
<p>La personne anxieuse craint d’être abandonnée. Un message sans réponse peut déclencher une vague d’inquiétude et le besoin d’être rassurée. Ce n’est pas de la « dépendance » : c’est un système d’alarme très sensible, qui s’apaise au contact de partenaires constants et clairs.</p>
<h2>Le style évitant</h2>
<p>La personne évitante valorise beaucoup son indépendance et se sent vite envahie. Quand la relation devient sérieuse, elle peut prendre ses distances sans trop savoir pourquoi. Elle n’aime pas moins; elle a appris à se protéger en comptant sur elle-même.</p>
<h2>Le piège classique</h2>
<p>Les personnes anxieuses et évitantes s’attirent souvent : l’une poursuit, l’autre recule, et chacune confirme les peurs de l’autre. Reconnaître ce cycle est déjà une façon d’en sortir.</p>
<h2>Que faire de tout ça ?</h2>
<ul>
<li>Observez vos réactions quand une relation devient importante : vous rapprochez-vous ou vous éloignez-vous ?</li>
<li>Nommez vos besoins plutôt que d’espérer qu’ils soient devinés.</li>
<li>Privilégiez les partenaires dont les actes correspondent aux paroles : la constance apaise tous les styles.</li>
</ul>
<p>Si ces questions vous touchent profondément, un accompagnement psychologique peut vous aider à comprendre votre histoire et à construire plus de sécurité intérieure.</p>`,
    },
    en: {
      title: 'Attachment styles in brief',
      subtitle: 'Understanding why we cling, run, or feel safe',
      body: `<p>Attachment theory, born from observing the bonds between children and their parents, also sheds light on our adult relationships. It describes tendencies, not labels: most of us recognise ourselves a little in several styles.</p>
<h2>The secure style</h2>
<p>A secure person is comfortable with closeness as well as independence. They express their needs without too much anxiety and trust the other person until shown otherwise. Good news: this style can grow through healthy relationships.</p>
<h2>The anxious style</h2>
<p>An anxious person fears being abandoned. An unanswered message can set off a wave of worry and a need to be reassured. This is not “neediness”: it is a very sensitive alarm system, which calms down with steady, clear partners.</p>
<h2>The avoidant style</h2>
<p>An avoidant person values independence highly and quickly feels crowded. When the relationship turns serious, they may pull away without quite knowing why. They do not love less; they learned to protect themselves by relying on themselves.</p>
<h2>The classic trap</h2>
<p>Anxious and avoidant people are often drawn to each other: one pursues, the other retreats, and each confirms the other’s fears. Recognising that cycle is already a way out of it.</p>
<h2>What to do with all this?</h2>
<ul>
<li>Watch how you react when a relationship becomes important: do you move closer or further away?</li>
<li>Name your needs rather than hoping they will be guessed.</li>
<li>Favour partners whose actions match their words: consistency soothes every style.</li>
</ul>
<p>If these questions touch you deeply, working with a psychologist can help you understand your story and build more inner security.</p>`,
    },
  },
  {
    slug: 'rebondir-apres-une-rupture',
    type: 'article',
    accessLevel: 'member',
    specialist: 'gagnon',
    daysAgo: 190,
    fr: {
      title: 'Rebondir après une rupture',
      subtitle: 'Se donner le temps, puis se donner une chance',
      body: `<p>Une rupture, même souhaitée, est un deuil. On perd une personne, mais aussi des habitudes, des projets, une image de soi. Vouloir rencontrer quelqu’un tout de suite est tentant; c’est rarement le meilleur moment pour choisir avec clarté.</p>
<p>Accordez-vous d’abord du temps pour ressentir, sans vous juger. Reprenez contact avec ce qui vous nourrit : les amis, le sport, un projet mis de côté. Puis, quand l’idée de rencontrer quelqu’un éveille plus de curiosité que de besoin de combler un vide, vous saurez que vous êtes prêt. Et d’ici là, relire ce que cette relation vous a appris est peut-être le plus beau cadeau à vous faire.</p>`,
    },
    en: {
      title: 'Bouncing back after a breakup',
      subtitle: 'Give yourself time, then give yourself a chance',
      body: `<p>A breakup, even a wanted one, is a loss. You lose a person, but also habits, plans, an image of yourself. Wanting to meet someone right away is tempting; it is rarely the best moment to choose clearly.</p>
<p>First give yourself time to feel, without judging yourself. Reconnect with what nourishes you: friends, sport, a project you had set aside. Then, when the idea of meeting someone sparks more curiosity than a need to fill a gap, you will know you are ready. Until then, looking back on what that relationship taught you may be the best gift you can give yourself.</p>`,
    },
  },
  {
    slug: 'dire-non-avec-bienveillance',
    type: 'article',
    accessLevel: 'member',
    specialist: 'bergeron',
    daysAgo: 260,
    fr: {
      title: 'Dire non avec bienveillance',
      subtitle: 'Décliner une invitation sans blesser ni disparaître',
      body: `<p>Vous avez échangé quelques messages, puis vous sentez que ça ne vous convient pas. Disparaître sans un mot est tentant, mais laisse l’autre dans le doute. Un message court et honnête est plus respectueux, pour lui comme pour vous.</p>
<p>Par exemple : « J’ai aimé nos échanges, mais je ne ressens pas l’élan que je cherche. Je te souhaite de belles rencontres. » Pas besoin de justifier longuement ni de critiquer. Et si la personne insiste malgré tout, vous pouvez mettre fin à la conversation ou la bloquer : votre non est une réponse complète.</p>`,
    },
    en: {
      title: 'Saying no kindly',
      subtitle: 'Turning down an invitation without hurting or vanishing',
      body: `<p>You have exchanged a few messages, then you feel it is not right for you. Vanishing without a word is tempting, but it leaves the other person guessing. A short, honest message is more respectful, for them and for you.</p>
<p>For example: “I enjoyed our chats, but I don’t feel the spark I am looking for. I wish you lovely encounters.” No need for long explanations or criticism. And if the person still insists, you can end the conversation or block them: your no is a complete answer.</p>`,
    },
  },
];

const ARTICLES_VIP: ArticleData[] = [
  {
    slug: 'programme-30-jours-mieux-se-connaitre',
    type: 'article',
    accessLevel: 'vip',
    specialist: 'gagnon',
    daysAgo: 9,
    fr: {
      title: 'Programme de 30 jours : mieux se connaître',
      subtitle: 'Dix minutes par jour pour arriver en amour plus libre',
      body: `<p>Ce programme propose une courte pratique par jour pendant un mois. Il ne demande ni matériel ni expérience : un carnet, un crayon et dix minutes de calme. Vous pouvez le commencer n’importe quel jour et reprendre là où vous l’avez laissé.</p>
<h2>Semaine 1 : observer</h2>
<p>Chaque soir, notez trois moments de la journée : un moment d’énergie, un moment de fatigue, un moment de connexion avec quelqu’un. Ne cherchez pas à expliquer, observez seulement. À la fin de la semaine, vous connaîtrez mieux ce qui vous nourrit et ce qui vous vide.</p>
<h2>Semaine 2 : comprendre son histoire</h2>
<p>Consacrez chaque jour à une période de votre vie amoureuse : la première attirance, la première relation, la plus longue, la plus difficile. Pour chacune, écrivez ce que vous avez appris sur vous. Terminez la semaine par une lettre de gratitude à la personne que vous étiez alors.</p>
<h2>Semaine 3 : clarifier ses besoins</h2>
<p>Chaque jour, complétez la phrase « Dans une relation, j’ai besoin de… » par une réponse différente, puis demandez-vous si vous savez le demander. Le septième jour, classez vos réponses : les trois premières sont vos besoins essentiels. Ce sont elles que vous garderez en tête lors de vos prochaines rencontres.</p>
<h2>Semaine 4 : passer à l’action</h2>
<p>Chaque jour, posez un petit geste aligné avec ce que vous avez découvert : écrire un message sincère, refuser une invitation qui ne vous tente pas, réviser une phrase de votre profil, proposer un rendez-vous dans un lieu que vous aimez vraiment. Notez comment vous vous sentez après.</p>
<h2>Les deux derniers jours</h2>
<p>Relisez tout votre carnet. Écrivez en une page la personne que vous êtes aujourd’hui et la relation que vous souhaitez vivre. Gardez cette page : elle sera votre repère quand le doute reviendra.</p>
<p>Se connaître n’est pas se figer. C’est se donner les moyens de rencontrer l’autre sans se perdre.</p>`,
    },
    en: {
      title: '30-day programme: get to know yourself',
      subtitle: 'Ten minutes a day to come to love more freely',
      body: `<p>This programme offers one short practice a day for a month. It needs no equipment and no experience: a notebook, a pen and ten quiet minutes. You can start it any day and pick up where you left off.</p>
<h2>Week 1: observe</h2>
<p>Every evening, write down three moments from your day: one of energy, one of tiredness, one of connection with someone. Do not try to explain, just observe. By the end of the week you will know better what feeds you and what drains you.</p>
<h2>Week 2: understand your story</h2>
<p>Give each day to one period of your love life: the first crush, the first relationship, the longest, the hardest. For each, write what you learned about yourself. End the week with a thank-you letter to the person you were then.</p>
<h2>Week 3: clarify your needs</h2>
<p>Each day, finish the sentence “In a relationship, I need…” with a different answer, then ask yourself whether you know how to ask for it. On the seventh day, rank your answers: the top three are your essential needs. Keep them in mind in your next meetings.</p>
<h2>Week 4: take action</h2>
<p>Each day, make one small move in line with what you discovered: write a sincere message, turn down an invitation that does not appeal to you, rework a sentence of your profile, suggest a date somewhere you truly love. Note how you feel afterwards.</p>
<h2>The last two days</h2>
<p>Read your whole notebook again. On one page, describe the person you are today and the relationship you want to live. Keep that page: it will be your landmark when doubt comes back.</p>
<p>Knowing yourself is not standing still. It is giving yourself the means to meet someone without losing yourself.</p>`,
    },
  },
  {
    slug: 'intimite-emotionnelle-batir-la-confiance',
    type: 'article',
    accessLevel: 'vip',
    specialist: 'nadeau',
    daysAgo: 60,
    fr: {
      title: 'Intimité émotionnelle : bâtir la confiance pas à pas',
      subtitle: 'Se dévoiler au bon rythme, et accueillir ce que l’autre dévoile',
      body: `<p>L’intimité émotionnelle, c’est la possibilité d’être vu tel qu’on est, sans craindre d’être rejeté. Elle ne se décrète pas : elle se construit par petites confidences réciproques. Je partage un peu de moi, tu m’accueilles, tu partages à ton tour.</p>
<p>Trop tôt, la confidence peut submerger; trop tard, la relation reste en surface. Un bon repère : partagez ce que vous seriez à l’aise de voir gardé avec respect, et observez ce que l’autre en fait. Remerciez quand l’autre se confie (« merci de me dire ça »), sans minimiser ni chercher à réparer. C’est ainsi que la confiance devient un terrain solide, sur lequel l’intimité physique aussi peut s’épanouir.</p>`,
    },
    en: {
      title: 'Emotional intimacy: building trust step by step',
      subtitle: 'Opening up at the right pace, and welcoming what the other shares',
      body: `<p>Emotional intimacy is being able to be seen as you are, without fearing rejection. It cannot be declared: it is built through small, mutual confidences. I share a little of myself, you welcome it, you share in turn.</p>
<p>Too early, a confidence can overwhelm; too late, the relationship stays on the surface. A good guide: share what you would be comfortable seeing kept with respect, and watch what the other person does with it. Say thank you when they open up (“thank you for telling me”), without playing it down or rushing to fix it. That is how trust becomes solid ground, where physical intimacy can flourish too.</p>`,
    },
  },
  {
    slug: 'communication-non-violente-au-quotidien',
    type: 'article',
    accessLevel: 'vip',
    specialist: 'thompson',
    daysAgo: 120,
    fr: {
      title: 'La communication non violente au quotidien',
      subtitle: 'Observation, sentiment, besoin, demande : quatre étapes pour se comprendre',
      body: `<p>La communication non violente, développée par Marshall Rosenberg, propose une structure simple pour dire les choses difficiles sans attaquer.</p>
<ul>
<li><strong>Observation :</strong> décrire les faits sans interprétation. « Tu as regardé ton téléphone pendant le souper. »</li>
<li><strong>Sentiment :</strong> nommer ce que l’on ressent. « Je me suis senti seul. »</li>
<li><strong>Besoin :</strong> relier le sentiment à un besoin. « J’ai besoin de moments où on est vraiment ensemble. »</li>
<li><strong>Demande :</strong> formuler une demande concrète et négociable. « Est-ce qu’on pourrait laisser les téléphones dans l’entrée pendant les repas ? »</li>
</ul>
<p>Au début, la formule paraît artificielle. Avec la pratique, elle devient une manière naturelle de parler, qui invite l’autre à répondre plutôt qu’à se défendre.</p>`,
    },
    en: {
      title: 'Nonviolent communication every day',
      subtitle: 'Observation, feeling, need, request: four steps to understand each other',
      body: `<p>Nonviolent communication, developed by Marshall Rosenberg, offers a simple structure for saying difficult things without attacking.</p>
<ul>
<li><strong>Observation:</strong> describe the facts without interpretation. “You looked at your phone during dinner.”</li>
<li><strong>Feeling:</strong> name what you feel. “I felt lonely.”</li>
<li><strong>Need:</strong> link the feeling to a need. “I need moments when we are really together.”</li>
<li><strong>Request:</strong> make a concrete, negotiable request. “Could we leave our phones in the hallway during meals?”</li>
</ul>
<p>At first the formula feels artificial. With practice, it becomes a natural way of speaking, one that invites the other person to answer rather than defend themselves.</p>`,
    },
  },
];

/* ---------------------------------------------------------------------------------------------- */
/* Videos                                                                                           */
/* ---------------------------------------------------------------------------------------------- */

const VIDEOS: ArticleData[] = [
  {
    slug: 'respirer-avant-un-rendez-vous',
    type: 'video',
    accessLevel: 'public',
    specialist: 'gagnon',
    daysAgo: 1,
    fr: {
      title: 'Trois minutes pour respirer avant un rendez-vous',
      subtitle: 'Une pratique guidée pour calmer le trac',
      body: `<p>Le cœur qui bat, les mains moites, les scénarios qui défilent : le trac avant un rendez-vous est normal. Dans cette courte vidéo, Émilie vous guide dans une respiration en carré (inspirer quatre temps, retenir quatre temps, expirer quatre temps, attendre quatre temps) et un bref retour au corps.</p>
<p>À faire dans la voiture, dans l’autobus ou dans les toilettes du café : personne ne remarquera rien, sauf vous, qui arriverez plus présent.</p>`,
    },
    en: {
      title: 'Three minutes to breathe before a date',
      subtitle: 'A guided practice to calm the nerves',
      body: `<p>A racing heart, sweaty palms, scenarios running through your head: nerves before a date are normal. In this short video, Émilie guides you through box breathing (breathe in for four counts, hold for four, breathe out for four, wait for four) and a brief return to the body.</p>
<p>Do it in the car, on the bus or in the café restroom: nobody will notice anything, except you, arriving more present.</p>`,
    },
  },
  {
    slug: 'premier-message-sans-cliche',
    type: 'video',
    accessLevel: 'public',
    specialist: 'bergeron',
    daysAgo: 18,
    fr: {
      title: 'Premier message : briser la glace sans cliché',
      subtitle: 'Trois façons d’écrire un message qui donne envie de répondre',
      body: `<p>« Salut, ça va ? » reçoit rarement une réponse enthousiaste. Julien montre trois façons de commencer une conversation : rebondir sur un détail précis du profil, poser une question ouverte qui invite à raconter, et partager quelque chose de soi en lien avec l’autre.</p>
<p>Exemples à l’appui, il explique aussi pourquoi un message court et sincère vaut mieux qu’un long texte parfait.</p>`,
    },
    en: {
      title: 'First message: breaking the ice without clichés',
      subtitle: 'Three ways to write a message people want to answer',
      body: `<p>“Hi, how are you?” rarely gets an enthusiastic reply. Julien shows three ways to open a conversation: pick up on a specific detail of the profile, ask an open question that invites a story, and share something of yourself connected to the other person.</p>
<p>With examples, he also explains why a short, sincere message beats a long, perfect one.</p>`,
    },
  },
  {
    slug: 'signaux-d-alerte',
    type: 'video',
    accessLevel: 'public',
    specialist: 'haddad',
    daysAgo: 55,
    fr: {
      title: 'Les signaux d’alerte à connaître',
      subtitle: 'Reconnaître tôt les comportements qui doivent vous faire reculer',
      body: `<p>Une demande d’argent, une histoire qui change d’une fois à l’autre, une pression pour quitter la plateforme, une jalousie précoce : Karim passe en revue les signaux qui doivent vous faire ralentir, voire couper le contact.</p>
<p>Il rappelle aussi comment utiliser le blocage et le signalement, et pourquoi il ne faut jamais avoir honte d’en parler.</p>`,
    },
    en: {
      title: 'Red flags to know',
      subtitle: 'Recognising early the behaviours that should make you step back',
      body: `<p>A request for money, a story that changes from one telling to the next, pressure to leave the platform, early jealousy: Karim goes over the signs that should make you slow down, or cut contact altogether.</p>
<p>He also explains how to use blocking and reporting, and why there is never any shame in talking about it.</p>`,
    },
  },
  {
    slug: 'qu-est-ce-qu-une-relation-saine',
    type: 'video',
    accessLevel: 'public',
    specialist: 'thompson',
    daysAgo: 100,
    fr: {
      title: 'Qu’est-ce qu’une relation saine ?',
      subtitle: 'Respect, confiance, liberté : les fondations d’un couple qui dure',
      body: `<p>David décrit les ingrédients d’une relation saine : on peut y exprimer son désaccord sans crainte, chacun garde ses amitiés et ses passions, les décisions importantes se prennent à deux, et les excuses sont sincères et suivies d’effets.</p>
<p>Une vidéo pour faire le point, que vous soyez en couple, en début de relation ou en pleine réflexion.</p>`,
    },
    en: {
      title: 'What is a healthy relationship?',
      subtitle: 'Respect, trust, freedom: the foundations of a lasting couple',
      body: `<p>David describes the ingredients of a healthy relationship: you can disagree without fear, each person keeps their friendships and passions, important decisions are made together, and apologies are sincere and followed by change.</p>
<p>A video to take stock, whether you are in a couple, at the start of a relationship or thinking things over.</p>`,
    },
  },
  {
    slug: 'bienvenue-dans-votre-parcours',
    type: 'video',
    accessLevel: 'public',
    specialist: 'fortin',
    daysAgo: 300,
    fr: {
      title: 'Bienvenue dans votre parcours',
      subtitle: 'Comment tirer le meilleur de l’espace Épanouissement',
      body: `<p>Marie-Claude présente l’espace de développement personnel : des articles pour réfléchir, des vidéos pour pratiquer, et des contenus en prime pour aller plus loin. Elle propose aussi une façon de l’utiliser : un contenu par semaine, lu ou regardé à tête reposée, suivi d’une petite action concrète.</p>`,
    },
    en: {
      title: 'Welcome to your journey',
      subtitle: 'How to make the most of the Blossom area',
      body: `<p>Marie-Claude introduces the personal-development area: articles to reflect, videos to practise, and bonus content to go further. She also suggests a way to use it: one piece a week, read or watched at a quiet moment, followed by one small, concrete action.</p>`,
    },
  },
  {
    slug: 'reconnaitre-ses-schemas-amoureux',
    type: 'video',
    accessLevel: 'member',
    specialist: 'fortin',
    daysAgo: 2,
    fr: {
      title: 'Reconnaître ses schémas amoureux',
      subtitle: 'Pourquoi on tombe toujours sur le même genre de personne',
      body: `<p>Vous avez l’impression de revivre la même histoire avec des personnes différentes ? Marie-Claude explique comment nos premières relations façonnent nos attirances, et comment repérer un schéma qui se répète.</p>
<p>Elle propose ensuite un exercice en trois questions pour transformer ce constat en choix plus libres lors de vos prochaines rencontres.</p>`,
    },
    en: {
      title: 'Recognising your relationship patterns',
      subtitle: 'Why you keep falling for the same kind of person',
      body: `<p>Do you feel you are living the same story with different people? Marie-Claude explains how our first relationships shape our attractions, and how to spot a pattern that keeps repeating.</p>
<p>She then offers a three-question exercise to turn that insight into freer choices in your next encounters.</p>`,
    },
  },
  {
    slug: 'l-art-de-poser-de-bonnes-questions',
    type: 'video',
    accessLevel: 'member',
    specialist: 'bergeron',
    daysAgo: 30,
    fr: {
      title: 'L’art de poser de bonnes questions',
      subtitle: 'Passer de l’entrevue d’embauche à la vraie conversation',
      body: `<p>« Tu fais quoi dans la vie ? Tu as des enfants ? Tu aimes voyager ? » Les questions en rafale donnent l’impression d’un interrogatoire. Julien montre comment poser des questions qui ouvrent sur des histoires, comment rebondir sur une réponse, et comment partager à son tour pour que l’échange reste équilibré.</p>`,
    },
    en: {
      title: 'The art of asking good questions',
      subtitle: 'From job interview to real conversation',
      body: `<p>“What do you do? Do you have kids? Do you like travelling?” Rapid-fire questions feel like an interrogation. Julien shows how to ask questions that open onto stories, how to build on an answer, and how to share in turn so the exchange stays balanced.</p>`,
    },
  },
  {
    slug: 'desir-et-rythme-en-parler-a-deux',
    type: 'video',
    accessLevel: 'member',
    specialist: 'nadeau',
    daysAgo: 65,
    fr: {
      title: 'Désir et rythme : en parler à deux',
      subtitle: 'Aborder l’intimité simplement, sans pression',
      body: `<p>Chacun avance à son rythme vers l’intimité physique, et c’est normal. Sophie propose des mots simples pour en parler tôt, sans malaise : dire ce qui nous fait envie, ce dont on a besoin pour se sentir en confiance, et ce qui n’est pas pour nous.</p>
<p>Elle rappelle que le consentement se vérifie à chaque étape et qu’il peut toujours changer.</p>`,
    },
    en: {
      title: 'Desire and pace: talking about it together',
      subtitle: 'Approaching intimacy simply, without pressure',
      body: `<p>Everyone moves towards physical intimacy at their own pace, and that is normal. Sophie offers simple words to talk about it early, without awkwardness: what you would like, what you need to feel safe, and what is not for you.</p>
<p>She reminds us that consent is checked at every step and can always change.</p>`,
    },
  },
  {
    slug: 'apprivoiser-la-solitude',
    type: 'video',
    accessLevel: 'member',
    specialist: 'gagnon',
    daysAgo: 85,
    fr: {
      title: 'Apprivoiser la solitude',
      subtitle: 'Être bien seul pour être bien à deux',
      body: `<p>La solitude fait peur, et cette peur pousse parfois vers des relations qui ne nous conviennent pas. Émilie propose de faire de ces moments seul un espace de ressourcement : des rituels simples, une attention à ce que l’on ressent, et une façon de distinguer l’ennui de la solitude choisie.</p>`,
    },
    en: {
      title: 'Making peace with being alone',
      subtitle: 'Being well on your own to be well together',
      body: `<p>Being alone can be frightening, and that fear sometimes pushes us towards relationships that do not suit us. Émilie suggests turning time alone into a space to recharge: simple rituals, attention to what you feel, and a way to tell boredom from chosen solitude.</p>`,
    },
  },
  {
    slug: 'reparer-apres-une-dispute',
    type: 'video',
    accessLevel: 'member',
    specialist: 'thompson',
    daysAgo: 140,
    fr: {
      title: 'Réparer après une dispute',
      subtitle: 'Les gestes qui recousent le lien',
      body: `<p>Les couples solides se disputent aussi. Ce qui les distingue, c’est leur capacité à réparer. David présente les « tentatives de réparation » : une touche d’humour, une main tendue, un « je comprends ton point ». Il explique comment les proposer et, surtout, comment les accepter quand elles viennent de l’autre.</p>`,
    },
    en: {
      title: 'Repairing after an argument',
      subtitle: 'The gestures that mend the bond',
      body: `<p>Strong couples argue too. What sets them apart is their ability to repair. David presents “repair attempts”: a touch of humour, a reaching hand, an “I see your point”. He explains how to offer them and, above all, how to accept them when they come from the other person.</p>`,
    },
  },
  {
    slug: 'celibataire-et-parent',
    type: 'video',
    accessLevel: 'member',
    specialist: 'haddad',
    daysAgo: 175,
    fr: {
      title: 'Célibataire et parent : trouver l’équilibre',
      subtitle: 'Faire de la place à l’amour sans culpabilité',
      body: `<p>Entre les lunchs, les devoirs et la garde partagée, il reste peu de temps pour soi. Karim aborde la culpabilité de vouloir refaire sa vie, l’organisation des rendez-vous, et la façon d’en parler à un partenaire potentiel dès le début, sans rien cacher ni tout dévoiler.</p>`,
    },
    en: {
      title: 'Single and a parent: finding the balance',
      subtitle: 'Making room for love without guilt',
      body: `<p>Between lunches, homework and shared custody, there is little time left for yourself. Karim talks about the guilt of wanting to move on, organising dates, and how to tell a potential partner from the start, without hiding anything or sharing everything.</p>`,
    },
  },
  {
    slug: 'langage-non-verbal-premier-rendez-vous',
    type: 'video',
    accessLevel: 'member',
    specialist: 'bergeron',
    daysAgo: 230,
    fr: {
      title: 'Le langage non verbal au premier rendez-vous',
      subtitle: 'Ce que votre corps dit avant vous',
      body: `<p>Le regard, la posture, le rythme de la voix : une grande part de ce que l’on communique passe sans les mots. Julien montre comment se montrer ouvert sans forcer, comment lire les signes d’intérêt ou d’inconfort de l’autre, et pourquoi l’authenticité reste le meilleur langage.</p>`,
    },
    en: {
      title: 'Body language on a first date',
      subtitle: 'What your body says before you do',
      body: `<p>Eye contact, posture, the pace of your voice: much of what we communicate goes without words. Julien shows how to come across as open without forcing it, how to read signs of interest or discomfort in the other person, and why being genuine is still the best language.</p>`,
    },
  },
  {
    slug: 'atelier-votre-histoire-amoureuse',
    type: 'video',
    accessLevel: 'vip',
    specialist: 'fortin',
    daysAgo: 4,
    fr: {
      title: 'Atelier : votre histoire amoureuse en cinq chapitres',
      subtitle: 'Un atelier guidé d’une heure pour relire son passé et choisir son avenir',
      body: `<p>Dans cet atelier enregistré, Marie-Claude vous accompagne dans l’écriture de votre histoire amoureuse en cinq chapitres : les modèles de l’enfance, les premières amours, les relations marquantes, les ruptures, et le chapitre que vous voulez écrire maintenant.</p>
<p>Prévoyez un carnet et une heure sans interruption. Des pauses sont proposées entre chaque chapitre pour écrire à votre rythme.</p>`,
    },
    en: {
      title: 'Workshop: your love story in five chapters',
      subtitle: 'A guided one-hour workshop to reread your past and choose your future',
      body: `<p>In this recorded workshop, Marie-Claude helps you write your love story in five chapters: childhood models, first loves, defining relationships, breakups, and the chapter you want to write now.</p>
<p>Bring a notebook and an uninterrupted hour. Pauses between chapters let you write at your own pace.</p>`,
    },
  },
  {
    slug: 'atelier-estime-de-soi-et-choix-amoureux',
    type: 'video',
    accessLevel: 'vip',
    specialist: 'gagnon',
    daysAgo: 45,
    fr: {
      title: 'Atelier : estime de soi et choix amoureux',
      subtitle: 'Choisir à partir de sa valeur plutôt que de ses peurs',
      body: `<p>Quand on doute de sa valeur, on accepte parfois moins que ce que l’on mérite. Dans cet atelier, Émilie propose des exercices de pleine conscience et d’écriture pour reconnaître la voix critique intérieure, cultiver la bienveillance envers soi et poser des choix amoureux alignés avec ce qui compte vraiment.</p>`,
    },
    en: {
      title: 'Workshop: self-esteem and love choices',
      subtitle: 'Choosing from your worth rather than your fears',
      body: `<p>When we doubt our worth, we sometimes accept less than we deserve. In this workshop, Émilie offers mindfulness and writing exercises to recognise the inner critic, grow kindness towards yourself and make love choices aligned with what truly matters.</p>`,
    },
  },
  {
    slug: 'classe-de-maitre-conversations-difficiles',
    type: 'video',
    accessLevel: 'vip',
    specialist: 'thompson',
    daysAgo: 110,
    fr: {
      title: 'Classe de maître : les conversations difficiles',
      subtitle: 'Argent, enfants, belle-famille : aborder les sujets sensibles',
      body: `<p>Certains sujets reviennent dans tous les couples : l’argent, le désir d’enfants, la place des familles, le lieu de vie. David propose une méthode en trois temps pour les aborder sans que la discussion tourne à l’affrontement : préparer, écouter, décider ensemble.</p>
<p>Des mises en situation filmées illustrent chaque étape.</p>`,
    },
    en: {
      title: 'Masterclass: difficult conversations',
      subtitle: 'Money, children, in-laws: raising sensitive topics',
      body: `<p>Some topics come up in every couple: money, wanting children, the place of families, where to live. David offers a three-step method to raise them without the discussion turning into a fight: prepare, listen, decide together.</p>
<p>Filmed role-plays illustrate each step.</p>`,
    },
  },
  {
    slug: 'atelier-sexualite-consentement-communication',
    type: 'video',
    accessLevel: 'vip',
    specialist: 'nadeau',
    daysAgo: 160,
    fr: {
      title: 'Atelier : sexualité, consentement et communication',
      subtitle: 'Parler d’intimité avec respect et confiance',
      body: `<p>Sophie anime un atelier franc et bienveillant sur la place de la communication dans la vie intime : exprimer ses désirs et ses limites, vérifier le consentement de façon naturelle, et accueillir les différences de rythme sans les vivre comme un rejet.</p>`,
    },
    en: {
      title: 'Workshop: sexuality, consent and communication',
      subtitle: 'Talking about intimacy with respect and confidence',
      body: `<p>Sophie leads a frank and caring workshop on the role of communication in intimate life: expressing desires and limits, checking consent naturally, and welcoming differences in pace without taking them as rejection.</p>`,
    },
  },
];

/** Every piece of content, newest first in the lists by `daysAgo`. */
export const ARTICLES: readonly ArticleData[] = [
  ...ARTICLES_PUBLIC,
  ...ARTICLES_MEMBER,
  ...ARTICLES_VIP,
  ...VIDEOS,
];

/** The public page of a piece of content on the product's website, per language. */
export function websiteUrl(
  article: Pick<ArticleData, 'slug' | 'type'>,
  locale: ContentLocale,
): string {
  const section =
    locale === 'fr'
      ? article.type === 'video'
        ? 'videos'
        : 'articles'
      : article.type === 'video'
        ? 'en/videos'
        : 'en/articles';
  return `${CONTENT_SITE}/${section}/${article.slug}`;
}

/** A video's file and its embeddable player (strings only: the seed fetches nothing). */
export function videoUrls(article: Pick<ArticleData, 'slug'>, locale: ContentLocale) {
  return {
    videoUrl: `${VIDEO_SITE}/${locale}/${article.slug}.mp4`,
    embedVideoUrl: `${VIDEO_SITE}/embed/${locale}/${article.slug}`,
  };
}
