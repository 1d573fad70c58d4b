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
      forgotPassword: 'Mot de passe oublié?',
      submit: 'Se connecter',
    },
    forgotPassword: {
      title: 'Mot de passe oublié?',
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
  },
  common: {
    noDataFound: 'Aucune donnée trouvée',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    save: 'Enregistrer',
    loading: 'Chargement…',
    close: 'Fermer',
  },
  toast: {
    success: 'Succès!',
    error: 'Erreur!',
    unauthorized: '401',
  },
  listFilters: {
    button: 'Filtres',
  },
  pagination: {
    entries: 'Entrées : {{total}}',
    page: 'Page {{page}} de {{last}}',
    pageSize: 'Lignes par page',
    previous: 'Page précédente',
    next: 'Page suivante',
  },
  columnOptions: {
    button: 'Options des colonnes',
    title: 'Colonnes visibles',
  },
  filters: {
    week: 'Semaine',
    selectWeek: 'Choisir une semaine',
    from: 'Du',
    to: 'Au',
    status: 'Statut',
    enabled: 'Activé',
    disabled: 'Désactivé',
    driver: 'Chauffeur',
    allDrivers: 'Tous les chauffeurs',
    clear: 'Effacer le filtre',
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
