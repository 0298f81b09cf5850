import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of a 3D model's element properties, in the popup's viewer and in the map's 3D view. */
export const modelPropertiesMessages = defineMessages({
  en: {
    properties: 'Properties',
    noSelection: 'Click an element of the model to see its properties.',
    noProperties: 'This element has no properties.',
    closeProperties: 'Close properties',
    element: 'Element',
    ifcClass: 'IFC class',
    materials: 'Materials',
    yes: 'Yes',
    no: 'No',
  },
  fr: {
    properties: 'Propriétés',
    noSelection: 'Cliquez sur un élément du modèle pour voir ses propriétés.',
    noProperties: 'Cet élément n’a pas de propriétés.',
    closeProperties: 'Fermer les propriétés',
    element: 'Élément',
    ifcClass: 'Classe IFC',
    materials: 'Matériaux',
    yes: 'Oui',
    no: 'Non',
  },
  ga: {
    properties: 'Airíonna',
    noSelection: 'Cliceáil ar ghné den tsamhail chun a hairíonna a fheiceáil.',
    noProperties: 'Níl airíonna ag an ngné seo.',
    closeProperties: 'Dún na hairíonna',
    element: 'Gné',
    ifcClass: 'Aicme IFC',
    materials: 'Ábhair',
    yes: 'Tá',
    no: 'Níl',
  },
});
