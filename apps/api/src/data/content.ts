/**
 * Editorial content served by the API: the terms of use and the daily quotes.
 */

export type ContentLocale = 'fr' | 'en';

/* ---------------------------------------------------------------------------------------------- */
/* Terms of use                                                                                     */
/* ---------------------------------------------------------------------------------------------- */

/** The launch date: members who accepted before a newer `published_at` are asked to accept again. */
export const TERMS_PUBLISHED_AT = '2022-06-20T00:00:00Z';

const TERMS_FR = `<h1>Conditions d’utilisation</h1>
<p><em>En vigueur depuis le 20 juin 2022.</em></p>

<h2>1. Bienvenue</h2>
<p>Les présentes conditions d’utilisation (les « Conditions ») encadrent l’accès à notre service de rencontres et de jumelage par abonnement, offert sur le Web ainsi que dans nos applications iOS et Android (le « Service »). Le Service s’adresse aux personnes célibataires qui souhaitent faire des rencontres authentiques, dans un environnement sécuritaire, tout en cheminant sur le plan personnel. Dans ce texte, « nous » désigne l’exploitant du Service et « vous » désigne toute personne qui crée un compte ou utilise le Service.</p>
<p>En cochant la case d’acceptation, vous confirmez avoir lu et compris les Conditions et vous vous engagez à les respecter. Si vous n’êtes pas d’accord, veuillez ne pas utiliser le Service.</p>

<h2>2. Admissibilité</h2>
<p>Pour devenir membre, vous devez :</p>
<ul>
<li>avoir au moins 18 ans;</li>
<li>être célibataire, ou du moins libre de toute relation exclusive;</li>
<li>avoir la capacité juridique de conclure un contrat;</li>
<li>ne jamais avoir été reconnu coupable d’une infraction criminelle à caractère sexuel ou violent;</li>
<li>ne pas avoir été exclu du Service auparavant;</li>
<li>ne détenir qu’un seul compte, à votre nom.</li>
</ul>
<p>Nous pouvons refuser une inscription ou fermer un compte qui ne respecte pas ces critères.</p>

<h2>3. Votre compte</h2>
<p>Vous vous engagez à fournir des renseignements exacts et à les tenir à jour, notamment votre nom, votre date de naissance, votre adresse et votre adresse courriel, que vous devez confirmer. Vous pouvez aussi vous inscrire au moyen de votre compte Apple, Facebook ou Google; les conditions de ces services s’appliquent alors en plus des nôtres.</p>
<p>Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité effectuée avec votre compte. Choisissez un mot de passe d’au moins 8 caractères comprenant une majuscule, une minuscule et un chiffre, et ne le communiquez à personne. Si vous croyez que votre compte a été utilisé sans votre autorisation, avisez-nous sans délai.</p>

<h2>4. Vérification de l’identité</h2>
<p>Pour préserver une communauté authentique, chaque membre doit confirmer son identité lors de l’inscription. Vous disposez de trois tentatives de vérification automatisée. Si la vérification échoue ou si vous choisissez de la reporter, notre équipe procède à une vérification manuelle et peut vous joindre par téléphone selon les disponibilités que vous nous indiquez. Nous pouvons refuser une inscription lorsqu’un autre compte existe déjà au même nom et avec la même date de naissance.</p>
<p>Les renseignements recueillis pour la vérification servent uniquement à cette fin. La vérification réduit les risques, mais elle ne constitue pas une garantie quant au comportement ou aux intentions d’un membre.</p>

<h2>5. Profil, photos et contenu</h2>
<p>Votre profil doit vous représenter fidèlement. Il comprend de 2 à 6 photos, dont une photo principale récente, prise de face et en gros plan, sur laquelle vous apparaissez sans autre personne, sans lunettes de soleil ni chapeau, sans filtre et dans une tenue non suggestive. Chaque photo est examinée par notre équipe, généralement en moins de 24 heures. Une galerie refusée ou incomplète entraîne la suspension automatique du compte après 72 heures, jusqu’à ce qu’elle soit corrigée.</p>
<p>Vous demeurez propriétaire du contenu que vous publiez (photos, textes, présentation audio, citations). Vous nous accordez une licence non exclusive, gratuite et valable pour la durée de son hébergement, qui nous permet de l’héberger, de l’afficher et de l’adapter techniquement aux seules fins de l’exploitation du Service. Vous déclarez détenir les droits nécessaires sur ce contenu. Nous pouvons retirer tout contenu contraire aux Conditions.</p>

<h2>6. Essai gratuit, abonnement et paiement</h2>
<p>Une fois votre profil complété, vous profitez d’un essai gratuit de 5 jours. Pour continuer à échanger avec les autres membres ensuite, vous devez souscrire un forfait de 3 mois ou de 6 mois. Le forfait de 6 mois comprend une formation en prime d’une valeur de 494 $. Les prix sont affichés en dollars canadiens, taxes incluses.</p>
<ul>
<li>Sur le Web, le paiement se fait par carte de crédit (Visa, Mastercard ou American Express). Dans les applications iOS et Android, il se fait par achat intégré et les conditions d’Apple ou de Google s’appliquent également.</li>
<li>Lorsqu’un forfait est offert avec renouvellement automatique, cette mention vous est présentée avant l’achat. Vous pouvez annuler le renouvellement automatique en tout temps dans vos paramètres : votre abonnement demeure actif jusqu’à sa date de fin.</li>
<li>Un code promotionnel valide peut ajouter des mois ou réduire le prix. Une personne qui s’abonne à un forfait de 3 mois ou plus grâce au lien d’un membre ambassadeur obtient un mois supplémentaire gratuit.</li>
<li>Vous pouvez mettre votre compte en pause : votre profil est alors masqué et vous ne recevez plus de messages, mais votre abonnement continue de courir.</li>
</ul>
<p>Sauf lorsque la loi l’exige, une période d’abonnement entamée n’est pas remboursable. Rien dans les Conditions ne limite les droits que vous accorde la Loi sur la protection du consommateur ou toute autre loi d’ordre public applicable.</p>

<h2>7. Règles de conduite</h2>
<p>Notre communauté repose sur le respect, l’honnêteté et la bienveillance. Il est interdit :</p>
<ul>
<li>de se faire passer pour quelqu’un d’autre ou de mentir sur son âge, sa situation ou ses intentions;</li>
<li>de harceler, d’intimider, de menacer ou d’insulter un membre, ou de tenir des propos haineux ou discriminatoires;</li>
<li>de demander de l’argent, des cadeaux ou des renseignements financiers, ou de tenter une fraude de quelque nature que ce soit;</li>
<li>de publier ou d’envoyer du contenu sexuellement explicite, violent ou choquant, ou tout contenu mettant en scène une personne mineure;</li>
<li>de faire de la publicité, de la sollicitation commerciale ou du recrutement;</li>
<li>de diffuser les renseignements personnels, les photos ou les conversations d’un autre membre sans son consentement;</li>
<li>d’utiliser des robots, des scripts ou tout autre moyen automatisé pour accéder au Service ou en extraire des données;</li>
<li>de contourner un blocage, une suspension ou une exclusion, notamment en créant un nouveau compte.</li>
</ul>

<h2>8. Messagerie, fleurs et appels vidéo</h2>
<p>Vos conversations sont classées dans une boîte prioritaire ou une boîte secondaire selon les règles que vous choisissez (jusqu’à trois). Vous pouvez offrir une fleur par jour pour signaler votre intérêt à un membre. Un appel vidéo n’est possible que lorsque les deux personnes l’ont autorisé dans leur conversation, et chacune peut retirer son autorisation en tout temps. N’enregistrez jamais une conversation ou un appel sans le consentement de l’autre personne.</p>

<h2>9. Votre sécurité</h2>
<p>Votre sécurité nous tient à cœur, mais elle dépend aussi de vos choix. Nous vous recommandons :</p>
<ul>
<li>de prendre le temps de faire connaissance sur la plateforme avant de communiquer vos coordonnées;</li>
<li>de ne jamais envoyer d’argent ni de données bancaires à une personne rencontrée en ligne, quelle que soit l’histoire racontée;</li>
<li>de fixer vos premiers rendez-vous dans un lieu public, de vous y rendre par vos propres moyens et d’informer un proche de vos plans;</li>
<li>de faire confiance à votre intuition et de mettre fin à un échange qui vous met mal à l’aise.</li>
</ul>
<p>Nous ne procédons pas à la vérification des antécédents judiciaires des membres. Nous ne sommes pas responsables de la conduite des membres, en ligne comme hors ligne, mais nous agissons rapidement sur chaque signalement.</p>

<h2>10. Signalement et blocage</h2>
<p>Vous pouvez signaler un membre pour tentative de fraude, fausse identité, photo choquante, sollicitation d’argent, harcèlement, propos inappropriés ou tout autre motif, en ajoutant une note au besoin. Chaque signalement est traité de façon confidentielle : la personne signalée n’apprend pas qui l’a signalée.</p>
<p>Vous pouvez aussi bloquer un membre en tout temps. Le membre bloqué ne peut plus vous écrire ni trouver votre profil, et il n’en est pas avisé. Vous pouvez le débloquer dans vos paramètres.</p>

<h2>11. Renseignements personnels</h2>
<p>Nous traitons vos renseignements personnels conformément à notre politique de confidentialité et aux lois applicables, dont la Loi sur la protection des renseignements personnels dans le secteur privé du Québec. La politique de confidentialité explique quels renseignements nous recueillons, pourquoi, combien de temps nous les conservons et comment exercer vos droits d’accès, de rectification et de suppression. Vous contrôlez en tout temps la visibilité de votre profil et le mode anonyme dans vos paramètres.</p>

<h2>12. Contenu de développement personnel</h2>
<p>Les articles, vidéos, formations et autres contenus de développement personnel sont offerts à titre informatif. Ils ne remplacent pas l’avis d’un professionnel de la santé, d’un psychologue ou d’un autre spécialiste. Certains contenus sont réservés aux membres abonnés ou à certains forfaits.</p>

<h2>13. Programme ambassadeur</h2>
<p>Les membres ambassadeurs peuvent partager un lien de parrainage personnel et recevoir 10 $ pour chaque nouvel abonnement de 3 mois ou plus conclu grâce à ce lien, selon les modalités présentées dans l’espace ambassadeur. Il est interdit de promouvoir ce lien au moyen de pourriels ou de déclarations trompeuses.</p>

<h2>14. Suspension et fermeture du compte</h2>
<p>Vous pouvez mettre votre compte en pause ou le supprimer définitivement en tout temps dans vos paramètres. Nous pouvons suspendre ou fermer un compte, avec ou sans préavis selon la gravité de la situation, en cas de manquement aux Conditions, de fraude, de galerie incomplète après le délai prévu ou d’échec de la vérification d’identité. Lorsque la fermeture découle d’un manquement grave de votre part, la portion non utilisée de l’abonnement n’est pas remboursée, sous réserve de la loi.</p>

<h2>15. Responsabilité</h2>
<p>Nous faisons tout en notre pouvoir pour offrir un Service fiable et sécuritaire, mais nous ne pouvons garantir qu’il sera exempt d’interruptions ni que vous y rencontrerez la personne qui vous convient. Dans la mesure permise par la loi, notre responsabilité se limite aux sommes que vous nous avez payées au cours des 12 derniers mois.</p>

<h2>16. Modifications des Conditions</h2>
<p>Nous pouvons modifier les Conditions pour tenir compte de l’évolution du Service ou de la loi. La nouvelle version porte sa date d’entrée en vigueur et vous sera présentée pour acceptation à votre prochaine visite. Si vous la refusez, vous pouvez fermer votre compte.</p>

<h2>17. Droit applicable et langue</h2>
<p>Les Conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s’y appliquent. Elles sont offertes en français et en anglais; en cas de divergence, la version française prévaut.</p>

<h2>18. Nous joindre</h2>
<p>Pour toute question sur les Conditions, votre compte ou votre abonnement, écrivez-nous au moyen de la page Contact accessible au bas de chaque page. Nous répondons habituellement en moins de deux jours ouvrables.</p>`;

