import { YOUR_PLAY_FRAME_PATH } from '../../../core/game-registry';
import { PLAY_RESPONSIBLY_PATH } from '../../../core/site-paths';
import { COIN_FIGURES_FR } from './coin-figures';
import type { SiteContent } from '../schema';
import { stakeRangesText } from '../stake-ranges';
import { defaultStringsFr } from './default-strings';

const { startingGrant, dailyGrant, dailyClaims, winningsCap, minBet, maxBet, realityCheck } = COIN_FIGURES_FR;

/** The French footer's quick link to the page (the router adds /fr to the path). */
export const playResponsiblyQuickLinkFr = {
  label: 'Jouer de façon responsable',
  link: PLAY_RESPONSIBLY_PATH,
} satisfies SiteContent['footer']['quickLinks'][number];

/** The words of the French footer's risks notice that link to the page (they must stay in that notice word for word). */
export const defaultNoticeLinkFr = {
  label: 'communiquez avec un service d’aide de votre province ou de votre territoire',
  link: PLAY_RESPONSIBLY_PATH,
} satisfies SiteContent['footer']['noticeLink'];

/**
 * The French play-responsibly page: the same help lines, numbers and websites as the English
 * (docs/decisions/013), in the same order. A service goes by its official French name where a
 * public source gives one (9-8-8, Jeu : aide et référence, the New Brunswick, Yukon and NWT lines);
 * otherwise a French description of it comes first and its English name follows in brackets, as
 * the English page does for Quebec's line, so a player can still search for it by that name.
 */
