import { inspectionFormMessagesFr, parentTypeRuleTakenMessageFr, vehicleRuleTakenMessageFr } from '@fleet-ops/shared';
import type { MessagePattern, Translated } from '../../../lib/i18n';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  title: 'Formulaires d’inspection',
  intro:
    'Les formulaires que les conducteurs remplissent sur leur téléphone. Publier un formulaire en crée une nouvelle version ; une liste de vérification garde la version sur laquelle elle a été remplie.',
  tableCaption: 'Formulaires d’inspection',
  search: 'Recherche',
  searchPlaceholder: 'Nom du formulaire',
  add: 'Nouveau formulaire',
  loadError: 'Les formulaires d’inspection n’ont pas pu être chargés.',
  list: {
    notPublished: 'Non publié',
    version: 'Version {{version}}',
    default: 'Par défaut',
    edit: 'Modifier {{name}}',
    noParentTypes: 'Aucun',
  },
  classes: { minor: 'Mineure', major: 'Majeure' },
  answerKinds: { pass_fail: 'Conforme / non conforme', number: 'Nombre' },
  files: {
    import: 'Importer en JSON',
    export: 'Exporter en JSON',
    notJson: 'Ce fichier n’est pas du JSON : choisissez un formulaire exporté de Fleet Ops.',
  },
  editor: {
    back: 'Retour aux formulaires d’inspection',
    newTitle: 'Nouveau formulaire d’inspection',
    draftLoadError: 'Ce formulaire n’a pas pu être chargé.',
    details: 'Formulaire',
    name: 'Nom (anglais)',
    nameFr: 'Nom (français)',
    description: 'Description (anglais)',
    descriptionFr: 'Description (français)',
    kind: 'Type',
    validity: 'Valide pendant',
    validityHint:
      'Combien de temps une inspection compte : le jour civil, 24 heures après l’inspection, ou le quart de travail pendant lequel elle a été faite.',
    appliesTo: 'S’applique à',
    parentTypes: 'Types de véhicules parents',
    vehicles: 'Véhicules choisis',
    isDefault: 'Le formulaire par défaut du site',
    isDefaultHint:
      'Les véhicules qu’aucun formulaire ne nomme, ni eux-mêmes ni leur type, utilisent celui par défaut. Un seul formulaire l’est.',
    appliesToHint:
      'La règle la plus précise l’emporte : un véhicule choisi avant son type parent, un type parent avant le formulaire par défaut du site.',
    saveDraft: 'Enregistrer le brouillon',
    publish: 'Publier',
    saveFirst: 'Enregistrez le nouveau formulaire une première fois avant de le publier.',
    unsavedPublish: 'Vos modifications sont d’abord enregistrées dans le brouillon.',
  },
  sections: {
    title: 'Sections et points',
    legend: 'Section {{number}} : {{title}}',
    untitled: 'Nouvelle section',
    add: 'Ajouter une section',
    key: 'Clé de la section',
    titleEn: 'Titre (anglais)',
    titleFr: 'Titre (français)',
    moveUp: 'Monter la section {{number}}',
    moveDown: 'Descendre la section {{number}}',
    remove: 'Retirer la section {{number}}',
    regulatedNote:
      'Fixée par le règlement : cette section ne peut être ni modifiée, ni déplacée, ni retirée. Une nouvelle édition du règlement arrive comme une nouvelle version publiée de ce formulaire.',
    siteNote: 'Les vérifications propres à votre site : ajoutez, modifiez et ordonnez les points ici.',
    empty: 'Aucun point dans cette section pour l’instant.',
  },
  items: {
    legend: 'Point {{number}} : {{label}}',
    untitled: 'Nouveau point',
    add: 'Ajouter un point',
    key: 'Clé du point',
    keyHint: 'Un nom stable : les dossiers, les exportations et l’API reconnaissent le point par ce nom.',
    label: 'Libellé (anglais)',
    labelFr: 'Libellé (français)',
    help: 'Aide (anglais)',
    helpFr: 'Aide (français)',
    answerKind: 'Réponse',
    naAllowed: 'S. O. permis',
    unit: 'Unité',
    unitPlaceholder: 'mm',
    min: 'Minimum accepté',
    max: 'Maximum accepté',
    photoOnFail: 'Photo obligatoire si non conforme',
    classing: 'Une non-conformité est classée selon',
    byItem: 'Le point entier',
    byDefects: 'Les descriptions de défectuosités',
    severity: 'Classe d’une non-conformité',
    moveUp: 'Monter le point {{number}}',
    moveDown: 'Descendre le point {{number}}',
    remove: 'Retirer le point {{number}}',
  },
  defects: {
    title: 'Descriptions de défectuosités',
    code: 'Code',
    text: 'Description (anglais)',
    textFr: 'Description (français)',
    class: 'Classe',
    add: 'Ajouter une description de défectuosité',
    remove: 'Retirer la description de défectuosité {{number}}',
    moveUp: 'Monter la description de défectuosité {{number}}',
    moveDown: 'Descendre la description de défectuosité {{number}}',
    row: 'Description de défectuosité {{number}}',
    none: 'Aucune description de défectuosité pour l’instant : ajoutez-en au moins une.',
  },
  publish: {
    title: 'Publier ce formulaire ?',
    message:
      'La publication crée la version {{version}} de ce formulaire, que les véhicules qui l’utilisent reçoivent dès maintenant. Les listes de vérification déjà remplies gardent la version sur laquelle elles l’ont été.',
    confirm: 'Publier la version {{version}}',
  },
  versions: {
    title: 'Versions',
    none: 'Pas encore publié.',
    view: 'Version {{version}}',
    viewTitle: 'Version {{version}} (lecture seule)',
    current: 'Version {{version}} (en vigueur)',
    loadError: 'Cette version n’a pas pu être chargée.',
    noDefects: 'Aucune description de défectuosité',
    numberBounds: 'Nombre, de {{min}} à {{max}} {{unit}}',
    number: 'Nombre {{unit}}',
    validity: 'Valide pendant : {{validity}}',
  },
};

/** The server's messages about inspection forms, in French (shared with the server, which words them in English). */
export const messagesFr: Record<string, string> = inspectionFormMessagesFr;

/** The two messages that name the form already holding a vehicle or a vehicle type. */
export const messagePatternsFr: MessagePattern[] = [
  [/^A vehicle in this list already uses the form “(.+)”\. Remove it there first\.$/, vehicleRuleTakenMessageFr('$1')],
  [
    /^A vehicle type in this list already uses the form “(.+)”\. Remove it there first\.$/,
    parentTypeRuleTakenMessageFr('$1'),
  ],
];
