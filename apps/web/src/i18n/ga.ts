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

export const ga: Messages = {
  app: {
    name: 'Waymark',
    initialising: 'Á thúsú...',
    loading: 'Á lódáil...',
    unconfiguredHost:
      'Níl an fearann seo cumraithe. Déan teagmháil leis an riarthóir, le do thoil.',
    chunkError: 'Níorbh fhéidir an chuid seo den fheidhmchlár a lódáil.',
    chunkTimeout: 'Thóg sé rófhada an chuid seo den fheidhmchlár a lódáil agus stopadh é.',
    reload: 'Athlódáil',
  },
  common: {
    cancel: 'Cealaigh',
    save: 'Sábháil',
    close: 'Dún',
    openMenu: 'Oscail an roghchlár',
    language: 'Teanga',
    emptyValue: '-',
  },
  errors: {
    notFound: 'Níor aimsíodh an comhad',
    permissionDenied: 'Níl cead agat an gníomh seo a chur i gcrích',
    couldNotConnect: '{{status}} Níorbh fhéidir ceangal leis an bhfreastalaí',
    backHome: 'Ar ais go dtí an leathanach baile',
    dismiss: 'Ruaig',
  },
  validation: {
    required: 'Tá an réimse seo riachtanach',
    valueRequired: 'Tá luach riachtanach',
    email: 'Cuir isteach seoladh ríomhphoist bailí',
    passwordLength: 'Ba chóir go mbeadh 8 gcarachtar ar a laghad sa phasfhocal',
    passwordMatch: 'Ba chóir go mbeadh na pasfhocail mar an gcéanna',
  },
  auth: {
    signIn: 'Sínigh isteach',
    email: 'Ríomhphost',
    password: 'Pasfhocal',
    login: 'Logáil isteach',
    loginFailed: 'Níorbh fhéidir tú a shíniú isteach. Bain triail eile as.',
    forgotPassword: 'Dearmad déanta ar do phasfhocal?',
    logout: 'Logáil amach',
    loggingOut: 'Ag logáil amach...',
    backToLogin: 'Ar ais chuig an logáil isteach',
    resetTitle: 'Athshocraigh an pasfhocal',
    resetIntro:
      'Cuir isteach do sheoladh ríomhphoist thíos agus seolfaimid eolas chugat faoi conas do phasfhocal a athrú.',
    sendResetLink: 'Seol nasc athshocraithe',
    resetSent:
      'Má bhaineann an seoladh seo le cuntas, tá nasc chun a phasfhocal a athshocrú ar an mbealach chuige.',
    resetFailed: 'Níorbh fhéidir an nasc athshocraithe a sheoladh. Bain triail eile as.',
    resetConfirmFailed: 'Níorbh fhéidir an pasfhocal a athshocrú. Bain triail eile as.',
    enterNewPassword: 'Cuir isteach pasfhocal nua',
    setNewPassword: 'Socraigh an pasfhocal nua',
    resetDone: "D'éirigh le hathshocrú an phasfhocail",
    loginWithNewPassword: 'Logáil isteach leis an bpasfhocal nua',
    invalidResetLink: 'Níl an nasc athshocraithe seo bailí níos mó. Iarr ceann nua.',
    tokenExpired: 'Tá an comhartha imithe in éag',
  },
  password: {
    change: 'Athraigh an Pasfhocal',
    current: 'Pasfhocal Reatha',
    new: 'Pasfhocal Nua',
    confirm: 'Deimhnigh an Pasfhocal',
    show: 'Taispeáin an pasfhocal',
    hide: 'Folaigh an pasfhocal',
    changeFailed: 'Níorbh fhéidir an pasfhocal a athrú.',
  },
  topBar: {
    settings: 'Socruithe',
    mapSettings: 'Socruithe na léarscáile',
    account: 'Cuntas',
    home: 'Baile',
  },
  sidebar: {
    navigation: 'Nascleanúint na socruithe',
    maps: 'Léarscáileanna',
    layers: 'Sraitheanna',
    users: 'Úsáideoirí',
    organisations: 'Eagraíochtaí',
    mapShares: 'Comhroinnt léarscáileanna',
    organisation: 'Eagraíocht',
  },
  admin: {
    map: 'Léarscáil',
    layer: 'Sraith',
    user: 'Úsáideoir',
    organisation: 'Eagraíocht',
    mapShare: 'Comhroinnt léarscáile',
  },
  impersonation: {
    loginAs: 'Logáil isteach mar...',
    release: 'Scaoil',
    actingAs: 'Ag gníomhú mar {{name}}',
    noUsers: 'Níl aon úsáideoirí eile san eagraíocht seo',
  },
  home: {
    noMap: 'Níor aimsíodh aon léarscáil',
  },
  maps: {
    notFound: 'Níor aimsíodh aon léarscáil',
    sharedMap: 'Léarscáil chomhroinnte',
  },
  mapSwitcher: {
    label: 'Athraigh an léarscáil',
  },
  mapView: {
    search: 'Cuardaigh',
    searchLabel: 'Cuardaigh an léarscáil',
    searching: 'Á chuardach...',
    noResults: 'Gan torthaí',
    searchFailed: 'Theip ar an gcuardach. Bain triail eile as.',
    searchBy: 'Cuardach le',
    place: 'Áit',
    coordinate: 'Comhordanáid',
    addLayers: 'Cuir roinnt sraitheanna leis, le do thoil:',
    editMap: 'Cuir an léarscáil in eagar',
    loadingLayers: 'Sraitheanna á lódáil...',
    layers: 'Sraitheanna',
    backgroundMap: 'Léarscáil chúlra',
    beta: 'BÉITE',
    showLayer: 'Taispeáin {{name}}',
    zoomToLayer: 'Zúmáil go {{name}}',
    outsideZoom: 'Le feiceáil idir súmáil {{min}} agus {{max}}',
    aboutLayer: 'Faoi {{name}}',
    noDescription: 'Gan cur síos',
    layerLoading: '{{name}} á lódáil',
    layerFiles: 'Comhaid {{name}}',
    hide: 'Folaigh',
    showSidebar: 'Taispeáin an barra taoibh',
    map: 'Léarscáil',
    zoomIn: 'Zúmáil isteach',
    zoomOut: 'Zúmáil amach',
    resetBearing: 'Tarraing chun an léarscáil a rothlú, cliceáil chun an tuaisceart a athshocrú',
    toggleAttribution: 'Taispeáin nó folaigh na creidiúintí',
    noWebgl: 'Ní féidir leis an mbrabhsálaí seo an léarscáil a tharraingt: níl WebGL ar fáil.',
    background: 'Cúlra',
    offlineMap: 'Léarscáil shimplí',
    streetMap: 'Léarscáil sráide',
    satelliteMap: 'Léarscáil satailíte',
  },
  mapInfo: {
    title: 'Eolas faoin léarscáil',
    validUntil: 'Nasc bailí go dtí',
    sharedBy: 'Roinnte ag',
    boundsRestricted: 'Tá teorainneacha na léarscáile srianta',
  },
  files: {
    title: 'Comhaid',
    dataFiles: 'Comhaid sonraí',
    attachments: 'Ceangaltáin',
    none: 'Gan comhaid',
    noAttachments: 'Gan ceangaltáin',
    view: 'Féach ar {{name}}',
    download: 'Íoslódáil {{name}}',
    downloadButton: 'Íoslódáil',
    allFeatures: 'Gach gné',
    attachedTo: 'Ceangailte le: {{target}}',
    loadFailed: 'Níorbh fhéidir na comhaid a lódáil.',
    openFailed: 'Níorbh fhéidir an comhad a oscailt.',
    closePanel: 'Dún na comhaid',
  },
  popup: {
    attributes: 'Tréithe',
    attribute: 'Tréith',
    value: 'Luach',
    poweredBy: 'Faoi chumhacht {{name}}',
  },
  // Features keep their texts beside them (features/<name>/messages.ts), one line each here.
  dataGrid: dataGridMessages.ga,
  layersAdmin: layersAdminMessages.ga,
  layerForm: layerFormMessages.ga,
  usersAdmin: usersAdminMessages.ga,
  organisationsAdmin: organisationsAdminMessages.ga,
  bbox: bboxMessages.ga,
  mapsAdmin: mapsAdminMessages.ga,
  mapShare: mapShareMessages.ga,
  mapSharesAdmin: mapSharesAdminMessages.ga,
  upload: uploadMessages.ga,
  viewers: viewersMessages.ga,
  popups: popupMessages.ga,
  crossSection: crossSectionMessages.ga,
  measure: measureMessages.ga,
  minimap: minimapMessages.ga,
  accessKeys: accessKeysMessages.ga,
  mapPdf: mapPdfMessages.ga,
  mapFiles: mapFilesMessages.ga,
  tour: tourMessages.ga,
};
