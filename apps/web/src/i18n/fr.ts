import { bboxMessages } from '../features/bbox/messages.js';
import { dataGridMessages } from '../features/data-grid/messages.js';
import { layerFormMessages } from '../features/layer-form/messages.js';
import { layersAdminMessages } from '../features/layers-admin/messages.js';
import { mapShareMessages } from '../features/map-share/messages.js';
import { mapSharesAdminMessages } from '../features/mapshares-admin/messages.js';
import { mapsAdminMessages } from '../features/maps-admin/messages.js';
import { organisationsAdminMessages } from '../features/organisations-admin/messages.js';
import { usersAdminMessages } from '../features/users-admin/messages.js';
import { uploadMessages } from '../features/upload/messages.js';
import { viewersMessages } from '../features/viewers/messages.js';
import { popupMessages } from '../features/popup/messages.js';
import { crossSectionMessages } from '../features/cross-section/messages.js';
import { measureMessages } from '../features/measure/messages.js';
import { minimapMessages } from '../features/minimap/messages.js';
import { accessKeysMessages } from '../features/access-keys/messages.js';
import { mapPdfMessages } from '../features/map-pdf/messages.js';
import { mapFilesMessages } from '../features/map-files/messages.js';
import { tourMessages } from '../features/tour/messages.js';
import type { Messages } from './en.js';

