import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of Map to PDF: its dialog and the printed page. */
export const mapPdfMessages = defineMessages({
  en: {
    control: 'Map to PDF',
    dialogTitle: 'Map to PDF',
    paper: 'Paper',
    orientation: 'Orientation',
    portrait: 'Portrait',
    landscape: 'Landscape',
    resolution: 'Resolution',
    dpi: '{{dpi}} dpi',
    title: 'Title',
    make: 'Make PDF',
    making: 'Drawing the map for printing…',
    errors: {
      timeout:
        'The map did not finish drawing in time, so no PDF was made. Try again, or choose a smaller paper size or resolution.',
      tiles: 'Some of the map could not be loaded, so no PDF was made. Please try again.',
      blank: 'The map came out empty, so no PDF was made. Try again once the map has loaded.',
      webgl: 'This browser could not draw the map for printing.',
      failed: 'The PDF could not be made.',
    },
    scale: 'Scale 1:{{scale}}',
    north: 'N',
    legend: 'Legend',
    more: '+{{count}} more',
    printed: 'Printed {{date}} {{time}}',
    comparedSide: '{{name}}, survey of {{date}}',
  },
  fr: {
    control: 'Carte en PDF',
    dialogTitle: 'Carte en PDF',
    paper: 'Papier',
    orientation: 'Orientation',
    portrait: 'Portrait',
    landscape: 'Paysage',
    resolution: 'Résolution',
    dpi: '{{dpi}} ppp',
    title: 'Titre',
    make: 'Créer le PDF',
    making: 'Dessin de la carte pour l’impression…',
    errors: {
      timeout:
        'La carte n’a pas fini de se dessiner à temps : aucun PDF n’a été créé. Réessayez, ou choisissez un format de papier ou une résolution plus petits.',
      tiles:
        'Une partie de la carte n’a pas pu être chargée : aucun PDF n’a été créé. Veuillez réessayer.',
      blank:
        'La carte est sortie vide : aucun PDF n’a été créé. Réessayez une fois la carte chargée.',
      webgl: 'Ce navigateur n’a pas pu dessiner la carte pour l’impression.',
      failed: 'Le PDF n’a pas pu être créé.',
    },
    scale: 'Échelle 1:{{scale}}',
    north: 'N',
    legend: 'Légende',
    more: '+{{count}} de plus',
    printed: 'Imprimé le {{date}} à {{time}}',
    comparedSide: '{{name}}, relevé du {{date}}',
  },
  ga: {
    control: 'Léarscáil go PDF',
    dialogTitle: 'Léarscáil go PDF',
    paper: 'Páipéar',
    orientation: 'Treoshuíomh',
    portrait: 'Portráid',
    landscape: 'Tírdhreach',
    resolution: 'Taifeach',
    dpi: '{{dpi}} ppo',
    title: 'Teideal',
    make: 'Déan PDF',
    making: 'An léarscáil á tarraingt le haghaidh priontála…',
    errors: {
      timeout:
        'Níor críochnaíodh an léarscáil a tharraingt in am, mar sin níor rinneadh PDF. Bain triail eile as, nó roghnaigh méid páipéir nó taifeach níos lú.',
      tiles:
        'Níorbh fhéidir cuid den léarscáil a lódáil, mar sin níor rinneadh PDF. Bain triail eile as.',
      blank:
        'Bhí an léarscáil folamh, mar sin níor rinneadh PDF. Bain triail eile as nuair a bheidh an léarscáil lódáilte.',
      webgl:
        'Níorbh fhéidir leis an mbrabhsálaí seo an léarscáil a tharraingt le haghaidh priontála.',
      failed: 'Níorbh fhéidir an PDF a dhéanamh.',
    },
    scale: 'Scála 1:{{scale}}',
    north: 'T',
    legend: 'Eochair',
    more: '+{{count}} eile',
    printed: 'Priontáilte {{date}} {{time}}',
    comparedSide: '{{name}}, suirbhé an {{date}}',
  },
});
