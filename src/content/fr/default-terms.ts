import { COIN_FIGURES_FR } from './coin-figures';
import type { SiteContent } from '../schema';
import { defaultContactDetailsFr } from './default-contact';
import { stakeRangesText } from '../stake-ranges';
import { defaultStringsFr } from './default-strings';

const { startingGrant, dailyGrant, dailyClaims, winningsCap, minBet, maxBet, realityCheck } = COIN_FIGURES_FR;

/**
 * The French Terms & Conditions: the same eighteen sections as the English, in the same order,
 * with the same promises; every coin figure comes from COIN_FIGURES_FR, so it is written the
 * French way (10 000) and states what the wallet does.
 */
export const defaultTermsFr = {
  title: 'Conditions d’utilisation',
  description: 'Les conditions pour jouer sur Brightmoose : qui peut jouer, le fonctionnement des pièces virtuelles, les limites quotidiennes, les règles de conduite et le règlement des différends.',
  lastUpdated: 'Dernière mise à jour : 2 novembre 2026',
  sections: [
    {
      title: '1. Acceptation des présentes conditions',
      content: [
        'Les présentes conditions d’utilisation encadrent votre utilisation du site Web Brightmoose, à l’adresse brightmoose.ca, et de tous les jeux qui y sont offerts (collectivement, la « Plateforme »). En accédant à la Plateforme ou en jouant à l’un de ses jeux, vous acceptez les présentes conditions ainsi que notre Politique de confidentialité. Si vous ne les acceptez pas, veuillez ne pas utiliser la Plateforme.',
        'Brightmoose est un casino social gratuit. Tous les jeux se jouent uniquement avec des pièces virtuelles. Vous ne pouvez ni miser, ni gagner, ni perdre d’argent réel, et rien qui ait une valeur réelle ne vous est jamais remis.',
        'Dans les présentes conditions, « nous », « notre » et « nos » désignent l’équipe qui exploite Brightmoose, et « vous » désigne la personne qui utilise la Plateforme.',
      ],
      isList: false,
    },
    {
      title: '2. Admissibilité',
      content: [
        'Vous devez avoir au moins 18 ans pour utiliser la Plateforme.',
        'La Plateforme s’adresse aux adultes qui se trouvent au Canada.',
        'Avant d’utiliser la Plateforme, il vous revient de vérifier que vous avez le droit de jouer à des jeux de casino social dans votre province ou votre territoire, ou à l’endroit où vous vous trouvez.',
        'La Plateforme sert uniquement à votre divertissement personnel, à des fins non commerciales.',
        'Nous pouvons vous demander de cesser d’utiliser la Plateforme si nous avons des raisons de croire que vous ne remplissez pas ces conditions.',
      ],
      isList: true,
    },
    {
      title: '3. Pièces virtuelles',
      content: [
        `La première fois que votre navigateur ouvre un jeu Brightmoose, votre portefeuille reçoit une allocation de départ unique de ${startingGrant} pièces virtuelles. Tous les jeux partagent le même portefeuille, qui est enregistré dans votre navigateur, sur votre appareil.`,
        'Les pièces virtuelles n’ont aucune valeur monétaire. Elles ne constituent ni de l’argent, ni une monnaie, ni un bien, ni un instrument de paiement de quelque nature que ce soit.',
        'Les pièces virtuelles ne sont pas transférables. Elles ne peuvent être ni envoyées, ni données, ni prêtées, ni cédées à une autre personne, à un autre navigateur ou à un autre appareil.',
        'Les pièces virtuelles ne peuvent pas être achetées. Nous ne vendons jamais de pièces, et aucun paiement, de quelque nature que ce soit, n’est accepté sur la Plateforme.',
        'Les pièces virtuelles ne peuvent être ni vendues, ni échangées, ni troquées, que ce soit sur la Plateforme ou ailleurs.',
        'Les pièces virtuelles ne peuvent pas être converties en argent ni échangées contre des prix, des biens, des services ou toute autre chose ayant une valeur, et nous ne verserons jamais aucun solde.',
        'Votre portefeuille n’existe que dans le navigateur où vous jouez. Si vous effacez les données de votre navigateur, utilisez une fenêtre de navigation privée ou changez d’appareil, un nouveau portefeuille est créé, et les soldes précédents ne peuvent pas être rétablis.',
      ],
      isList: true,
    },
    {
      title: '4. Limites de gains et règles de jeu',
      content: [
        `Pièces gratuites quotidiennes\u00a0: vous pouvez réclamer ${dailyGrant} pièces virtuelles gratuites ${dailyClaims} par jour civil, selon l’heure locale de votre appareil.`,
        `Limite quotidienne de gains\u00a0: les gains obtenus aux jeux peuvent ajouter au plus ${winningsCap} pièces virtuelles à votre portefeuille au cours d’un même jour civil. Les gains qui dépassent cette limite ne sont pas ajoutés à votre portefeuille ce jour-là.`,
        `Mises\u00a0: aucune partie n’accepte moins de ${minBet} ni plus de ${maxBet} pièces virtuelles, et chaque jeu accepte sa propre fourchette à l’intérieur de ces limites\u00a0: ${stakeRangesText(defaultStringsFr.stakeRanges, 'fr')}.`,
        `Rappel de temps de jeu\u00a0: après ${realityCheck} minutes de jeu, le jeu s’interrompt et vous rappelle depuis combien de temps vous jouez. Vous pouvez modifier cet intervalle, mais nous vous encourageons à le conserver.`,
        'Le résultat de chaque partie est déterminé au hasard par le jeu, selon ses règles publiées. Les résultats passés n’ont aucune influence sur les parties suivantes, et aucune stratégie ne peut garantir un gain.',
        'Nous pouvons modifier ces limites de temps à autre\u202f; les montants indiqués dans les présentes conditions sont toujours ceux que les jeux appliquent.',
      ],
      isList: true,
    },
    {
      title: '5. Règles de conduite',
      content: [
        'Jouez franc jeu et traitez les autres joueurs ainsi que notre équipe de soutien avec courtoisie et respect.',
        'Veillez à ce que tout ce que vous nous envoyez, y compris vos récits, vos commentaires et vos messages, soit légal, honnête et convienne au grand public adulte.',
        'Respectez la vie privée des autres et ne communiquez jamais les renseignements personnels d’une autre personne.',
        'Les comportements suivants sont interdits et peuvent entraîner les sanctions prévues à l’article 13.',
        'Usurpation d’identité : se faire passer pour un autre joueur, pour un membre de notre équipe ou pour toute autre personne ou organisation.',
        'Robots et jeu automatisé : utiliser des scripts, des robots, des macros ou tout autre moyen automatisé pour jouer ou pour réclamer des pièces.',
        'Rétro-ingénierie : décompiler, désassembler ou autrement faire de la rétro-ingénierie de la Plateforme ou de ses jeux, ou modifier le portefeuille enregistré dans votre navigateur.',
        'Propos haineux : tout contenu qui attaque ou dénigre des personnes en raison de leur race, de leur origine ethnique, de leur religion, de leur genre, de leur orientation sexuelle, d’un handicap ou de toute autre caractéristique protégée.',
        'Manipulation des classements : falsifier des pointages, des résultats ou des réalisations, ou s’entendre avec d’autres personnes pour fausser un classement, un tournoi ou un palmarès.',
        'Contournement de la modération : se soustraire à une restriction, à un filtre ou à une décision de notre équipe, notamment en revenant sous une autre identité.',
      ],
      isList: true,
    },
    {
      title: '6. Droit d’utilisation de la Plateforme',
      content:
        'Sous réserve des présentes conditions, nous vous accordons un droit personnel, limité, révocable, non exclusif et non transférable d’accéder à la Plateforme et de jouer à ses jeux pour votre propre divertissement. Vous ne pouvez pas copier, vendre, louer, concéder en sous-licence ni exploiter commercialement la Plateforme ou une partie de celle-ci, ni l’utiliser d’une manière qui nuit à son fonctionnement ou au plaisir que d’autres personnes en retirent.',
      isList: false,
    },
    {
      title: '7. Règlement des différends',
      content: [
        'En cas de problème, veuillez d’abord communiquer avec notre équipe de soutien. La plupart des préoccupations peuvent être réglées rapidement et simplement, et nous vous répondrons aussi vite que nous le pourrons raisonnablement.',
        'Si une préoccupation ne peut pas être réglée de façon informelle, vous et nous convenons de tenter de bonne foi de la régler par la négociation avant d’entreprendre toute procédure officielle.',
        'Puisque les pièces virtuelles n’ont aucune valeur monétaire, aucun différend portant sur un solde de pièces, sur le résultat d’une partie ou sur la perte d’un portefeuille ne peut donner lieu à une réclamation d’argent ou d’indemnité.',
      ],
      isList: false,
    },
    {
      title: '8. Propriété intellectuelle',
      content:
        'La Plateforme et tout ce qu’elle contient, y compris le nom et le logo Brightmoose, les jeux, leurs illustrations, leurs sons, leurs textes et leurs logiciels, nous appartiennent ou appartiennent à nos concédants de licence, et sont protégés par les lois sur le droit d’auteur et sur les marques de commerce ainsi que par d’autres lois. À l’exception du droit limité d’utiliser la Plateforme décrit dans les présentes conditions, aucun droit ne vous est accordé, et tous les droits qui ne sont pas expressément accordés sont réservés.',
      isList: false,
    },
    {
      title: '9. Limitation de responsabilité',
      content: [
        'La Plateforme est fournie « telle quelle » et « selon sa disponibilité ». Nous faisons tout notre possible pour qu’elle demeure exacte, sécuritaire et fonctionnelle, mais nous ne promettons pas qu’elle sera exempte d’interruptions ou d’erreurs, ni qu’elle conviendra à un usage particulier.',
        'Dans toute la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes, accessoires, spéciales ou consécutives, ni de la perte de pièces virtuelles, de votre progression dans les jeux ou des données enregistrées dans votre navigateur.',
        'Rien dans les présentes conditions ne limite les droits que vous confèrent les lois sur la protection du consommateur et auxquels on ne peut pas renoncer par contrat.',
      ],
      isList: false,
    },
    {
      title: '10. Modifications et résiliation',
      content: [
        'Nous pouvons modifier les présentes conditions, les jeux, les règles des pièces ou toute autre partie de la Plateforme. En cas de modification importante, nous mettrons à jour la date indiquée en haut de cette page et, s’il y a lieu, nous vous en aviserons à l’avance sur la Plateforme.',
        'Si vous continuez d’utiliser la Plateforme après l’entrée en vigueur d’une modification, vous acceptez les conditions mises à jour.',
        'Nous pouvons suspendre votre accès à la Plateforme ou y mettre fin, en tout ou en partie, si vous enfreignez les présentes conditions ou si nous décidons de cesser d’exploiter la Plateforme. Vous pouvez cesser d’utiliser la Plateforme en tout temps.',
      ],
      isList: false,
    },
    {
      title: '11. Droit applicable',
      content:
        'Les présentes conditions sont régies par les lois de la province de l’Ontario et par les lois fédérales du Canada qui s’y appliquent. Sous réserve de l’article 7, vous et nous reconnaissons la compétence des tribunaux de l’Ontario, sauf si la loi de votre province ou de votre territoire vous permet d’intenter une procédure ailleurs.',
      isList: false,
    },
    {
      title: '12. Coordonnées',
      content:
        'Pour toute question sur les présentes conditions, toute préoccupation au sujet de la Plateforme ou tout signalement, notre équipe de soutien se fera un plaisir de vous aider. Vous pouvez nous joindre aux coordonnées ci-dessous.',
      isList: false,
      contactDetails: defaultContactDetailsFr,
    },
    {
      title: '13. Restrictions d’accès et sanctions',
      content: [
        'Brightmoose n’utilise pas de comptes d’utilisateur : votre portefeuille se trouve dans votre navigateur. Lorsque les présentes conditions mentionnent votre compte, elles visent votre accès à la Plateforme et le portefeuille enregistré sur votre appareil.',
        'Si vous enfreignez les présentes conditions, nous pouvons, selon la gravité et la fréquence du manquement, vous donner un avertissement, réinitialiser un portefeuille, restreindre l’accès à certains jeux ou à tous les jeux, ou bloquer l’accès à la Plateforme.',
        'Nous décidons des sanctions de façon juste et proportionnée, et nous vous expliquerons notre décision si vous communiquez avec nous à ce sujet.',
        'Les sanctions ne donnent droit à aucune indemnité, puisque les pièces virtuelles n’ont aucune valeur monétaire.',
      ],
      isList: true,
    },
    {
      title: '14. Biens virtuels',
      content: [
        'Les biens virtuels présentés sur la Plateforme, y compris les pièces, les multiplicateurs, les primes, les insignes et les réalisations, n’existent qu’à des fins de divertissement, à l’intérieur des jeux.',
        'Les biens virtuels vous sont concédés sous licence pour être utilisés sur la Plateforme\u202f; vous n’en êtes pas propriétaire. Ils n’ont aucune valeur monétaire et ne peuvent être ni transférés, ni vendus, ni achetés, ni échangés contre de l’argent, des prix ou toute autre chose ayant une valeur.',
        'Nous pouvons modifier, rééquilibrer ou retirer des biens virtuels en tout temps, par exemple pour corriger une erreur ou améliorer un jeu.',
      ],
      isList: false,
    },
    {
      title: '15. Contenu que vous nous soumettez',
      content: [
        'Vous pouvez nous envoyer par courriel des commentaires, des idées, des récits de joueurs ou des témoignages. Veuillez ne rien envoyer que vous n’avez pas le droit de partager, et n’incluez jamais de renseignements personnels sensibles.',
        'En nous envoyant une soumission, vous nous autorisez à l’utiliser, à la modifier et à la publier sur la Plateforme et dans nos communications, sans rémunération. Si nous publions un récit ou un témoignage, nous vous identifierons uniquement par votre prénom, l’initiale de votre nom de famille et votre région, à moins que vous acceptiez autre chose.',
        'Vous pouvez nous demander en tout temps de cesser d’utiliser une soumission, et nous la retirerons de la Plateforme dans un délai raisonnable.',
      ],
      isList: false,
    },
    {
      title: '16. Disponibilité du service',
      content:
        'Nous voulons que Brightmoose soit accessible en tout temps, mais la Plateforme ou certains jeux peuvent être indisponibles à l’occasion en raison de travaux d’entretien, de mises à jour ou de circonstances indépendantes de notre volonté. Les jeux s’exécutent dans votre navigateur et dépendent de votre appareil, des paramètres de votre navigateur et de votre connexion Internet. Nous ne sommes pas responsables des interruptions, et celles-ci ne donnent droit à aucune indemnité.',
      isList: false,
    },
    {
      title: '17. Communications',
      content: [
        'Nous communiquons avec vous uniquement si vous nous avez écrit en premier. Nous n’envoyons ni courriels promotionnels, ni textos, ni notifications poussées.',
        'Nous répondons aux demandes de soutien par courriel, dès que nous le pouvons raisonnablement.',
        'Nous ne vous demanderons jamais vos renseignements bancaires, un paiement ou un mot de passe, puisque la Plateforme ne comporte ni paiement ni ouverture de session. Tout message qui vous demande ces renseignements ne vient pas de nous.',
        'Veuillez rester respectueux dans vos messages à notre équipe. Nous pourrions cesser de répondre aux messages injurieux.',
      ],
      isList: true,
    },
    {
      title: '18. Sécurité de la Plateforme',
      content: [
        'Nous protégeons la Plateforme au moyen de mesures conformes aux normes de l’industrie, notamment des connexions chiffrées, un accès restreint du personnel à nos outils d’édition et un examen régulier de nos systèmes.',
        'Vous ne devez pas tenter d’accéder sans autorisation à la Plateforme, à ses serveurs ou à ses outils, d’en sonder ou d’en tester les vulnérabilités, ni d’en perturber le fonctionnement de quelque façon que ce soit.',
        'Si vous découvrez un problème de sécurité, veuillez le signaler en privé à notre équipe de soutien et nous laisser un délai raisonnable pour le corriger avant d’en parler à qui que ce soit.',
      ],
      isList: false,
    },
  ],
} satisfies SiteContent['terms'];