export const fr: Messages = {
  app: {
    name: 'Waymark',
    initialising: 'Initialisation...',
    loading: 'Chargement...',
    unconfiguredHost: "Ce domaine n'est pas configuré. Veuillez contacter l'administrateur.",
    chunkError: "Cette partie de l'application n'a pas pu être chargée.",
    chunkTimeout:
      "Le chargement de cette partie de l'application a pris trop de temps et a été interrompu.",
    reload: 'Recharger',
  },
  common: {
    cancel: 'Annuler',
    save: 'Enregistrer',
    close: 'Fermer',
    openMenu: 'Ouvrir le menu',
    language: 'Langue',
    emptyValue: '-',
  },
  errors: {
    notFound: 'Fichier introuvable',
    permissionDenied: "Vous n'avez pas l'autorisation d'effectuer cette action",
    couldNotConnect: '{{status}} Impossible de se connecter au serveur',
    backHome: "Retour à la page d'accueil",
    dismiss: 'Ignorer',
  },
  validation: {
    required: 'Ce champ est obligatoire',
    valueRequired: 'Une valeur est requise',
    email: 'Saisissez une adresse e-mail valide',
    passwordLength: 'Le mot de passe doit comporter au moins 8 caractères',
    passwordMatch: 'Les mots de passe doivent correspondre',
  },
  auth: {
    signIn: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    login: 'Se connecter',
    loginFailed: 'Connexion impossible. Veuillez réessayer.',
    forgotPassword: 'Mot de passe oublié ?',
    logout: 'Déconnexion',
    loggingOut: 'Déconnexion en cours...',
    backToLogin: 'Retour à la connexion',
    resetTitle: 'Réinitialiser le mot de passe',
    resetIntro:
      'Veuillez saisir votre adresse e-mail ci-dessous et nous vous enverrons les informations pour changer votre mot de passe.',
    sendResetLink: 'Envoyer le lien de réinitialisation',
    resetSent:
      'Si cette adresse correspond à un compte, un lien pour réinitialiser son mot de passe vient de lui être envoyé.',
    resetFailed: "Le lien de réinitialisation n'a pas pu être envoyé. Veuillez réessayer.",
    resetConfirmFailed: "Le mot de passe n'a pas pu être réinitialisé. Veuillez réessayer.",
    enterNewPassword: 'Veuillez saisir un nouveau mot de passe',
    setNewPassword: 'Définir le nouveau mot de passe',
    resetDone: 'Mot de passe réinitialisé avec succès',
    loginWithNewPassword: 'Veuillez vous connecter avec le nouveau mot de passe',
    invalidResetLink:
      "Ce lien de réinitialisation n'est plus valide. Veuillez en demander un nouveau.",
    tokenExpired: 'Jeton expiré',
  },
  password: {
    change: 'Changer le mot de passe',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le mot de passe',
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
    changeFailed: "Le mot de passe n'a pas pu être modifié.",
  },
  topBar: {
    settings: 'Paramètres',
    mapSettings: 'Paramètres de la carte',
    account: 'Compte',
    home: 'Accueil',
  },
  sidebar: {
    navigation: 'Navigation des paramètres',
    maps: 'Cartes',
    layers: 'Couches',
    users: 'Utilisateurs',
    organisations: 'Organisations',
    mapShares: 'Partages de cartes',
    organisation: 'Organisation',
  },
  admin: {
    map: 'Carte',
    layer: 'Couche',
    user: 'Utilisateur',
    organisation: 'Organisation',
    mapShare: 'Partage de carte',
  },
  impersonation: {
    loginAs: 'Se connecter en tant que...',
    release: 'Libérer',
    actingAs: 'Connecté en tant que {{name}}',
    noUsers: 'Aucun autre utilisateur dans cette organisation',
  },
  home: {
    noMap: 'Aucune carte trouvée',
  },
  maps: {
    notFound: 'Aucune carte trouvée',
    sharedMap: 'Carte partagée',
  },
  mapSwitcher: {
    label: 'Changer de carte',
  },
  mapView: {
    search: 'Rechercher',
    searchLabel: 'Rechercher sur la carte',
    searching: 'Recherche...',
    noResults: 'Aucun résultat',
    searchFailed: 'La recherche a échoué. Veuillez réessayer.',
    searchBy: 'Recherche par',
    place: 'Lieu',
    coordinate: 'Coordonnée',
    addLayers: 'Veuillez ajouter des couches :',
    editMap: 'Modifier la carte',
    loadingLayers: 'Chargement des couches...',
    layers: 'Couches',
    backgroundMap: 'Fond de carte',
    beta: 'BÊTA',
    showLayer: 'Afficher {{name}}',
    zoomToLayer: 'Zoomer sur {{name}}',
    outsideZoom: 'Affichée entre les niveaux de zoom {{min}} et {{max}}',
    aboutLayer: 'À propos de {{name}}',
    noDescription: 'Aucune description',
    layerLoading: 'Chargement de {{name}}',
    layerFiles: 'Fichiers de {{name}}',
    hide: 'Masquer',
    showSidebar: 'Afficher le panneau latéral',
    map: 'Carte',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    resetBearing: 'Faites glisser pour faire pivoter la carte, cliquez pour revenir au nord',
    toggleAttribution: 'Afficher ou masquer les crédits',
    noWebgl: "Ce navigateur ne peut pas afficher la carte : WebGL n'est pas disponible.",
    background: 'Fond',
    offlineMap: 'Carte simple',
    streetMap: 'Plan des rues',
    satelliteMap: 'Carte satellite',
  },
  mapInfo: {
    title: 'Informations sur la carte',
    validUntil: "Lien valable jusqu'au",
    sharedBy: 'Partagée par',
    boundsRestricted: 'Les limites de la carte sont restreintes',
  },
  files: {
    title: 'Fichiers',
    dataFiles: 'Fichiers de données',
    attachments: 'Pièces jointes',
    none: 'Aucun fichier',
    noAttachments: 'Aucune pièce jointe',
    view: 'Voir {{name}}',
    download: 'Télécharger {{name}}',
    downloadButton: 'Télécharger',
    allFeatures: 'Toutes les entités',
    attachedTo: 'Joint à : {{target}}',
    loadFailed: "Les fichiers n'ont pas pu être chargés.",
    openFailed: "Le fichier n'a pas pu être ouvert.",
    closePanel: 'Fermer les fichiers',
  },
  popup: {
    attributes: 'Attributs',
    attribute: 'Attribut',
    value: 'Valeur',
    poweredBy: 'Propulsé par {{name}}',
  },
  // Features keep their texts beside them (features/<name>/messages.ts), one line each here.
  dataGrid: dataGridMessages.fr,
  layersAdmin: layersAdminMessages.fr,
  layerForm: layerFormMessages.fr,
  usersAdmin: usersAdminMessages.fr,
  organisationsAdmin: organisationsAdminMessages.fr,
  bbox: bboxMessages.fr,
  mapsAdmin: mapsAdminMessages.fr,
  mapShare: mapShareMessages.fr,
  mapSharesAdmin: mapSharesAdminMessages.fr,
  upload: uploadMessages.fr,
  viewers: viewersMessages.fr,
  popups: popupMessages.fr,
  crossSection: crossSectionMessages.fr,
  measure: measureMessages.fr,
  minimap: minimapMessages.fr,
  accessKeys: accessKeysMessages.fr,
  mapPdf: mapPdfMessages.fr,
  mapFiles: mapFilesMessages.fr,
  tour: tourMessages.fr,
};
