import type { Locale } from '../../core/locale';

/** Every word of the sign-in, invitation and link pages, in each language. */
export type AuthText = {
  siteName: string;
  home: string;
  otherLanguage: string;
  signInTitle: string;
  signInIntro: string;
  signInNeeded: string;
  email: string;
  password: string;
  passwordHint: string;
  confirmPassword: string;
  signIn: string;
  signOut: string;
  signedOut: string;
  wrongCredentials: string;
  tooManyAttempts: (minutes: number) => string;
  crossSite: string;
  linkGoneTitle: string;
  linkGone: string;
  goToSignIn: string;
  signedInTitle: string;
  openingPreview: string;
  openPreview: string;
  inviteTitle: string;
  inviteIntro: string;
  createAccount: string;
  badEmail: string;
  shortPassword: (min: number) => string;
  longPassword: (max: number) => string;
  passwordsDiffer: string;
  emailTaken: string;
  forbiddenTitle: string;
  forbidden: (email: string) => string;
  errorSummary: string;
};

/** English and French (fr-CA: non-breaking spaces before « : », courriel). */
export const AUTH_TEXT: Record<Locale, AuthText> = {
  en: {
    siteName: 'Brightmoose',
    home: 'Back to the site',
    otherLanguage: 'Français',
    signInTitle: 'Sign in to edit',
    signInIntro: 'Editing the site is for its operator and invited editors. Visitors and players need no account.',
    signInNeeded: 'Sign in to open this preview.',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 15 characters. A sentence you remember works well.',
    confirmPassword: 'Type the password again',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    wrongCredentials: 'The email or the password is not right.',
    tooManyAttempts: (minutes) => `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    crossSite: 'This form can only be sent from this site.',
    linkGoneTitle: 'This link no longer works',
    linkGone: 'Sign-in and invitation links work once and only for a limited time. Ask the operator for a new link, or sign in with your password.',
    goToSignIn: 'Go to sign-in',
    signedInTitle: 'You are signed in',
    openingPreview: 'Opening your preview…',
    openPreview: 'Open the preview',
    inviteTitle: 'Join as an editor',
    inviteIntro: 'You are invited to edit this site. Choose the email you will sign in with and a password.',
    createAccount: 'Create my account',
    badEmail: 'Enter an email address, such as name@example.com.',
    shortPassword: (min) => `The password needs at least ${min} characters.`,
    longPassword: (max) => `The password can have at most ${max} characters.`,
    passwordsDiffer: 'The two passwords are not the same.',
    emailTaken: 'An account already uses this email. Sign in with it instead.',
    forbiddenTitle: 'This preview is not open to you',
    forbidden: (email) => `You are signed in as ${email}, and this account was not given this preview. Sign out to use another account.`,
    errorSummary: 'Please check the form',
  },
  fr: {
    siteName: 'Brightmoose',
    home: 'Retour au site',
    otherLanguage: 'English',
    signInTitle: 'Connexion à l’espace d’édition',
    signInIntro: 'La modification du site est réservée à son exploitant et aux personnes invitées. Les visiteurs et les joueurs n’ont pas besoin de compte.',
    signInNeeded: 'Connectez-vous pour ouvrir cet aperçu.',
    email: 'Courriel',
    password: 'Mot de passe',
    passwordHint: 'Au moins 15 caractères. Une phrase facile à retenir convient bien.',
    confirmPassword: 'Saisissez de nouveau le mot de passe',
    signIn: 'Se connecter',
    signOut: 'Se déconnecter',
    signedOut: 'Vous êtes déconnecté.',
    wrongCredentials: 'Le courriel ou le mot de passe est inexact.',
    tooManyAttempts: (minutes) => `Trop de tentatives infructueuses. Réessayez dans ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    crossSite: 'Ce formulaire ne peut être envoyé que depuis ce site.',
    linkGoneTitle: 'Ce lien ne fonctionne plus',
    linkGone: 'Les liens de connexion et d’invitation ne servent qu’une fois, pendant un temps limité. Demandez un nouveau lien à l’exploitant ou connectez-vous avec votre mot de passe.',
    goToSignIn: 'Aller à la connexion',
    signedInTitle: 'Vous êtes connecté',
    openingPreview: 'Ouverture de votre aperçu…',
    openPreview: 'Ouvrir l’aperçu',
    inviteTitle: 'Rejoindre l’équipe d’édition',
    inviteIntro: 'Vous êtes invité à modifier ce site. Choisissez le courriel avec lequel vous vous connecterez et un mot de passe.',
    createAccount: 'Créer mon compte',
    badEmail: 'Saisissez une adresse courriel, par exemple nom@exemple.ca.',
    shortPassword: (min) => `Le mot de passe doit compter au moins ${min} caractères.`,
    longPassword: (max) => `Le mot de passe peut compter au plus ${max} caractères.`,
    passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
    emailTaken: 'Un compte utilise déjà ce courriel. Connectez-vous plutôt avec celui-ci.',
    forbiddenTitle: 'Cet aperçu ne vous est pas ouvert',
    forbidden: (email) => `Vous êtes connecté en tant que ${email}, et ce compte n’a pas accès à cet aperçu. Déconnectez-vous pour utiliser un autre compte.`,
    errorSummary: 'Veuillez vérifier le formulaire',
  },
};
