import { COIN_FIGURES_FR } from './coin-figures';
import type { Game, SiteContent } from '../schema';
import { GAMES, gameFramePath, gameLink, type GameEntry, type GameSlug } from '../../../core/game-registry';
import { gameTitles } from '../game-titles';
import { defaultContactFr } from './default-contact';
import { defaultFaqFr } from './default-faq';
import { defaultPrivacyFr } from './default-privacy';
import { defaultNoticeLinkFr, defaultResponsiblePlayFr, playResponsiblyQuickLinkFr } from './default-responsible-play';
import { defaultTermsFr } from './default-terms';
import { term } from '../../../core/glossary';
import { stakeRangesText } from '../stake-ranges';
import { defaultStringsFr } from './default-strings';

const { startingGrant, dailyGrant, realityCheck, minBet, maxBet, winningsCap } = COIN_FIGURES_FR;

/** Each game's French title by slug, from the registry, for the links and labels that name a game. */
const titles = gameTitles('fr');

/** The four navigation links, shared by the header and the footer's navigation column. */
const navigationLinks = [
  { label: 'Accueil', link: '/' },
  { label: 'Jeux', link: '/games' },
  { label: 'Politique de confidentialité', link: '/privacy-policy' },
  { label: 'Conditions d’utilisation', link: '/terms-and-conditions' },
] satisfies SiteContent['links'];

/** A game's own text on its card; the registry gives its slug, French title and order. */
type GameCard = { badge?: Game['badge']; description: string; imageAlt: string };

/** A catalogue entry: the facts every card shares, with title, link and frame path from the registry. */
function game({ slug, text }: GameEntry, { badge, description, imageAlt }: GameCard): Game {
  return {
    title: text.fr.title,
    description,
    image: { src: `/images/games/${slug}.svg`, alt: imageAlt, width: 480, height: 320 },
    ...(badge ? { badge } : {}),
    ctaText: 'Jouer',
    link: gameLink(slug),
    path: gameFramePath(slug),
    s3Path: slug,
    rating: '4,8',
    players: '10 000+',
    price: 'Gratuit',
    category: 'Casse-tête',
  };
}

