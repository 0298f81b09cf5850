import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of the viewer's 3D view: its toggle and the bar that shows while it is on. */
export const sceneMessages = defineMessages({
  en: {
    toggle: '3D view',
    title: '3D',
    terrain: 'Terrain: {{layer}}',
    flat: 'No DTM is on: the map is tilted without terrain.',
    exaggeration: 'Vertical exaggeration',
    times: '×{{value}}',
    hint: 'Tilt and turn: right-drag, or Ctrl and drag.',
    clouds: 'Point clouds',
    showClouds: 'Show point clouds',
    loading: 'Loading…',
    points: '{{drawn}} of {{total}} points drawn',
    colour: 'Colour',
    pointSize: 'Point size',
    pixels: '{{value}} px',
    mode: {
      rgb: 'RGB',
      intensity: 'Intensity',
      elevation: 'Elevation',
      classification: 'Classification',
    },
    vertical: 'Heights as in the file: {{datum}}.',
    verticalNone: 'The file names no vertical datum: heights are drawn as stored.',
    problem: {
      unreadable: 'This file cannot be read as a point cloud.',
      placement: 'Its coordinate system cannot be placed on the map.',
      webgl2: 'This browser has no WebGL 2: point clouds cannot be drawn.',
    },
    models: 'Models',
    modelPlaced: 'Placed at its IFC site reference. Click an element to see its properties.',
    modelPlacedByEditor: 'Placed where its layer’s editors set it.',
    modelPlacedByConversion:
      'Placed by its IFC map conversion ({{crs}}). Click an element to see its properties.',
    modelProblem: {
      unreadable: 'This file cannot be read as an IFC model.',
      noPlace:
        'It has no place on the map: its layer’s editors can give it one in the layer’s files (Place in 3D).',
      webgl2: 'This browser has no WebGL 2: models cannot be drawn.',
    },
  },
  fr: {
    toggle: 'Vue 3D',
    title: '3D',
    terrain: 'Relief : {{layer}}',
    flat: 'Aucun MNT n’est affiché : la carte est inclinée sans relief.',
    exaggeration: 'Exagération verticale',
    times: '×{{value}}',
    hint: 'Incliner et tourner : glisser avec le bouton droit, ou Ctrl et glisser.',
    clouds: 'Nuages de points',
    showClouds: 'Afficher les nuages de points',
    loading: 'Chargement…',
    points: '{{drawn}} points affichés sur {{total}}',
    colour: 'Couleur',
    pointSize: 'Taille des points',
    pixels: '{{value}} px',
    mode: {
      rgb: 'RVB',
      intensity: 'Intensité',
      elevation: 'Altitude',
      classification: 'Classification',
    },
    vertical: 'Altitudes telles que dans le fichier : {{datum}}.',
    verticalNone:
      'Le fichier ne nomme aucun système altimétrique : les altitudes sont affichées telles quelles.',
    problem: {
      unreadable: 'Ce fichier ne peut pas être lu comme un nuage de points.',
      placement: 'Son système de coordonnées ne peut pas être placé sur la carte.',
      webgl2: 'Ce navigateur n’a pas WebGL 2 : les nuages de points ne peuvent pas être affichés.',
    },
    models: 'Modèles',
    modelPlaced:
      'Placé au point de référence de son site IFC. Cliquez sur un élément pour voir ses propriétés.',
    modelPlacedByEditor: 'Placé là où les éditeurs de sa couche l’ont mis.',
    modelPlacedByConversion:
      'Placé par la conversion cartographique de son IFC ({{crs}}). Cliquez sur un élément pour voir ses propriétés.',
    modelProblem: {
      unreadable: 'Ce fichier ne peut pas être lu comme un modèle IFC.',
      noPlace:
        'Il n’a pas d’emplacement sur la carte : les éditeurs de sa couche peuvent lui en donner un dans les fichiers de la couche (Placer en 3D).',
      webgl2: 'Ce navigateur n’a pas WebGL 2 : les modèles ne peuvent pas être affichés.',
    },
  },
  ga: {
    toggle: 'Amharc 3T',
    title: '3T',
    terrain: 'Tír-raon: {{layer}}',
    flat: 'Níl aon DTM ar siúl: tá an léarscáil claonta gan tír-raon.',
    exaggeration: 'Áibhéil ingearach',
    times: '×{{value}}',
    hint: 'Claon agus cas: tarraing leis an gcnaipe deas, nó Ctrl agus tarraing.',
    clouds: 'Scamaill phointí',
    showClouds: 'Taispeáin scamaill phointí',
    loading: 'Á lódáil…',
    points: '{{drawn}} as {{total}} pointe tarraingthe',
    colour: 'Dath',
    pointSize: 'Méid na bpointí',
    pixels: '{{value}} px',
    mode: {
      rgb: 'DGG',
      intensity: 'Déine',
      elevation: 'Airde',
      classification: 'Aicmiú',
    },
    vertical: 'Airde mar atá sa chomhad: {{datum}}.',
    verticalNone: 'Ní ainmníonn an comhad datam ingearach: tarraingítear na hairde mar atá siad.',
    problem: {
      unreadable: 'Ní féidir an comhad seo a léamh mar scamall pointí.',
      placement: 'Ní féidir a chóras comhordanáidí a chur ar an léarscáil.',
      webgl2: 'Níl WebGL 2 sa bhrabhsálaí seo: ní féidir scamaill phointí a tharraingt.',
    },
    models: 'Samhlacha',
    modelPlaced:
      'Curtha ag pointe tagartha a shuímh IFC. Cliceáil ar ghné chun a hairíonna a fheiceáil.',
    modelPlacedByEditor: 'Curtha san áit a shocraigh eagarthóirí a shraithe é.',
    modelPlacedByConversion:
      'Curtha ag tiontú léarscáile a IFC ({{crs}}). Cliceáil ar ghné chun a hairíonna a fheiceáil.',
    modelProblem: {
      unreadable: 'Ní féidir an comhad seo a léamh mar shamhail IFC.',
      noPlace:
        'Níl áit aige ar an léarscáil: is féidir le heagarthóirí a shraithe áit a thabhairt dó i gcomhaid na sraithe (Cuir in 3T).',
      webgl2: 'Níl WebGL 2 sa bhrabhsálaí seo: ní féidir samhlacha a tharraingt.',
    },
  },
});