export const defaultResponsiblePlayFr = {
  title: 'Jouer de façon responsable',
  intro:
    'Brightmoose se veut une pause légère et amusante. Cette page explique ce que sont nos pièces virtuelles, quels outils vous permettent de garder le contrôle de votre jeu, comment reconnaître le moment où le jeu n’est plus un plaisir et où trouver de l’aide gratuite et confidentielle partout au Canada.',
  jumpToHelp: 'Besoin de parler à quelqu’un maintenant\u202f? Trouvez une ligne d’aide',

  coins: {
    title: 'Ce que sont les pièces, et ce qu’elles ne sont pas',
    paragraphs: [
      `Les pièces sont des points de jeu virtuels, rien de plus. Chaque navigateur reçoit ${startingGrant} pièces au départ et peut en réclamer ${dailyGrant} de plus ${dailyClaims} par jour, gratuitement.`,
      'Les pièces n’ont aucune valeur monétaire. Elles ne peuvent être ni achetées, ni vendues, ni transférées, ni encaissées, et elles ne sont jamais échangées contre de l’argent, des prix ou toute autre chose ayant une valeur.',
      `Chaque jeu demande sa propre fourchette de mises, jamais moins de ${minBet} ni plus de ${maxBet} pièces par partie (${stakeRangesText(defaultStringsFr.stakeRanges, 'fr')}), et les gains aux jeux peuvent ajouter au plus ${winningsCap} pièces à un portefeuille en une journée.`,
      'Gagner des pièces ici ne dit rien de ce qui vous arriverait avec de l’argent réel. Les jeux d’argent peuvent vous faire perdre de l’argent que vous n’avez pas les moyens de perdre.',
    ],
  },

  tools: {
    title: 'Des outils pour garder le contrôle',
    lead: 'Tous les jeux partagent les mêmes outils. Vous pouvez y accéder à partir de n’importe quel jeu, ou dans le panneau « Vos habitudes de jeu » de cette page.',
    items: [
      {
        title: 'Âge et lieu',
        description:
          'Avant votre première partie, nous vous demandons votre année de naissance et l’endroit où vous vous trouvez, car Brightmoose est réservé aux adultes de 18 ans et plus qui se trouvent au Canada.',
      },
      {
        title: 'Limite de temps quotidienne',
        description: 'Choisissez combien de minutes vous voulez jouer chaque jour, tous jeux confondus. Une fois cette limite atteinte, les jeux restent fermés jusqu’à minuit.',
      },
      {
        title: 'Limite de mise quotidienne',
        description: 'Choisissez le nombre maximal de pièces que vous voulez miser en une journée. Une mise qui vous ferait dépasser cette limite est refusée jusqu’à minuit.',
      },
      {
        title: 'Rappel de temps de jeu',
        description: `Un rappel interrompt votre partie pour vous indiquer depuis combien de temps vous jouez. Il revient toutes les ${realityCheck} minutes, à moins que vous choisissiez un autre intervalle.`,
      },
      {
        title: 'Modifier une limite',
        description:
          'Une limite plus basse s’applique immédiatement. Hausser une limite ou la retirer ne prend effet qu’après 24 heures, pour que ce choix ne soit jamais fait dans le feu de l’action.',
      },
      {
        title: 'Prendre une pause',
        description:
          'Éloignez-vous du jeu pendant 24 heures, 7 jours ou 30 jours. Une fois la pause commencée, elle ne peut être ni écourtée ni annulée, et aucun jeu n’est accessible avant qu’elle se termine.',
      },
      {
        title: 'Votre activité',
        description: 'Consultez, pour chaque jeu, combien de temps vous avez joué, combien de pièces vous avez misées et combien vous en avez gagnées, aujourd’hui et au cours des 7 derniers jours.',
      },
    ],
    privacy:
      'Vos réponses, vos limites et votre activité sont conservées uniquement dans ce navigateur. Elles ne sont jamais transmises, ni à nous ni à qui que ce soit, et effacer les données du site dans ce navigateur les supprime.',
  },

  yourPlay: {
    title: 'Vos habitudes de jeu',
    lead: 'Fixez ou modifiez vos limites, prenez une pause et revoyez vos parties récentes, tout au même endroit.',
    frameTitle: 'Vos habitudes de jeu : limites, pauses et activité',
    needsJavaScript:
      '«\u00a0Vos habitudes de jeu\u00a0» a besoin de JavaScript, qui est désactivé ou bloqué dans votre navigateur. Activez JavaScript pour consulter et régler vos limites, vos pauses et votre activité.',
    path: YOUR_PLAY_FRAME_PATH,
  },

  signs: {
    title: 'Quand le jeu n’est plus un plaisir',
    lead: 'Chacun de ces signes est une bonne raison de faire une pause et d’en parler à une personne de confiance ou à l’un des services ci-dessous.',
    items: [
      'Vous jouez souvent plus longtemps que vous le vouliez.',
      'Vous continuez de jouer pour récupérer ce que vous avez perdu.',
      'Quand vous ne jouez pas, vous ressentez de l’agitation, de l’irritabilité ou du découragement.',
      'Vous cachez à vos proches le temps que vous passez à jouer.',
      'Le jeu empiète sur votre sommeil, votre travail, vos études ou le temps passé avec votre famille et vos amis.',
      'Vous jouez pour échapper à vos soucis, au stress ou à la solitude.',
      'Vous avez commencé à jouer de l’argent réel, ou à dépenser plus que vos moyens ne le permettent.',
    ],
  },

  help: {
    title: 'De l’aide gratuite et confidentielle',
    lead: 'Ces services sont gratuits et confidentiels, et vous pouvez appeler au sujet de votre propre façon de jouer ou pour une personne qui vous est chère. Si une personne est en danger immédiat, composez le 911.',
    labels: { call: 'Appeler', text: 'Par texto', online: 'En ligne', newTab: '(s’ouvre dans un nouvel onglet)' },
    lines: [
      {
        name: '9-8-8 : Ligne d’aide en cas de crise de suicide',
        region: 'Partout au Canada',
        description: 'Des intervenants formés répondent aux appels et aux textos à toute heure, en français ou en anglais, si vous pensez au suicide ou si vous vous inquiétez pour quelqu’un.',
        phone: { display: '9-8-8', tel: 'tel:988' },
        text: { display: '9-8-8', sms: 'sms:988' },
        website: { label: '988.ca', url: 'https://988.ca' },
      },
      {
        name: 'Ligne de soutien pour le jeu (B.C. Gambling Support Line)',
        region: 'Colombie-Britannique',
        description: 'Du soutien en tout temps pour les préoccupations liées au jeu, avec du counseling gratuit et une orientation vers des services partout dans la province.',
        phone: { display: '1\u00a0888\u00a0795-6111', tel: 'tel:+18887956111' },
      },
      {
        name: 'Ligne d’aide sur les dépendances (Addiction Helpline)',
        region: 'Alberta',
        description: 'Une ligne confidentielle, ouverte à toute heure, pour obtenir de l’aide en matière de dépendances, y compris au jeu, et être orienté vers des services.',
        phone: { display: '1\u00a0866\u00a0332-2322', tel: 'tel:+18663322322' },
      },
      {
        name: 'Ligne d’aide sur le jeu problématique (Saskatchewan Problem Gambling Helpline)',
        region: 'Saskatchewan',
        description:
          'Des conseillers répondent jour et nuit et offrent de l’information, du counseling de courte durée et une orientation vers des services, aux personnes qui jouent comme à leur famille.',
        phone: { display: '1\u00a0800\u00a0306-6789', tel: 'tel:+18003066789' },
        website: { label: 'spgh.ca', url: 'https://www.spgh.ca' },
      },
      {
        name: 'Ligne d’aide sur le jeu problématique (Problem Gambling Helpline)',
        region: 'Manitoba',
        description:
          'De l’information, du soutien et une orientation vers le counseling public en jeu problématique du Manitoba, gratuitement et en toute confidentialité. En situation de crise, appelez le 9-8-8 ou joignez-le par texto, à toute heure.',
        phone: { display: '1\u00a0800\u00a0463-1554', tel: 'tel:+18004631554' },
      },
      {
        name: 'ConnexOntario',
        region: 'Ontario',
        description: 'De l’aide gratuite et confidentielle, à toute heure, pour le jeu, la consommation de substances et la santé mentale, par téléphone, par texto ou par clavardage en ligne.',
        phone: { display: '1\u00a0866\u00a0531-2600', tel: 'tel:+18665312600' },
        text: { display: '247247', sms: 'sms:247247' },
        website: { label: 'Clavardage sur connexontario.ca', url: 'https://www.connexontario.ca' },
      },
      {
        name: 'Jeu : aide et référence',
        region: 'Québec',
        description: 'Une ligne bilingue et anonyme, ouverte 24 heures par jour, qui vous écoute, vous propose des pistes et vous dirige vers les services offerts partout au Québec.',
        phone: { display: '1\u00a0800\u00a0461-0140', tel: 'tel:+18004610140' },
        website: { label: 'aidejeu.ca', url: 'https://aidejeu.ca' },
      },
      {
        name: 'Ligne d’écoute pour le traitement des dépendances et la santé mentale',
        region: 'Nouveau-Brunswick',
        description: 'Des cliniciens bilingues répondent 24 heures par jour et offrent soutien et conseils en matière de dépendances et de santé mentale.',
        phone: { display: '1\u00a0866\u00a0355-5550', tel: 'tel:+18663555550' },
      },
      {
        name: 'Ligne d’accueil en santé mentale et en dépendances (Mental Health and Addictions Intake Line)',
        region: 'Nouvelle-Écosse',
        description:
          'La Régie de la santé de la Nouvelle-Écosse traite maintenant les demandes de soutien liées au jeu par cette ligne d’accueil, où des cliniciens vous orientent vers des soins en dépendances. Elle répond en semaine, de 8\u00a0h\u00a030 à 16\u00a0h\u00a030\u202f; en dehors de ces heures, appelez la ligne de crise ci-dessous ou le 9-8-8.',
        phone: { display: '1\u00a0855\u00a0922-1122', tel: 'tel:+18559221122' },
      },
      {
        name: 'Ligne de crise en santé mentale (Mental Health Crisis Line)',
        region: 'Nouvelle-Écosse',
        description: 'Des cliniciens agréés répondent 24 heures par jour, 7 jours par semaine, à toute personne en crise de santé mentale en Nouvelle-Écosse, y compris une crise liée au jeu.',
        phone: { display: '1\u00a0888\u00a0429-8167', tel: 'tel:+18884298167' },
      },
      {
        name: 'Ligne d’accès en santé mentale et en dépendances (Mental Health and Addictions Access Line)',
        region: 'Île-du-Prince-Édouard',
        description: 'Des professionnels de la santé mentale répondent 24 heures par jour et dirigent les Insulaires vers les services de santé mentale et de traitement des dépendances.',
        phone: { display: '1\u00a0833\u00a0553-6983', tel: 'tel:+18335536983' },
      },
      {
        name: 'Ligne de crise en santé mentale (Mental Health Crisis Line)',
        region: 'Terre-Neuve-et-Labrador',
        description: 'Un professionnel de la santé mentale répond à toute heure du jour ou de la nuit.',
        phone: { display: '1\u00a0888\u00a0737-4668', tel: 'tel:+18887374668' },
      },
      {
        name: 'Services de mieux-être mental et de consommation de substances (Mental Wellness and Substance Use Services)',
        region: 'Yukon',
        description: 'Du counseling et du soutien en matière de consommation de substances partout sur le territoire. Appelez pour joindre le service le plus près de chez vous.',
        phone: { display: '1\u00a0866\u00a0456-3838', tel: 'tel:+18664563838' },
      },
      {
        name: 'Ligne d’aide des TNO',
        region: 'Territoires du Nord-Ouest',
        description: 'Du soutien gratuit, confidentiel et anonyme par téléphone, 24 heures par jour.',
        phone: { display: '1\u00a0800\u00a0661-0844', tel: 'tel:+18006610844' },
      },
      {
        name: 'Ligne d’aide Kamatsiaqtut (Kamatsiaqtut Help Line)',
        region: 'Nunavut',
        description: 'Une ligne confidentielle, ouverte 24 heures par jour, pour toute personne au Nunavut ou au Nunavik qui a besoin de parler.',
        phone: { display: '1\u00a0800\u00a0265-3333', tel: 'tel:+18002653333' },
      },
    ],
  },
} satisfies SiteContent['responsiblePlay'];