/** Each game's card text in French, by slug: a badge names its kind, `games.badgeLabels` its words. */
const gameCards: Record<GameSlug, GameCard> = {
  'high-low': {
    badge: 'Popular',
    description:
      'Une carte est retournée et vous prédisez si la suivante sera plus haute ou plus basse. Plus la prédiction est risquée, plus le multiplicateur est élevé, et chaque prédiction est payée dès que la carte suivante tombe.',
    imageAlt: 'Une carte à jouer retournée entre deux flèches marquées plus haut et plus bas',
  },
  'gin-rummy': {
    badge: 'Featured',
    description:
      'Affrontez l’ordinateur à ce grand classique des jeux de cartes à deux : piochez et défaussez pour former des brelans, des carrés et des séquences. Frappez quand vos cartes dépareillées valent assez peu de points, ou tenez bon jusqu’au gin et à sa prime.',
    imageAlt: 'Une main de cartes à jouer en éventail, rangées en brelans et en séquences',
  },
  'fisher-man': {
    badge: 'New',
    description:
      'Lancez votre ligne sur un lac animé dans ce jeu de pêche d’arcade, en visant chaque fois le poisson que vous voulez attraper. Les poissons plus gros et plus rares valent plus de pièces : choisissez bien votre moment et ramenez votre prise avec soin.',
    imageAlt: 'Un pêcheur de dessin animé qui lance sa ligne sur un lac rempli de poissons colorés',
  },
  'wheel-of-fortune': {
    description:
      'Choisissez votre mise et faites tourner une roue à lots dont les secteurs sont de tailles différentes. Plus un secteur est large, plus le pointeur s’y arrête souvent : les plus gros lots se trouvent donc sur les secteurs les plus étroits.',
    imageAlt: 'Une roue à lots colorée aux secteurs de tailles différentes, avec un pointeur en haut',
  },
  'slot-kongfu': {
    badge: 'Popular',
    description:
      'Faites tourner des rouleaux remplis de dragons, de lanternes et de maîtres de kung-fu dans cette machine à sous aux allures de temple. Alignez des symboles identiques sur une ligne de paiement pour gagner des pièces, et consultez la table des paiements pour connaître la valeur de chaque symbole.',
    imageAlt: 'Des rouleaux de machine à sous montrant un dragon, une lanterne rouge et un maître de kung-fu',
  },
  baccarat: {
    badge: 'Featured',
    description:
      'Jouez au punto banco dans la plus pure tradition : misez sur le Joueur, la Banque ou l’Égalité, et les cartes sont tirées selon des règles fixes. La main la plus proche de neuf l’emporte : votre seule décision, c’est où placer votre mise.',
    imageAlt: 'Une table de baccara avec les zones de mise Joueur, Banque et Égalité, et deux mains distribuées',
  },
  'mahjong-deluxe': {
    badge: 'New',
    description:
      'Videz la classique disposition en tortue en associant des paires de tuiles identiques qui sont libres. Une tuile est libre quand rien ne la recouvre et que son côté gauche ou droit est dégagé : planifiez vos coups pour ne pas rester coincé.',
    imageAlt: 'Des tuiles de mahjong empilées en forme de tortue',
  },
  'slot-cowboy': {
    description:
      'En selle pour une machine à sous du Far West, avec des étoiles de shérif, des fers à cheval et des pépites d’or sur les rouleaux. Alignez les symboles sur les lignes de paiement pour gagner des pièces, et choisissez votre mise avant chaque tour.',
    imageAlt: 'Des rouleaux de machine à sous montrant une étoile de shérif, un fer à cheval et une pépite d’or dans un village du désert',
  },
};

/** The badges carry words, so the French ones are their own pictures (public/images/badges/fr/). */
const badge = (file: string, alt: string) => ({ src: `/images/badges/fr/${file}.svg`, alt, width: 160, height: 64 });

/**
 * The French edition of the site content, served under /fr/: the English content's structure,
 * links and images, with every visible text in Canadian French.
 */