const TERMS_EN = `<h1>Terms of Use</h1>
<p><em>In effect since June 20, 2022.</em></p>

<h2>1. Welcome</h2>
<p>These terms of use (the “Terms”) govern access to our membership dating and matchmaking service, offered on the web and in our iOS and Android apps (the “Service”). The Service is for single people who want to make authentic connections in a safe environment while growing personally. In these Terms, “we” means the operator of the Service and “you” means anyone who creates an account or uses the Service.</p>
<p>By ticking the acceptance box, you confirm that you have read and understood the Terms and you agree to follow them. If you do not agree, please do not use the Service.</p>

<h2>2. Eligibility</h2>
<p>To become a member, you must:</p>
<ul>
<li>be at least 18 years old;</li>
<li>be single, or at least free of any exclusive relationship;</li>
<li>have the legal capacity to enter into a contract;</li>
<li>never have been convicted of a criminal offence of a sexual or violent nature;</li>
<li>not have been previously excluded from the Service;</li>
<li>hold only one account, in your own name.</li>
</ul>
<p>We may refuse a registration or close an account that does not meet these criteria.</p>

<h2>3. Your account</h2>
<p>You agree to provide accurate information and to keep it up to date, including your name, date of birth, address and email address, which you must confirm. You may also sign up with your Apple, Facebook or Google account; the terms of those services then apply in addition to ours.</p>
<p>You are responsible for keeping your password confidential and for all activity carried out with your account. Choose a password of at least 8 characters with an uppercase letter, a lowercase letter and a digit, and share it with no one. If you believe your account has been used without your permission, let us know right away.</p>

<h2>4. Identity verification</h2>
<p>To keep our community authentic, every member must confirm their identity during registration. You have three attempts at automated verification. If verification fails or you choose to postpone it, our team carries out a manual verification and may call you at the times you tell us you are available. We may refuse a registration when another account already exists with the same name and date of birth.</p>
<p>Information collected for verification is used for that purpose only. Verification reduces risk, but it is not a guarantee of any member’s behaviour or intentions.</p>

<h2>5. Profile, pictures and content</h2>
<p>Your profile must represent you faithfully. It includes 2 to 6 pictures, with a recent main picture taken from the front and close up, in which you appear alone, without sunglasses or a hat, without filters and not dressed suggestively. Our team reviews every picture, usually within 24 hours. A refused or incomplete gallery automatically suspends the account after 72 hours, until it is corrected.</p>
<p>You remain the owner of the content you publish (pictures, texts, audio introduction, quotes). You grant us a non-exclusive, royalty-free licence, for as long as the content is hosted, to host, display and technically adapt it for the sole purpose of operating the Service. You confirm that you hold the rights needed for that content. We may remove any content that breaches the Terms.</p>

<h2>6. Free trial, membership and payment</h2>
<p>Once your profile is complete, you enjoy a 5-day free trial. To keep talking with other members afterwards, you need to purchase a 3-month or 6-month package. The 6-month package includes a bonus course worth $494. Prices are shown in Canadian dollars, taxes included.</p>
<ul>
<li>On the web, payment is made by credit card (Visa, Mastercard or American Express). In the iOS and Android apps, payment is made through in-app purchase and Apple’s or Google’s terms also apply.</li>
<li>When a package is offered with automatic renewal, you are told so before purchase. You can cancel automatic renewal at any time in your settings: your membership stays active until its end date.</li>
<li>A valid promo code may add months or reduce the price. Someone who subscribes to a package of 3 months or more through an ambassador’s link receives one extra free month.</li>
<li>You can pause your account: your profile is then hidden and you no longer receive messages, but your membership keeps running.</li>
</ul>
<p>Except where the law requires otherwise, a membership period that has begun is not refundable. Nothing in the Terms limits the rights granted to you by Quebec’s Consumer Protection Act or any other applicable law of public order.</p>

<h2>7. Rules of conduct</h2>
<p>Our community is built on respect, honesty and kindness. You may not:</p>
<ul>
<li>impersonate anyone or lie about your age, situation or intentions;</li>
<li>harass, intimidate, threaten or insult a member, or post hateful or discriminatory remarks;</li>
<li>ask for money, gifts or financial information, or attempt fraud of any kind;</li>
<li>post or send sexually explicit, violent or graphic content, or any content involving a minor;</li>
<li>advertise, solicit commercially or recruit;</li>
<li>share another member’s personal information, pictures or conversations without their consent;</li>
<li>use bots, scripts or any other automated means to access the Service or extract data from it;</li>
<li>get around a block, suspension or exclusion, including by creating a new account.</li>
</ul>

<h2>8. Messages, flowers and video calls</h2>
<p>Your conversations are sorted into a priority inbox or a secondary inbox according to the rules you choose (up to three). You can offer one flower a day to show a member you are interested. A video call is only possible once both people have allowed it in their conversation, and either of them can withdraw that permission at any time. Never record a conversation or a call without the other person’s consent.</p>

<h2>9. Your safety</h2>
<p>Your safety matters to us, but it also depends on your choices. We recommend that you:</p>
<ul>
<li>take time to get to know someone on the platform before sharing your contact details;</li>
<li>never send money or banking details to someone you met online, whatever the story;</li>
<li>hold your first dates in a public place, get there on your own and tell someone close to you about your plans;</li>
<li>trust your instincts and end any exchange that makes you uncomfortable.</li>
</ul>
<p>We do not run criminal background checks on members. We are not responsible for members’ conduct, online or offline, but we act quickly on every report.</p>

<h2>10. Reporting and blocking</h2>
<p>You can report a member for attempted fraud, false identity, a graphic picture, requests for money, harassment, inappropriate comments or any other reason, adding a note if needed. Every report is handled confidentially: the reported member does not learn who reported them.</p>
<p>You can also block a member at any time. The blocked member can no longer write to you or find your profile, and is not notified. You can unblock them in your settings.</p>

<h2>11. Personal information</h2>
<p>We handle your personal information in accordance with our privacy policy and applicable laws, including Quebec’s Act respecting the protection of personal information in the private sector. The privacy policy explains what information we collect, why, how long we keep it and how to exercise your rights of access, correction and deletion. You control your profile’s visibility and anonymous mode at any time in your settings.</p>

<h2>12. Personal development content</h2>
<p>Articles, videos, courses and other personal development content are provided for information only. They do not replace the advice of a health professional, a psychologist or another specialist. Some content is reserved for members with an active membership or certain packages.</p>

<h2>13. Ambassador program</h2>
<p>Ambassador members can share a personal referral link and receive $10 for each new membership of 3 months or more purchased through that link, under the terms presented in the ambassador area. Promoting the link through spam or misleading statements is prohibited.</p>

<h2>14. Suspension and account closure</h2>
<p>You can pause your account or delete it permanently at any time in your settings. We may suspend or close an account, with or without notice depending on how serious the situation is, in case of a breach of the Terms, fraud, a gallery still incomplete after the set delay or a failed identity verification. When an account is closed because of a serious breach on your part, the unused portion of the membership is not refunded, subject to the law.</p>

<h2>15. Liability</h2>
<p>We do our best to offer a reliable and safe Service, but we cannot guarantee that it will be free of interruptions or that you will meet the right person through it. To the extent permitted by law, our liability is limited to the amounts you paid us during the previous 12 months.</p>

<h2>16. Changes to the Terms</h2>
<p>We may change the Terms to reflect changes to the Service or the law. The new version shows its effective date and will be presented to you for acceptance on your next visit. If you do not accept it, you may close your account.</p>

<h2>17. Governing law and language</h2>
<p>The Terms are governed by the laws of Quebec and the federal laws of Canada that apply there. They are available in French and English; if the two versions differ, the French version prevails.</p>

<h2>18. Contact us</h2>
<p>For any question about the Terms, your account or your membership, write to us through the Contact page linked at the bottom of every page. We usually reply within two business days.</p>`;

