import type { AdminMessages } from './messages-en';

/** French messages. */
export const FR_MESSAGES: AdminMessages = {
  admin: {
    titles: {
      list: '{plural}',
      show: '{singular} {label}',
      create: 'Nouveau : {singularLower}',
      edit: 'Modifier {singularLower} {label}',
    },
    pages: {
      notFound: 'Page introuvable',
      notFoundText: "La page demandée n'existe pas.",
      recordNotFound: '{resource} n°{id} introuvable',
      forbidden: 'Accès refusé',
      forbiddenText: "Vous n'avez pas la permission de voir cette page.",
      error: 'Une erreur est survenue',
      home: "Retour à l'accueil",
      retry: 'Réessayer',
    },
  },
};