export const defaultContentFr = {
  site_name: 'Brightmoose',
  site_domain: 'brightmoose.ca',
  site_description:
    'Brightmoose est un casino social gratuit pour les adultes au Canada : huit jeux de casino et de cartes, joués uniquement avec des pièces virtuelles, jamais avec de l’argent réel.',
  logo: { path: '/images/logo.svg' },
  seo: {
    locale: 'fr_CA',
    shareImage: {
      src: '/images/share-fr.jpg',
      alt: 'L’orignal de Brightmoose, doré sur fond bleu foncé, à côté de cartes à jouer et de pièces : jeux de casino social gratuits, pièces virtuelles seulement, adultes de 18 ans et plus au Canada',
      width: 1200,
      height: 630,
    },
  },

  ui: {
    loading: 'Chargement…',
    skipToContent: 'Passer au contenu principal',
    menuOpen: 'Ouvrir le menu',
    menuClose: 'Fermer le menu',
    mainNavLabel: 'Menu principal',
    notFoundTitle: 'Page introuvable',
    notFoundMessage: 'La page que vous cherchez a été déplacée ou n’a jamais existé, mais les jeux vous attendent toujours au même endroit.',
    notFoundHomeLink: 'Retour à l’accueil',
    languageSwitch: 'English',
    languageSwitchLabel: 'Read this page in English',
    languageNotice: {
      message: 'Prefer English? All our pages and games are also available in English.',
      action: 'Read this page in English',
      dismiss: 'No thanks',
    },
    offline: {
      title: 'Vous êtes hors ligne',
      message: 'Cette page n’a pas été gardée pour jouer hors ligne. Les autres pages et tous les jeux marchent encore, et vos pièces restent sur cet appareil.',
      homeLink: 'Retour à l’accueil',
    },
    updateNotice: { message: 'Une nouvelle version est prête.', action: 'Recharger' },
  },

  header: {
    logoPath: '/images/logo.svg',
    logoAlt: 'Accueil de Brightmoose',
    links: navigationLinks,
  },

  links: navigationLinks,

  footer: {
    tagLine: 'Des jeux de casino social gratuits pour les adultes au Canada. Pièces virtuelles, vrai plaisir, aucun argent en jeu.',
    quickLinksTitle: 'Liens rapides',
    quickLinks: [
      { label: 'Tous les jeux', link: '/games' },
      { label: titles['high-low'], link: '/games/high-low' },
      { label: titles['baccarat'], link: '/games/baccarat' },
      { label: titles['gin-rummy'], link: '/games/gin-rummy' },
      { label: 'À propos des pièces virtuelles', link: '/money' },
      playResponsiblyQuickLinkFr,
    ],
    aboutTitle: 'À propos de Brightmoose',
    aboutText:
      'Brightmoose apporte l’ambiance d’une soirée au casino dans votre navigateur, sans les enjeux. Tous les jeux sont gratuits, toutes les pièces sont virtuelles, et la seule chose à gagner, c’est du bon temps.',
    contactTitle: 'Nous joindre',
    emailLabel: 'Courriel',
    phoneLabel: 'Téléphone',
    addressLabel: 'Adresse',
    navigationTitle: 'Navigation',
    badgesLabel: 'Jeu responsable',
    badges: [
      badge('adults-only', 'Réservé aux adultes de 18 ans et plus'),
      badge('play-responsibly', 'Jouez de façon responsable'),
      badge('virtual-coins-only', 'Pièces virtuelles seulement, aucun argent réel'),
      badge('no-purchase-needed', 'Aucun achat requis'),
      badge('fair-random-play', 'Jeu équitable et aléatoire'),
    ],
    notices: [
      'Les joueurs doivent avoir au moins 18 ans et se trouver au Canada.',
      'Il vous appartient de vérifier que la loi de votre pays ou de votre région vous permet de jouer à des jeux d’argent en ligne.',
      'Les jeux d’argent comportent des risques : endettement, dépendance. Si le jeu cesse d’être un plaisir, faites une pause et communiquez avec un service d’aide de votre province ou de votre territoire.',
    ],
    noticeLink: defaultNoticeLinkFr,
    allRightsReservedText: 'Tous droits réservés.',
  },

  hero: {
    title: 'La soirée casino, l’argent en moins',
    subtitle:
      'Retournez des cartes à Haut ou bas, associez des tuiles à Mahjong Deluxe, faites tourner les rouleaux de la Machine à sous Cowboy, et plus encore. Huit jeux gratuits, un seul portefeuille de pièces virtuelles et rien à acheter, jamais.',
    disclaimer:
      'Pour les adultes de 18 ans et plus qui se trouvent au Canada. Les jeux utilisent uniquement des pièces virtuelles, qui n’ont aucune valeur monétaire et ne peuvent être échangées ni contre de l’argent ni contre des prix.',
    ctaText: 'Voir les jeux',
    heroImage: {
      src: '/images/hero.svg',
      alt: 'Des cartes à jouer, des pièces dorées et une roue de fortune qui tourne sous un ciel étoilé',
      width: 640,
      height: 520,
    },
  },

  heroText: {
    title: { prefix: 'Envie d’une ', highlight: 'soirée de jeux', suffix: ' qui ne coûte rien\u202f?' },
    heroImage: { src: '/images/banner.svg', alt: '', width: 1440, height: 560 },
    description: `Commencez avec ${startingGrant} pièces de bienvenue, choisissez une table et jouez à votre rythme. Pas d’inscription, pas de paiement, que du plaisir.`,
    controls: {
      primaryButton: { text: 'Commencer à jouer', link: '/games' },
      secondaryButton: { text: 'Comment fonctionnent les pièces virtuelles', link: '/money' },
    },
  },

  features: {
    title: 'Pourquoi choisir Brightmoose',
    description: 'Tout ce que vous aimez d’une soirée au casino, pensé avec soin pour votre façon de jouer et vos raisons de jouer.',
    ctaText: 'Explorer les jeux',
    items: [
      {
        title: 'Pièces virtuelles seulement',
        description: 'Tous les jeux fonctionnent avec des pièces virtuelles sans valeur monétaire. Il n’y a rien à acheter, rien à encaisser et rien de réel en jeu.',
      },
      {
        title: 'Jouez dans votre navigateur',
        description: 'Ni inscription ni mot de passe. Ouvrez un jeu sur votre ordinateur, votre tablette ou votre téléphone, et vous jouez en quelques secondes.',
      },
      {
        title: 'De nouvelles pièces chaque jour',
        description: `Commencez avec ${startingGrant} pièces et réclamez-en ${dailyGrant} de plus chaque jour, pour qu’une soirée tranquille ne finisse jamais trop tôt.`,
      },
      {
        title: 'Des rappels de temps intégrés',
        description: `Les jeux font une pause après ${realityCheck} minutes pour vous montrer depuis combien de temps vous jouez\u00a0: le temps ne file jamais à votre insu.`,
      },
      {
        title: 'Des règles claires',
        description: 'Chaque jeu a un volet « Comment jouer » qui explique les règles et les gains en termes simples, avant même que vous misiez une seule pièce.',
      },
      {
        title: 'Confidentialité assurée',
        description: 'Aucun compte, aucun traceur publicitaire et aucune donnée de paiement. Votre portefeuille reste dans votre propre navigateur.',
      },
    ],
  },

  about: {
    title: 'Un casino social où vous n’avez rien à perdre',
    content:
      'Brightmoose est né d’une idée simple : les cartes, les rouleaux et la rivalité amicale sont le meilleur d’une soirée au casino, et rien de tout cela n’exige d’argent réel. Nous avons donc créé un endroit où les adultes de partout au Canada peuvent profiter gratuitement de jeux classiques, avec des pièces virtuelles, des règles claires et de petits rappels amicaux de prendre une pause.',
    image: {
      src: '/images/about.svg',
      alt: 'Des amis qui rient ensemble autour d’une table couverte de cartes et de tuiles de mahjong',
      width: 560,
      height: 420,
    },
  },

  additionalInfo: {
    title: 'Qui sommes-nous',
    motto: 'Jouer pour le plaisir de jouer.',
    mainContent: [
      'Brightmoose est l’œuvre d’une petite équipe de concepteurs de jeux, de développeurs et de spécialistes du soutien qui ont grandi entre les parties de cartes sur la table de cuisine et les jeux d’arcade. Nous voulions transposer en ligne ce même esprit bon enfant, pour les adultes qui aiment les jeux de style casino, mais qui n’ont aucune envie de risquer leur argent.',
      'Tous les jeux de Brightmoose sont gratuits et se jouent uniquement avec des pièces virtuelles. Les pièces ne peuvent être ni achetées, ni vendues, ni transférées, ni converties, et on n’y gagne ni n’y perd jamais rien qui ait une valeur réelle. Nous tenons à des règles claires, à des résultats aléatoires et à des rappels bienveillants, parce que les meilleurs jeux sont ceux qu’on peut quitter le sourire aux lèvres.',
      'Nous lisons tous les messages de nos joueurs, et bon nombre de nos améliorations sont nées d’une suggestion reçue dans notre boîte de réception. Si vous avez une idée, nous serions ravis de la connaître.',
    ],
    logoPath: '/images/logo-mark.svg',
    description:
      'Découvrez la petite équipe derrière Brightmoose : des jeux de casino et de cartes gratuits pour les adultes au Canada, joués avec des pièces virtuelles qui ne valent jamais d’argent.',
  },

  contact: defaultContactFr,

  gamingTips: {
    title: 'Conseils pour mieux jouer',
    subtitle: 'Aucun système ne peut déjouer le hasard, mais ces conseils vous aideront à profiter de chaque séance.',
    categories: [
      {
        slug: 'high-low',
        tips: [
          'Ouvrez d’abord le volet « Comment jouer » pour voir ce que paie et rend chaque prédiction avant de faire votre choix.',
          'Une prédiction qui va contre les probabilités paie un gros multiplicateur, mais gagne rarement, alors que la prédiction la plus probable paie un peu plus que votre mise.',
          'Chaque carte est tirée d’un jeu neuf : une série de bonnes prédictions ne rend la suivante ni plus ni moins susceptible de réussir.',
          'Décidez combien de pièces vous allez jouer avant de commencer, et arrêtez-vous quand vous atteignez ce montant, en gain comme en perte.',
        ],
      },
      {
        slug: 'gin-rummy',
        tips: [
          `Lisez le volet «\u00a0Comment jouer\u00a0» pour savoir quand vous avez le droit de frapper et comment les ${term('deadwood', 'fr')} sont comptées.`,
          'Défaussez-vous tôt des cartes hautes dont vous n’avez pas besoin : elles pèsent lourd contre vous si votre adversaire frappe en premier.',
          'Observez ce que l’ordinateur ramasse dans la défausse pour deviner quelles combinaisons il est en train de former.',
          'Réfléchissez bien à chaque défausse : la carte que vous jetez pourrait être celle qui complète une combinaison de votre adversaire.',
        ],
      },
      {
        slug: 'fisher-man',
        tips: [
          'Consultez le volet « Comment jouer » pour connaître la valeur de chaque poisson avant de lancer votre ligne.',
          'Prenez le temps de viser au lieu de lancer le plus vite possible, puisque chaque lancer coûte des pièces.',
          'Fixez-vous un nombre de lancers pour la séance et arrêtez-vous quand vous l’atteignez.',
        ],
      },
      {
        slug: 'wheel-of-fortune',
        tips: [
          'Regardez la roue avant de la faire tourner : plus un secteur est étroit, moins le pointeur s’y arrête souvent.',
          'Chaque tour est indépendant : un lot qui n’est pas sorti depuis longtemps n’a pas plus de chances de sortir au tour suivant.',
          'Choisissez une mise modeste pour que vos pièces durent de nombreux tours.',
        ],
      },
      {
        slug: 'slot-kongfu',
        tips: [
          `Ouvrez la ${term('payTable', 'fr')} dans le volet «\u00a0Comment jouer\u00a0» pour voir quels symboles rapportent le plus.`,
          'Choisissez une mise qui vous permet de profiter de nombreux tours plutôt que de quelques gros.',
          'Les rouleaux s’arrêtent au hasard : il n’y a ni heure chanceuse ni machine « due » pour payer.',
          `Quand le rappel des ${realityCheck} minutes arrive, profitez-en pour vous étirer et décider si vous continuez à jouer.`,
        ],
      },
      {
        slug: 'baccarat',
        tips: [
          'Les règles de tirage sont fixes : vous décidez seulement où miser. Le volet « Comment jouer » les explique en détail.',
          'Les mises sur le Joueur et sur la Banque gagnent à peu près aussi souvent l’une que l’autre, alors que l’Égalité paie davantage parce qu’elle survient beaucoup plus rarement.',
          'Ne cherchez pas de tendances dans le tableau des résultats : chaque main est distribuée de façon indépendante.',
        ],
      },
      {
        slug: 'mahjong-deluxe',
        tips: [
          'Une tuile ne peut être associée que si rien n’est posé dessus et que son côté gauche ou droit est dégagé.',
          'Attaquez tôt la haute pile du centre et les longues rangées, puisque ce sont elles qui cachent le plus de tuiles.',
          'Quand plusieurs tuiles identiques sont libres, choisissez la paire qui en dégage le plus de nouvelles.',
          'Vous découvrez la disposition en tortue\u202f? Le volet «\u00a0Comment jouer\u00a0» explique quelles tuiles sont libres et comment les associer.',
        ],
      },
      {
        slug: 'slot-cowboy',
        tips: [
          'Étudiez la table des paiements avant de partir à l’aventure, pour savoir quels symboles et quelles combinaisons rechercher.',
          `Chaque tour accepte une mise de ${minBet} à ${maxBet} pièces\u202f; une mise plus petite fait durer la séance plus longtemps.`,
          'Fixez une limite de temps ou de pièces pour la séance avant votre premier tour, et respectez-la.',
        ],
      },
    ],
  },

  playerStories: {
    title: 'Histoires de joueurs',
    subtitle: 'Des joueurs de Brightmoose racontent comment quelques jeux gratuits trouvent leur place dans leur semaine.',
    favoriteGameLabel: 'Jeu préféré',
    stories: [
      {
        player: 'Marie-Claude T.',
        story:
          'Ma sœur habite à Moncton et moi à Québec : le dimanche soir, on s’appelle et on joue toutes les deux à Mahjong Deluxe, à qui videra la tortue la première. C’est devenu notre tradition préférée de la semaine.',
        favoriteGame: titles['mahjong-deluxe'],
      },
      {
        player: 'Daniel K.',
        story:
          'J’ai appris le gin-rami avec mon grand-père à Winnipeg et je n’y avais pas joué depuis des années. L’ordinateur est un adversaire patient, un vrai bon professeur, et maintenant je joue une main ou deux avec mon café du matin.',
        favoriteGame: titles['gin-rummy'],
      },
      {
        player: 'Priya S.',
        story:
          'Après mes longs quarts de travail à l’hôpital, à Mississauga, quelques parties de Haut ou bas m’aident à décrocher. J’aime que le rappel de temps de jeu m’incite à poser mon téléphone et à aller me coucher.',
        favoriteGame: titles['high-low'],
      },
      {
        player: 'Tom B.',
        story:
          'À notre club de curling de Red Deer, on se taquine pour savoir qui choisit le plus souvent le bon côté au baccara. Aucun argent ne change de mains : juste le droit de s’en vanter au prochain bonspiel.',
        favoriteGame: titles['baccarat'],
      },
      {
        player: 'Aisha M.',
        story:
          'J’ai toujours voulu comprendre comment fonctionnent les machines à sous sans dépenser un sou. La Machine à sous Cowboy m’a permis d’apprendre en m’amusant, et la table des paiements expliquait tout en termes simples.',
        favoriteGame: titles['slot-cowboy'],
      },
    ],
  },

  funFacts: {
    title: 'Brightmoose en chiffres',
    items: [
      { value: '8,5 millions', label: 'd’heures de jeu' },
      { value: '825 000', label: 'succès débloqués' },
      { value: '230', label: 'pays et territoires où notre communauté mondiale compte des adeptes' },
      { value: '1,8 million', label: 'de tournois organisés' },
      { value: '97 %', label: 'des joueurs disent jouer pour l’aspect social' },
      { value: '75 minutes', label: 'de jeu par jour en moyenne' },
      { value: '2,5 millions', label: 'de téléchargements' },
      { value: '250', label: 'améliorations livrées' },
      { value: '15 000', label: 'demandes de joueurs traitées chaque semaine' },
    ],
  },

  games: {
    title: 'Nos jeux',
    description: 'Huit jeux gratuits de casino et de cartes, tous joués avec le même portefeuille de pièces virtuelles.',
    labels: { rating: 'Note', players: 'Joueurs', price: 'Prix', category: 'Catégorie' },
    fullScreen: 'Plein écran',
    needsJavaScript: 'Ce jeu a besoin de JavaScript, qui est désactivé ou bloqué dans votre navigateur. Activez JavaScript pour jouer.',
    frameTitle: '{game} – fenêtre de jeu',
    backToGames: 'Tous les jeux',
    badgeLabels: { New: 'Nouveau', Popular: 'Populaire', Featured: 'En vedette' },
    items: GAMES.map((entry) => game(entry, gameCards[entry.slug])),
  },

  testimonials: {
    title: 'Ce que disent nos joueurs',
    description: 'De bons mots de joueurs de Brightmoose de partout au Canada.',
    items: [
      {
        quote: 'J’adore qu’il n’y ait aucune pression pour dépenser. Je joue quelques mains de gin-rami à l’heure du dîner et je ferme l’onglet en me sentant mieux qu’à l’ouverture.',
        author: 'Heather L.',
        location: 'Halifax (N.-É.)',
      },
      {
        quote: 'Les règles sont expliquées tellement clairement\u202f! J’ai enfin compris le baccara, et je n’ai jamais eu à risquer un seul dollar pour l’apprendre.',
        author: 'Marcus D.',
        location: 'Calgary (Alb.)',
      },
      {
        quote: 'Mahjong Deluxe, c’est mon moment de détente en soirée. Les illustrations sont magnifiques, et le rappel de temps de jeu est une belle attention.',
        author: 'Sophie G.',
        location: 'Montréal (Qc)',
      },
      {
        quote: 'Mon mari et moi, on se lance le défi de la plus longue série à Haut ou bas. C’est du plaisir sans conséquence, et grâce aux pièces gratuites de chaque jour, on n’en manque jamais.',
        author: 'Linda P.',
        location: 'Saskatoon (Sask.)',
      },
      {
        quote: 'J’ai écrit au soutien pour poser une question sur les pièces gratuites et j’ai vite reçu une réponse claire et sympathique. Un excellent service pour un site gratuit\u202f!',
        author: 'Jordan W.',
        location: 'Victoria (C.-B.)',
      },
    ],
  },

  faq: defaultFaqFr,

  money: {
    title: 'Comment fonctionnent les pièces virtuelles',
    paragraphs: [
      'Tous les jeux de Brightmoose se jouent avec des pièces virtuelles. Elles servent à compter les points, à fixer la mise de chaque partie et à rendre les jeux captivants, mais elles ne sont pas de l’argent et n’en deviendront jamais.',
      `La première fois que vous ouvrez un jeu, votre portefeuille reçoit ${startingGrant} pièces. Vous pouvez ensuite réclamer ${dailyGrant} pièces gratuites chaque jour civil. Chaque jeu accepte sa propre fourchette de mises (${stakeRangesText(defaultStringsFr.stakeRanges, 'fr')}), et les gains peuvent ajouter au plus ${winningsCap} pièces à votre portefeuille en une journée.`,
      'Votre portefeuille est conservé dans votre navigateur, sur votre propre appareil. Si vous effacez les données de votre navigateur ou changez d’appareil, vous repartez avec un nouveau portefeuille, et les soldes antérieurs ne peuvent pas être rétablis.',
      'Brightmoose s’adresse aux adultes de 18 ans et plus qui se trouvent au Canada, et sert uniquement au divertissement. Réussir à un jeu de casino social ne signifie pas que vous réussiriez aux jeux où l’on mise de l’argent réel.',
    ],
    rules: [
      'Les pièces virtuelles n’ont aucune valeur monétaire.',
      'Les pièces virtuelles ne peuvent pas être transférées à une autre personne, à un autre navigateur ni à un autre appareil.',
      'Les pièces virtuelles ne peuvent pas être achetées. Rien n’est à vendre sur Brightmoose.',
      'Les pièces virtuelles ne peuvent être ni vendues ni échangées.',
      'Les pièces virtuelles ne peuvent pas être converties en argent, en prix ni en quoi que ce soit qui ait de la valeur.',
    ],
    homeLink: 'Retour à Brightmoose',
  },

  privacy: defaultPrivacyFr,
  terms: defaultTermsFr,
  responsiblePlay: defaultResponsiblePlayFr,
} satisfies SiteContent;