export interface Terms {
  published_at: string;
  content: Record<ContentLocale, string>;
}

/** The current terms of use, as simple HTML per locale. */
export const TERMS: Terms = {
  published_at: TERMS_PUBLISHED_AT,
  content: { fr: TERMS_FR, en: TERMS_EN },
};

/** The contract's `Term`: the content in the request's language. */
export function termsFor(locale: ContentLocale): { published_at: string; content: string } {
  return { published_at: TERMS.published_at, content: TERMS.content[locale] };
}

/* ---------------------------------------------------------------------------------------------- */
/* Daily quotes                                                                                     */
/* ---------------------------------------------------------------------------------------------- */

/** The daily-quote limit (spec: at most 200 characters). */
export const DAILY_QUOTE_MAX_LENGTH = 200;

export interface Quote {
  text: string;
  /** A real, well-attested author; null when the author is unknown (proverbs, inscriptions). */
  author: string | null;
}

const FR_QUOTES: Quote[] = [
  {
    text: 'On ne voit bien qu’avec le cœur. L’essentiel est invisible pour les yeux.',
    author: 'Antoine de Saint-Exupéry',
  },
  {
    text: 'Aimer, ce n’est point nous regarder l’un l’autre, mais regarder ensemble dans la même direction.',
    author: 'Antoine de Saint-Exupéry',
  },
  {
    text: 'C’est le temps que tu as perdu pour ta rose qui fait ta rose si importante.',
    author: 'Antoine de Saint-Exupéry',
  },
  {
    text: 'Tu deviens responsable pour toujours de ce que tu as apprivoisé.',
    author: 'Antoine de Saint-Exupéry',
  },
  {
    text: 'Pour ce qui est de l’avenir, il ne s’agit pas de le prévoir, mais de le rendre possible.',
    author: 'Antoine de Saint-Exupéry',
  },
  { text: 'Le cœur a ses raisons que la raison ne connaît point.', author: 'Blaise Pascal' },
  {
    text: 'Il n’y a qu’un bonheur dans la vie, c’est d’aimer et d’être aimé.',
    author: 'George Sand',
  },
  { text: 'Aimer, c’est agir.', author: 'Victor Hugo' },
  {
    text: 'Le suprême bonheur de la vie, c’est la conviction qu’on est aimé; aimé pour soi-même, disons mieux, aimé malgré soi-même.',
    author: 'Victor Hugo',
  },
  { text: 'Aimer un être, c’est lui dire : toi, tu ne mourras pas.', author: 'Gabriel Marcel' },
  { text: 'Il faut cultiver notre jardin.', author: 'Voltaire' },
  {
    text: 'Le véritable voyage de découverte ne consiste pas à chercher de nouveaux paysages, mais à avoir de nouveaux yeux.',
    author: 'Marcel Proust',
  },
  {
    text: 'L’amour, c’est l’espace et le temps rendus sensibles au cœur.',
    author: 'Marcel Proust',
  },
  {
    text: 'Soyons reconnaissants aux personnes qui nous donnent du bonheur; elles sont les charmants jardiniers par qui nos âmes sont fleuries.',
    author: 'Marcel Proust',
  },
  { text: 'Deviens ce que tu es.', author: 'Pindare' },
  {
    text: 'L’amour ne voit pas avec les yeux, mais avec l’âme.',
    author: 'William Shakespeare',
  },
  {
    text: 'Le bonheur est la seule chose qui se double si on le partage.',
    author: 'Albert Schweitzer',
  },
  {
    text: 'On n’est jamais si heureux ni si malheureux qu’on s’imagine.',
    author: 'François de La Rochefoucauld',
  },
  {
    text: 'La confiance que l’on a en soi fait naître la plus grande partie de celle que l’on a aux autres.',
    author: 'François de La Rochefoucauld',
  },
  {
    text: 'Ce n’est pas parce que les choses sont difficiles que nous n’osons pas, c’est parce que nous n’osons pas qu’elles sont difficiles.',
    author: 'Sénèque',
  },
  { text: 'Si tu veux être aimé, aime.', author: 'Sénèque' },
  { text: 'Pendant qu’on la remet à plus tard, la vie passe.', author: 'Sénèque' },
  { text: 'Un voyage de mille lieues commence par un premier pas.', author: 'Lao-tseu' },
  {
    text: 'Celui qui connaît les autres est sage. Celui qui se connaît lui-même est éclairé.',
    author: 'Lao-tseu',
  },
  { text: 'Aimer, c’est trouver sa richesse hors de soi.', author: 'Alain' },
  { text: 'Le pessimisme est d’humeur; l’optimisme est de volonté.', author: 'Alain' },
  { text: 'Il est impossible que l’on soit heureux si l’on ne veut pas l’être.', author: 'Alain' },
  { text: 'La patience est amère, mais son fruit est doux.', author: 'Jean-Jacques Rousseau' },
  { text: 'Et vivre sans aimer n’est pas proprement vivre.', author: 'Molière' },
  { text: 'Il est grand temps de rallumer les étoiles.', author: 'Guillaume Apollinaire' },
  { text: 'L’amitié est l’amour sans ailes.', author: 'Lord Byron' },
  { text: 'Le courage, c’est de chercher la vérité et de la dire.', author: 'Jean Jaurès' },
  { text: 'La reconnaissance est la mémoire du cœur.', author: 'Jean-Baptiste Massieu' },
  {
    text: 'L’important n’est pas ce qu’on fait de nous, mais ce que nous faisons nous-mêmes de ce qu’on a fait de nous.',
    author: 'Jean-Paul Sartre',
  },
  {
    text: 'La vraie générosité envers l’avenir consiste à tout donner au présent.',
    author: 'Albert Camus',
  },
  {
    text: 'Au milieu de l’hiver, j’apprenais enfin qu’il y avait en moi un été invincible.',
    author: 'Albert Camus',
  },
  { text: 'Il faut imaginer Sisyphe heureux.', author: 'Albert Camus' },
  {
    text: 'Il y a plus de courage que de talent dans la plupart des réussites.',
    author: 'Félix Leclerc',
  },
  { text: 'Parce que c’était lui, parce que c’était moi.', author: 'Michel de Montaigne' },
  {
    text: 'La plus grande chose du monde, c’est de savoir être à soi.',
    author: 'Michel de Montaigne',
  },
  {
    text: 'L’attention est la forme la plus rare et la plus pure de la générosité.',
    author: 'Simone Weil',
  },
  { text: 'Rien ne sert de courir; il faut partir à point.', author: 'Jean de La Fontaine' },
  { text: 'Dans la vie, rien n’est à craindre, tout est à comprendre.', author: 'Marie Curie' },
  {
    text: 'Ce qui trouble les hommes, ce ne sont pas les choses, mais les jugements qu’ils portent sur les choses.',
    author: 'Épictète',
  },
  {
    text: 'L’amour est une fleur délicieuse, mais il faut avoir le courage d’aller la cueillir sur les bords d’un précipice affreux.',
    author: 'Stendhal',
  },
  {
    text: 'Le bonheur, c’est d’être heureux; ce n’est pas de faire croire aux autres qu’on l’est.',
    author: 'Jules Renard',
  },
  {
    text: 'Aimer, ce n’est pas seulement aimer bien, c’est surtout comprendre.',
    author: 'Françoise Sagan',
  },
  { text: 'On voyage pour changer, non de lieu, mais d’idées.', author: 'Hippolyte Taine' },
  { text: 'Connais-toi toi-même.', author: null },
  { text: 'Le sourire que tu envoies revient vers toi.', author: null },
];

