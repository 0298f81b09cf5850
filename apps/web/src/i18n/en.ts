import { accessKeysShellMessages } from './shell/accessKeysShellMessages.js';
import { layersAdminMessages } from './shell/layersAdminMessages.js';
import { tourShellMessages } from './shell/tourShellMessages.js';
import { twoFactorShellMessages } from './shell/twoFactorShellMessages.js';
import { uploadShellMessages } from './shell/uploadShellMessages.js';
import type { RegisteredMessages } from './registeredMessages.js';

/**
 * English, the fallback language, bundled: every key of the app shell lives here first (French
 * and Irish load when chosen; features' texts load with their features, see featureMessages.ts).
 */
export const en = {
  app: {
    name: 'Waymark',
    initialising: 'Initialising...',
    loading: 'Loading...',
    unconfiguredHost: 'This domain is not configured. Please contact the admin.',
    chunkError: 'This part of the application could not be loaded.',
    chunkTimeout: 'Loading this part of the application took too long and was stopped.',
    reload: 'Reload',
  },
  common: {
    cancel: 'Cancel',
    save: 'Save',
    close: 'Close',
    openMenu: 'Open menu',
    language: 'Language',
    emptyValue: '-',
  },
  errors: {
    notFound: 'File not found',
    permissionDenied: 'You dont have permission to complete action',
    couldNotConnect: '{{status}} Could not connect to server',
    backHome: 'Back to the home page',
    dismiss: 'Dismiss',
  },
  validation: {
    required: 'This field is required',
    valueRequired: 'Value is required',
    email: 'Enter a valid email address',
    passwordLength: 'Password should be at lease 8 characters long',
    passwordMatch: 'Password should match',
  },
  auth: {
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    login: 'Login',
    loginFailed: 'Could not sign in. Please try again.',
    forgotPassword: 'Forgot your password?',
    logout: 'Logout',
    loggingOut: 'Signing out...',
    backToLogin: 'Back to login',
    resetTitle: 'Reset password',
    resetIntro:
      'Please enter your email address below and we will send you information how to change your password.',
    sendResetLink: 'Send reset link',
    resetSent: 'If this address belongs to an account, a link to reset its password is on its way.',
    resetFailed: 'The reset link could not be sent. Please try again.',
    resetConfirmFailed: 'The password could not be reset. Please try again.',
    enterNewPassword: 'Please enter a new password',
    setNewPassword: 'Set new password',
    resetDone: 'Password successfully reset',
    loginWithNewPassword: 'Please login with the new password',
    invalidResetLink: 'This reset link is not valid any more. Please ask for a new one.',
    tokenExpired: 'Token expired',
  },
  password: {
    change: 'Change Password',
    current: 'Current Password',
    new: 'New Password',
    confirm: 'Confirm Password',
    show: 'Show password',
    hide: 'Hide password',
    changeFailed: 'The password could not be changed.',
  },
  topBar: {
    settings: 'Settings',
    mapSettings: 'Map settings',
    account: 'Account',
    home: 'Home',
  },
  sidebar: {
    navigation: 'Settings navigation',
    maps: 'Maps',
    layers: 'Layers',
    users: 'Users',
    organisations: 'Organisations',
    mapShares: 'Map Shares',
    auditLog: 'Audit log',
    organisation: 'Organisation',
  },
  admin: {
    map: 'Map',
    layer: 'Layer',
    user: 'User',
    organisation: 'Organisation',
    mapShare: 'Map Share',
  },
  impersonation: {
    loginAs: 'Login as...',
    release: 'Release',
    actingAs: 'Acting as {{name}}',
    noUsers: 'No other users in this organisation',
  },
  home: {
    noMap: 'No map found',
  },
  maps: {
    notFound: 'No map found',
    sharedMap: 'Shared map',
  },
  mapSwitcher: {
    label: 'Switch map',
  },
  mapView: {
    search: 'Search',
    searchLabel: 'Search the map',
    searching: 'Searching...',
    noResults: 'No results',
    searchFailed: 'The search failed. Please try again.',
    searchBy: 'Search by',
    searchLicence: 'Data licence: {{licence}}',
    place: 'Place',
    coordinate: 'Coordinate',
    addLayers: 'Please add some layers:',
    editMap: 'Edit Map',
    loadingLayers: 'Loading layers...',
    layers: 'Layers',
    backgroundMap: 'Background Map',
    beta: 'BETA',
    showLayer: 'Show {{name}}',
    zoomToLayer: 'Zoom to {{name}}',
    outsideZoom: 'Shown between zoom {{min}} and {{max}}',
    aboutLayer: 'About {{name}}',
    noDescription: 'No description',
    layerLoading: 'Loading {{name}}',
    layerFiles: 'Files of {{name}}',
    hide: 'Hide',
    showSidebar: 'Show sidebar',
    map: 'Map',
    keyboardHint:
      'Arrow keys move the map, plus and minus zoom in and out, Enter opens the popup of what is at its centre.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetBearing: 'Drag to rotate map, click to reset north',
    toggleAttribution: 'Toggle attribution',
    findMyLocation: 'Show my position',
    locationNotAvailable: 'Position not available',
    noWebgl: 'This browser cannot draw the map: WebGL is not available.',
    background: 'Background',
    offlineMap: 'Basic Map',
    streetMap: 'Street Map',
    satelliteMap: 'Satellite Map',
    notOffline: 'This map is not available offline',
    offlineCopy: 'Offline copy of {{date}}',
    layerNotOffline: 'Not available offline',
  },
  mapInfo: {
    title: 'Map Info',
    validUntil: 'Link Valid Until',
    sharedBy: 'Shared By',
    boundsRestricted: 'Map bounds are restricted',
  },
  files: {
    title: 'Files',
    dataFiles: 'Data files',
    attachments: 'Attachments',
    none: 'No files',
    noAttachments: 'No attachments',
    view: 'View {{name}}',
    download: 'Download {{name}}',
    downloadButton: 'Download',
    allFeatures: 'All Features',
    attachedTo: 'Attached to: {{target}}',
    loadFailed: 'The files could not be loaded.',
    openFailed: 'The file could not be opened.',
    closePanel: 'Close files',
    offline: 'Attachments are not available offline.',
  },
  popup: {
    attributes: 'Attributes',
    attribute: 'Attribute',
    value: 'Value',
    poweredBy: 'Powered by {{name}}',
  },
  // Features keep their texts beside them (features/<name>/messages.ts) and register them when
  // their code loads (registerMessages); mounted here are only those the map page shows before
  // any interaction, or their part of it (i18n/shell/).
  layersAdmin: layersAdminMessages.en,
  upload: uploadShellMessages.en,
  accessKeys: accessKeysShellMessages.en,
  tour: tourShellMessages.en,
  twoFactor: twoFactorShellMessages.en,
};

/** The texts mounted in the message files: what the first render has. */
export type StaticMessages = typeof en;

/** Every key of the interface: the mounted ones and those features register when they load. */
export type Messages = StaticMessages & RegisteredMessages;
