import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of the guided tour (2.6): registered when it starts. Its button: i18n/shell/. */
export const tourMessages = defineMessages({
  en: {
    next: 'Next',
    previous: 'Back',
    done: 'Done',
    progress: '{{current}} of {{total}}',
    steps: {
      menu: {
        title: 'Menu',
        text: 'Open the menu to search the map, switch layers on and off, and start this tour again.',
      },
      search: {
        title: 'Search',
        text: 'Type to find features of the map’s layers or places. Choosing a result takes the map there.',
      },
      layers: {
        title: 'Layers',
        text: 'The map’s layers. Tick a layer to show it on the map; a layer can only be shown at the zooms it is made for.',
      },
      layerRow: {
        title: 'A layer',
        text: 'Click a shown layer’s name to zoom to it. The info button tells what the layer is, and the folder button lists its files to view or download.',
      },
      mapControls: {
        title: 'Map tools',
        text: 'Zoom, turn the map, and the tools this map offers, such as Map to PDF or the map’s files.',
      },
      upload: {
        title: 'Upload',
        text: 'Add your own files (drawings, shapefiles, images, attachments) to the layers of this map.',
      },
      settings: {
        title: 'Settings',
        text: 'The settings of maps, layers, users and map shares you may manage.',
      },
      userMenu: {
        title: 'Your account',
        text: 'Change your password or the language, or log out.',
      },
    },
  },
  fr: {
    next: 'Suivant',
    previous: 'Précédent',
    done: 'Terminer',
    progress: '{{current}} sur {{total}}',
    steps: {
      menu: {
        title: 'Menu',
        text: 'Ouvrez le menu pour chercher sur la carte, afficher ou masquer les couches et relancer cette visite.',
      },
      search: {
        title: 'Recherche',
        text: 'Tapez pour trouver des objets des couches de la carte ou des lieux. Choisir un résultat y amène la carte.',
      },
      layers: {
        title: 'Couches',
        text: 'Les couches de la carte. Cochez une couche pour l’afficher ; une couche ne s’affiche qu’aux niveaux de zoom prévus pour elle.',
      },
      layerRow: {
        title: 'Une couche',
        text: 'Cliquez sur le nom d’une couche affichée pour zoomer dessus. Le bouton d’information décrit la couche, le bouton dossier liste ses fichiers à consulter ou télécharger.',
      },
      mapControls: {
        title: 'Outils de la carte',
        text: 'Zoomer, tourner la carte, et les outils que propose cette carte, comme Carte en PDF ou les fichiers de la carte.',
      },
      upload: {
        title: 'Téléverser',
        text: 'Ajoutez vos propres fichiers (plans, shapefiles, images, pièces jointes) aux couches de cette carte.',
      },
      settings: {
        title: 'Paramètres',
        text: 'Les paramètres des cartes, couches, utilisateurs et partages de carte que vous pouvez gérer.',
      },
      userMenu: {
        title: 'Votre compte',
        text: 'Changez votre mot de passe ou la langue, ou déconnectez-vous.',
      },
    },
  },
  ga: {
    next: 'Ar aghaidh',
    previous: 'Siar',
    done: 'Críochnaithe',
    progress: '{{current}} as {{total}}',
    steps: {
      menu: {
        title: 'Roghchlár',
        text: 'Oscail an roghchlár chun an léarscáil a chuardach, cisil a chur ar siúl agus as, agus an turas seo a thosú arís.',
      },
      search: {
        title: 'Cuardach',
        text: 'Clóscríobh chun gnéithe de chisil na léarscáile nó áiteanna a aimsiú. Tugann toradh a roghnú an léarscáil ann.',
      },
      layers: {
        title: 'Cisil',
        text: 'Cisil na léarscáile. Cuir tic le ciseal chun é a thaispeáint ar an léarscáil; ní thaispeántar ciseal ach ag na leibhéil súmála atá ceaptha dó.',
      },
      layerRow: {
        title: 'Ciseal',
        text: 'Cliceáil ar ainm ciseal atá ar taispeáint chun súmáil chuige. Insíonn an cnaipe eolais cad é an ciseal, agus liostaíonn an cnaipe fillteáin a chomhaid le féachaint orthu nó le híoslódáil.',
      },
      mapControls: {
        title: 'Uirlisí na léarscáile',
        text: 'Súmáil, cas an léarscáil, agus na huirlisí a thairgeann an léarscáil seo, mar Léarscáil go PDF nó comhaid na léarscáile.',
      },
      upload: {
        title: 'Uaslódáil',
        text: 'Cuir do chomhaid féin (líníochtaí, comhaid shape, íomhánna, ceangaltáin) le cisil na léarscáile seo.',
      },
      settings: {
        title: 'Socruithe',
        text: 'Socruithe na léarscáileanna, na gciseal, na n-úsáideoirí agus na gcomhroinnte léarscáile is féidir leat a bhainistiú.',
      },
      userMenu: {
        title: 'Do chuntas',
        text: 'Athraigh do phasfhocal nó an teanga, nó logáil amach.',
      },
    },
  },
});