const EN_QUOTES: Quote[] = [
  { text: 'Love looks not with the eyes, but with the mind.', author: 'William Shakespeare' },
  { text: 'The course of true love never did run smooth.', author: 'William Shakespeare' },
  { text: 'This above all: to thine own self be true.', author: 'William Shakespeare' },
  { text: 'Love all, trust a few, do wrong to none.', author: 'William Shakespeare' },
  {
    text: 'The best and most beautiful things in the world cannot be seen or even touched — they must be felt with the heart.',
    author: 'Helen Keller',
  },
  { text: 'Life is either a daring adventure or nothing.', author: 'Helen Keller' },
  { text: 'Alone we can do so little; together we can do so much.', author: 'Helen Keller' },
  { text: 'The only way to have a friend is to be one.', author: 'Ralph Waldo Emerson' },
  { text: 'It is not length of life, but depth of life.', author: 'Ralph Waldo Emerson' },
  { text: 'There is no remedy for love but to love more.', author: 'Henry David Thoreau' },
  {
    text: 'The greatest thing you’ll ever learn is just to love and be loved in return.',
    author: 'eden ahbez',
  },
  {
    text: 'Love recognizes no barriers. It jumps hurdles, leaps fences, penetrates walls to arrive at its destination full of hope.',
    author: 'Maya Angelou',
  },
  {
    text: 'Have enough courage to trust love one more time and always one more time.',
    author: 'Maya Angelou',
  },
  { text: 'A journey of a thousand miles begins with a single step.', author: 'Lao Tzu' },
  {
    text: 'Knowing others is intelligence; knowing yourself is true wisdom.',
    author: 'Lao Tzu',
  },
  { text: 'The unexamined life is not worth living.', author: 'Socrates' },
  { text: 'Happiness depends upon ourselves.', author: 'Aristotle' },
  {
    text: 'Love is composed of a single soul inhabiting two bodies.',
    author: 'Aristotle',
  },
  {
    text: 'The greatest thing in the world is to know how to belong to oneself.',
    author: 'Michel de Montaigne',
  },
  {
    text: 'Vulnerability is the birthplace of love, belonging, joy, courage, empathy, and creativity.',
    author: 'Brené Brown',
  },
  {
    text: 'The supreme happiness of life is the conviction that we are loved; loved for ourselves, or rather, loved in spite of ourselves.',
    author: 'Victor Hugo',
  },
  {
    text: 'Love is the only force capable of transforming an enemy into a friend.',
    author: 'Martin Luther King Jr.',
  },
  {
    text: 'Darkness cannot drive out darkness; only light can do that. Hate cannot drive out hate; only love can do that.',
    author: 'Martin Luther King Jr.',
  },
  {
    text: 'Friendship is born at that moment when one person says to another: “What! You too? I thought I was the only one.”',
    author: 'C. S. Lewis',
  },
  { text: 'To love at all is to be vulnerable.', author: 'C. S. Lewis' },
  { text: 'Who looks outside, dreams; who looks inside, awakes.', author: 'Carl Jung' },
  {
    text: 'The meeting of two personalities is like the contact of two chemical substances: if there is any reaction, both are transformed.',
    author: 'Carl Jung',
  },
  {
    text: 'When we are no longer able to change a situation, we are challenged to change ourselves.',
    author: 'Viktor Frankl',
  },
  {
    text: 'Love is the only sane and satisfactory answer to the problem of human existence.',
    author: 'Erich Fromm',
  },
  {
    text: 'Immature love says: “I love you because I need you.” Mature love says: “I need you because I love you.”',
    author: 'Erich Fromm',
  },
  { text: 'The good life is a process, not a state of being.', author: 'Carl Rogers' },
  {
    text: 'The curious paradox is that when I accept myself just as I am, then I can change.',
    author: 'Carl Rogers',
  },
  {
    text: 'Each friend represents a world in us, a world possibly not born until they arrive.',
    author: 'Anaïs Nin',
  },
  { text: 'Life shrinks or expands in proportion to one’s courage.', author: 'Anaïs Nin' },
  { text: 'Nothing in life is to be feared, it is only to be understood.', author: 'Marie Curie' },
  {
    text: 'One word frees us of all the weight and pain of life: that word is love.',
    author: 'Sophocles',
  },
  { text: 'Where there is great love, there are always miracles.', author: 'Willa Cather' },
  { text: 'The best way out is always through.', author: 'Robert Frost' },
  {
    text: 'In three words I can sum up everything I’ve learned about life: it goes on.',
    author: 'Robert Frost',
  },
  { text: 'If you wish to be loved, love.', author: 'Seneca' },
  { text: 'To love oneself is the beginning of a lifelong romance.', author: 'Oscar Wilde' },
  {
    text: 'Let us be grateful to the people who make us happy; they are the charming gardeners who make our souls blossom.',
    author: 'Marcel Proust',
  },
  { text: 'The heart has its reasons which reason knows nothing of.', author: 'Blaise Pascal' },
  {
    text: 'It is only with the heart that one can see rightly; what is essential is invisible to the eye.',
    author: 'Antoine de Saint-Exupéry',
  },
  {
    text: 'Love does not consist in gazing at each other, but in looking outward together in the same direction.',
    author: 'Antoine de Saint-Exupéry',
  },
  {
    text: 'The best portion of a good man’s life: his little, nameless, unremembered acts of kindness and of love.',
    author: 'William Wordsworth',
  },
  { text: 'Gratitude is the memory of the heart.', author: 'Jean-Baptiste Massieu' },
  { text: 'Know thyself.', author: null },
];

