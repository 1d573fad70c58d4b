import type { Catalogue } from './en';

/** Français (Québec). */
export const fr: Catalogue = {
  app: {
    name: 'Fleet Ops',
  },
  languages: {
    en: 'English',
    fr: 'Français',
  },
  auth: {
    login: {
      title: 'Connexion',
      subtitle: 'Connectez-vous à votre compte Fleet Ops',
      email: 'Adresse courriel',
      password: 'Mot de passe',
      showPassword: 'Afficher le mot de passe',
      forgotPassword: 'Mot de passe oublié ?',
      submit: 'Se connecter',
    },
    forgotPassword: {
      title: 'Mot de passe oublié ?',
      subtitle: 'Entrez votre adresse courriel et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      email: 'Adresse courriel',
      submit: 'Envoyer le lien de réinitialisation',
      backToLogin: 'Retour à la connexion',
    },
    resetPassword: {
      title: 'Choisir un nouveau mot de passe',
      password: 'Mot de passe',
      confirmPassword: 'Confirmer le mot de passe',
      submit: 'Réinitialiser le mot de passe',
      requestNewLink: 'Demander un nouveau lien',
    },
    passwordHint: 'Au moins {{min}} caractères.',
    language: 'Langue',
  },
  common: {
    noDataFound: 'Aucune donnée trouvée',
    cancel: 'Annuler',
    save: 'Enregistrer',
    loading: 'Chargement…',
    close: 'Fermer',
  },
  toast: {
    success: 'Succès !',
    error: 'Erreur !',
    unauthorized: '401',
  },
  routeError: {
    title: 'Impossible d’afficher cet écran',
    message:
      'Une nouvelle version de Fleet Ops a peut-être été installée. Recharger la page règle habituellement le problème.',
    reload: 'Recharger',
  },
  notFound: {
    title: 'Page introuvable',
    message: 'Aucun écran ne se trouve à cette adresse.',
    back: 'Retour à l’accueil',
  },
};