/** The daily quotes per locale; one is picked per calendar day. */
export const DAILY_QUOTES: Readonly<Record<ContentLocale, readonly Quote[]>> = {
  fr: FR_QUOTES,
  en: EN_QUOTES,
};

/** The calendar day of the quotes: the member base is in eastern Canada, so days turn over there. */
export const DAILY_QUOTE_TIME_ZONE = 'America/Toronto';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the calendar date of `date` in `timeZone`. */
export function dayNumber(date: Date, timeZone = DAILY_QUOTE_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: 'year' | 'month' | 'day'): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return Math.floor(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

/**
 * The quote of the day for `locale`: the same for everyone all day long (in `timeZone`), the next
 * one the following day, cycling through the list. Shaped like the contract's `DailyQuote`.
 */
export function dailyQuoteFor(
  date: Date,
  locale: ContentLocale,
  timeZone = DAILY_QUOTE_TIME_ZONE,
): { text: string; author: string | null; author_type: 'known' | 'unknown'; member: null } {
  const quotes = DAILY_QUOTES[locale];
  const count = quotes.length;
  const index = ((dayNumber(date, timeZone) % count) + count) % count;
  const quote = quotes[index];
  if (!quote) throw new Error(`No daily quote for ${locale}.`);
  return {
    text: quote.text,
    author: quote.author,
    author_type: quote.author === null ? 'unknown' : 'known',
    member: null,
  };
}
