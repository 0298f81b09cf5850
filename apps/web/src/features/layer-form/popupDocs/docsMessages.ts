import { defineMessages } from '../../../i18n/defineMessages.js';

/**
 * The texts of the 'Popup code' documentation (2.10). Loaded with the dialog, not mounted in
 * the message files: a few pages of text in three languages have no place in the JavaScript
 * every map viewer loads first. Code examples are in docsExamples.ts.
 */
export const docsMessages = defineMessages({
  en: {
    title: 'Popup code',
    intro:
      'A popup template is written in Vue template syntax. The portal reads the template and shows it for the clicked feature: nothing in it runs as code, so a template can show any data but can do nothing else. A template with problems still shows what it can, with the problems listed at the top of the popup.',
    tabs: {
      syntax: 'Syntax',
      blocks: 'Building blocks',
      fields: 'Feature fields',
      helpers: 'Helpers',
      refused: 'Refused',
    },
    copy: 'Copy example',
    copied: 'Example copied',
    close: 'Close',
    attributes: 'Attributes: {{list}}',
    syntax: {
      interpolation:
        '{{ }} shows the value of an expression as text. Expressions read the feature, its layer and its files, with literals, arithmetic, comparisons, && || ?? !, the conditional a ? b : c, and the helpers.',
      conditions: 'v-if, v-else-if and v-else show an element only when its condition holds.',
      loops:
        'v-for repeats an element for each item of a list (with its index), each value of an object (with its name and index), or each number up to n.',
      show: 'v-show keeps the element but hides it while the condition is false.',
      bindings:
        ':name="expression" (or v-bind) sets an attribute from an expression. Links and pictures must be http(s) addresses.',
      classes: ':class and :style take an object, a list or a text, as in Vue.',
      html: 'v-html shows HTML from an attribute after removing anything that could run (scripts, event attributes, frames, forms); v-text shows a value as text.',
      sections:
        'A template fills the popup’s sections: <template #title>, #header and #footer; everything else is its content. Without a title the popup is titled by the feature’s label; without a footer it reads ‘Powered by Waymark’. <popup-size> sets its width and height (the default is 700px wide).',
    },
    blocksIntro:
      'Building blocks are elements that do the work of a popup. They use the clicked feature and its attachments unless an attribute says otherwise; bound attributes (:files, :formats …) take expressions.',
    blocks: {
      'header-image':
        'The feature’s header.jpg attachment across the popup (another picture with name); a photo layer’s feature shows its photo.',
      'attribute-table':
        'The feature’s attributes, name and value, in the layer’s order. fields picks and orders them, exclude leaves some out.',
      'map-location':
        'A button that opens the feature’s place in the device’s map application (geo: on Android, Apple Maps on Apple devices, OpenStreetMap elsewhere) and one that copies its coordinates. The place is lat / lon, else wgs84_lat / wgs84_lon, else where the feature is.',
      'video-playlist':
        'The feature’s videos (tvurl1 / tvurl1_n, tvurl2 / tvurl2_n …, or videos) as a list; the chosen one plays beside it. YouTube and Vimeo play in their own players, other https addresses in a frame.',
      'dtm-files':
        'The feature’s DTM files (names containing DTM), with view and download. The cross-section control uses the same files.',
      'popup-files-table':
        'A table of the feature’s attachments with the given formats (extensions, without the dot), with size, date, view and download.',
      'filter-files-by-name':
        'The feature’s files whose names contain name; without name, a search box lets the reader filter them.',
      'external-link-viewer':
        'The feature’s external sites (exturl1 / exturl1_n …, or url, or links) inside the popup, one at a time, with ‘Open in new tab’ for sites that refuse to be shown inside other pages.',
      'external-viewer-popup':
        'A button per external site that opens it in a large window over the popup.',
      'popup-tabs':
        'Tabs: each <popup-tab title="…"> inside it is one tab. vertical puts the tabs down the side on wide screens; value is the tab shown first.',
      'image-viewer':
        'The feature’s images (or files) with zoom and pan, and previous / next through them.',
      'panorama-viewer':
        'A 360° photo to look around in, with its date and place: file, else the photo mapsutd_file names, else the first JPEG. Previous / next go to the layer’s nearest photos.',
      'point-cloud-viewer':
        'A COPC point cloud (.copc.laz) streamed as it is looked at: file, else the one mapsutd_file names, else the first.',
      'model-viewer':
        'A 3D model (glb, glTF or IFC, with the properties of a clicked IFC element): file, else the one mapsutd_file names, else the first.',
      'popup-size': 'The popup’s width and height (px, vw, vh, %, em); put it at the top level.',
    },
    fieldsIntro: 'What a template can read:',
    fieldsPresetsIntro: 'Attributes the presets use, when a feature has them:',
    fields: {
      feature: 'The clicked feature: its id, layer, attributes and position (WGS84).',
      properties: 'The feature’s attributes, by name (the same as feature.properties).',
      layer: 'The feature’s layer.',
      files: 'The feature’s attachments.',
      label: 'The feature’s name: the popup’s title.',
      mapsutd_file:
        'The name of the attachment the viewers show (a 360° photo, a point cloud, a 3D model).',
      layerId: 'The id of a layer the feature refers to.',
      photo_date: 'When a photo was taken.',
      exturl: 'External sites and their names.',
      tvurl: 'Videos and their names.',
      vtabs: 'Tabs down the side when true.',
      wgs84: 'Latitude and longitude for the map location button.',
      header: 'The attachment shown by header-image.',
      dtm: 'DTM files: attachments whose names contain DTM.',
    },
    helpersIntro:
      'Helpers are the only functions a template can call. They only compute a value from their arguments.',
    helpers: {
      formatDate: 'A date as dd/MM/yyyy.',
      formatTime: 'A time as HH:mm.',
      formatDateTime: 'A date and time as dd/MM/yyyy HH:mm.',
      formatSize: 'A size in bytes as b, KB, MB, GB… (1024 steps).',
      round: 'A number rounded to some decimals.',
      upper: 'A text in capitals.',
      lower: 'A text in small letters.',
      trim: 'A text without spaces at its ends.',
      truncate: 'A text cut to a length, with …',
      includes: 'Whether a text contains another (any case), or a list an item.',
      startsWith: 'Whether a text starts with another (any case).',
      join: 'The items of a list joined by a separator.',
      length: 'The length of a text or a list.',
      isEmpty: 'Whether a value is missing, empty text or an empty list.',
      extension: 'The extension of a file name.',
      filesWithExtension: 'The files with one of the extensions.',
      filesNamed: 'The files whose names contain a text (any case).',
      numbered: 'Numbered attribute pairs as links: exturl1 / exturl1_n … → [{url, name}].',
    },
    refusedIntro:
      'Popups are seen by every viewer of a map, share-link visitors included. So that no template can attack them, these are left out and reported in the popup:',
    refused: {
      elements:
        'Elements that run or load code or take input: script, style, iframe, object, form, input, button… and any custom element that is not a building block.',
      events:
        'Event attributes (onclick, onerror…), @event, v-on and v-model: popups show, they do not act.',
      links:
        'Links and media that are not http(s) addresses (javascript:, data:, file:…); frames only show https sites.',
      code: 'Calls other than the helpers, methods, globals (window, alert…), constructor, __proto__ and prototype, assignments and template strings.',
      html: 'What v-html would run: scripts, event attributes, styles, frames and forms are removed.',
      limits:
        'Limits that keep the map responsive: 200,000 characters, 64 nested elements, 5,000 repetitions and 200,000 evaluation steps.',
    },
  },
  fr: {
    title: 'Code de la fenêtre',
    intro:
      'Un modèle de fenêtre s’écrit dans la syntaxe des modèles Vue. Le portail lit le modèle et l’affiche pour l’objet cliqué : rien n’y est exécuté comme du code ; un modèle peut donc afficher toutes les données, mais rien faire d’autre. Un modèle qui a des problèmes affiche tout de même ce qu’il peut, avec la liste des problèmes en haut de la fenêtre.',
    tabs: {
      syntax: 'Syntaxe',
      blocks: 'Blocs',
      fields: 'Champs de l’objet',
      helpers: 'Fonctions',
      refused: 'Refusé',
    },
    copy: 'Copier l’exemple',
    copied: 'Exemple copié',
    close: 'Fermer',
    attributes: 'Attributs : {{list}}',
    syntax: {
      interpolation:
        '{{ }} affiche la valeur d’une expression sous forme de texte. Les expressions lisent l’objet, sa couche et ses fichiers, avec des littéraux, l’arithmétique, les comparaisons, && || ?? !, la condition a ? b : c et les fonctions.',
      conditions:
        'v-if, v-else-if et v-else n’affichent un élément que lorsque sa condition est vraie.',
      loops:
        'v-for répète un élément pour chaque élément d’une liste (avec son indice), chaque valeur d’un objet (avec son nom et son indice), ou chaque nombre jusqu’à n.',
      show: 'v-show garde l’élément mais le masque tant que la condition est fausse.',
      bindings:
        ':nom="expression" (ou v-bind) donne à un attribut la valeur d’une expression. Les liens et les images doivent être des adresses http(s).',
      classes: ':class et :style prennent un objet, une liste ou un texte, comme dans Vue.',
      html: 'v-html affiche le HTML d’un attribut après en avoir retiré tout ce qui pourrait s’exécuter (scripts, attributs d’événement, cadres, formulaires) ; v-text affiche une valeur comme texte.',
      sections:
        'Un modèle remplit les sections de la fenêtre : <template #title>, #header et #footer ; tout le reste en est le contenu. Sans titre, la fenêtre porte le libellé de l’objet ; sans pied, elle indique « Powered by Waymark ». <popup-size> fixe sa largeur et sa hauteur (700px de large par défaut).',
    },
    blocksIntro:
      'Les blocs sont des éléments qui font le travail d’une fenêtre. Ils utilisent l’objet cliqué et ses pièces jointes, sauf si un attribut dit autre chose ; les attributs liés (:files, :formats…) prennent des expressions.',
    blocks: {
      'header-image':
        'La pièce jointe header.jpg de l’objet en tête de la fenêtre (une autre image avec name) ; l’objet d’une couche de photos montre sa photo.',
      'attribute-table':
        'Les attributs de l’objet, nom et valeur, dans l’ordre de la couche. fields les choisit et les ordonne, exclude en écarte.',
      'map-location':
        'Un bouton qui ouvre l’emplacement de l’objet dans l’application de cartes de l’appareil (geo: sur Android, Plans sur les appareils Apple, OpenStreetMap ailleurs) et un qui copie ses coordonnées. L’emplacement est lat / lon, sinon wgs84_lat / wgs84_lon, sinon la position de l’objet.',
      'video-playlist':
        'Les vidéos de l’objet (tvurl1 / tvurl1_n, tvurl2 / tvurl2_n…, ou videos) en liste ; celle choisie est lue à côté. YouTube et Vimeo utilisent leurs propres lecteurs, les autres adresses https un cadre.',
      'dtm-files':
        'Les fichiers MNT de l’objet (noms contenant DTM), avec affichage et téléchargement. La coupe transversale utilise les mêmes fichiers.',
      'popup-files-table':
        'Un tableau des pièces jointes de l’objet aux formats donnés (extensions, sans le point), avec taille, date, affichage et téléchargement.',
      'filter-files-by-name':
        'Les fichiers de l’objet dont le nom contient name ; sans name, une zone de recherche permet au lecteur de les filtrer.',
      'external-link-viewer':
        'Les sites externes de l’objet (exturl1 / exturl1_n…, ou url, ou links) dans la fenêtre, un à la fois, avec « Ouvrir dans un nouvel onglet » pour les sites qui refusent d’être affichés dans d’autres pages.',
      'external-viewer-popup':
        'Un bouton par site externe, qui l’ouvre dans une grande fenêtre au-dessus de la fenêtre.',
      'popup-tabs':
        'Des onglets : chaque <popup-tab title="…"> qu’il contient est un onglet. vertical place les onglets sur le côté sur les grands écrans ; value est l’onglet affiché d’abord.',
      'image-viewer':
        'Les images de l’objet (ou files) avec zoom et déplacement, et précédente / suivante.',
      'panorama-viewer':
        'Une photo à 360° à explorer, avec sa date et son lieu : file, sinon la photo que nomme mapsutd_file, sinon le premier JPEG. Précédente / suivante mènent aux photos les plus proches de la couche.',
      'point-cloud-viewer':
        'Un nuage de points COPC (.copc.laz) chargé au fil de la navigation : file, sinon celui que nomme mapsutd_file, sinon le premier.',
      'model-viewer':
        'Un modèle 3D (glb, glTF ou IFC, avec les propriétés d’un élément IFC cliqué) : file, sinon celui que nomme mapsutd_file, sinon le premier.',
      'popup-size':
        'La largeur et la hauteur de la fenêtre (px, vw, vh, %, em) ; à placer au premier niveau.',
    },
    fieldsIntro: 'Ce qu’un modèle peut lire :',
    fieldsPresetsIntro: 'Les attributs qu’utilisent les modèles prédéfinis, quand l’objet les a :',
    fields: {
      feature: 'L’objet cliqué : son identifiant, sa couche, ses attributs et sa position (WGS84).',
      properties: 'Les attributs de l’objet, par nom (identiques à feature.properties).',
      layer: 'La couche de l’objet.',
      files: 'Les pièces jointes de l’objet.',
      label: 'Le nom de l’objet : le titre de la fenêtre.',
      mapsutd_file:
        'Le nom de la pièce jointe que montrent les visionneuses (photo à 360°, nuage de points, modèle 3D).',
      layerId: 'L’identifiant d’une couche à laquelle l’objet renvoie.',
      photo_date: 'La date de prise d’une photo.',
      exturl: 'Les sites externes et leurs noms.',
      tvurl: 'Les vidéos et leurs noms.',
      vtabs: 'Onglets sur le côté si vrai.',
      wgs84: 'Latitude et longitude pour le bouton d’emplacement.',
      header: 'La pièce jointe affichée par header-image.',
      dtm: 'Fichiers MNT : pièces jointes dont le nom contient DTM.',
    },
    helpersIntro:
      'Les fonctions sont les seules qu’un modèle peut appeler. Elles ne font que calculer une valeur à partir de leurs arguments.',
    helpers: {
      formatDate: 'Une date au format jj/MM/aaaa.',
      formatTime: 'Une heure au format HH:mm.',
      formatDateTime: 'Une date et une heure au format jj/MM/aaaa HH:mm.',
      formatSize: 'Une taille en octets en b, KB, MB, GB… (par pas de 1024).',
      round: 'Un nombre arrondi à quelques décimales.',
      upper: 'Un texte en majuscules.',
      lower: 'Un texte en minuscules.',
      trim: 'Un texte sans espaces aux extrémités.',
      truncate: 'Un texte coupé à une longueur, avec …',
      includes:
        'Si un texte en contient un autre (sans tenir compte de la casse), ou une liste un élément.',
      startsWith: 'Si un texte commence par un autre (sans tenir compte de la casse).',
      join: 'Les éléments d’une liste joints par un séparateur.',
      length: 'La longueur d’un texte ou d’une liste.',
      isEmpty: 'Si une valeur est absente, un texte vide ou une liste vide.',
      extension: 'L’extension d’un nom de fichier.',
      filesWithExtension: 'Les fichiers ayant l’une des extensions.',
      filesNamed: 'Les fichiers dont le nom contient un texte (sans tenir compte de la casse).',
      numbered:
        'Les paires d’attributs numérotées en liens : exturl1 / exturl1_n… → [{url, name}].',
    },
    refusedIntro:
      'Les fenêtres sont vues par tous les lecteurs d’une carte, y compris les visiteurs d’un lien de partage. Pour qu’aucun modèle ne puisse les attaquer, ceci est écarté et signalé dans la fenêtre :',
    refused: {
      elements:
        'Les éléments qui exécutent ou chargent du code ou prennent une saisie : script, style, iframe, object, form, input, button… et tout élément personnalisé qui n’est pas un bloc.',
      events:
        'Les attributs d’événement (onclick, onerror…), @événement, v-on et v-model : les fenêtres affichent, elles n’agissent pas.',
      links:
        'Les liens et médias qui ne sont pas des adresses http(s) (javascript:, data:, file:…) ; les cadres n’affichent que des sites https.',
      code: 'Les appels autres que les fonctions, les méthodes, les objets globaux (window, alert…), constructor, __proto__ et prototype, les affectations et les gabarits de chaîne.',
      html: 'Ce que v-html exécuterait : scripts, attributs d’événement, styles, cadres et formulaires sont retirés.',
      limits:
        'Des limites qui gardent la carte réactive : 200 000 caractères, 64 éléments imbriqués, 5 000 répétitions et 200 000 étapes d’évaluation.',
    },
  },
  ga: {
    title: 'Cód na preabfhuinneoige',
    intro:
      'Scríobhtar teimpléad preabfhuinneoige i gcomhréir teimpléad Vue. Léann an tairseach an teimpléad agus taispeánann sí é don ghné a cliceáladh: ní ritheann aon chuid de mar chód, mar sin is féidir le teimpléad aon sonraí a thaispeáint ach ní féidir leis aon rud eile a dhéanamh. Taispeánann teimpléad a bhfuil fadhbanna ann an méid is féidir leis, agus liosta na bhfadhbanna ag barr na preabfhuinneoige.',
    tabs: {
      syntax: 'Comhréir',
      blocks: 'Bloic',
      fields: 'Réimsí na gné',
      helpers: 'Feidhmeanna',
      refused: 'Diúltaithe',
    },
    copy: 'Cóipeáil an sampla',
    copied: 'Cóipeáladh an sampla',
    close: 'Dún',
    attributes: 'Tréithe: {{list}}',
    syntax: {
      interpolation:
        'Taispeánann {{ }} luach sloinn mar théacs. Léann sloinn an ghné, a ciseal agus a comhaid, le litriúil, uimhríocht, comparáidí, && || ?? !, an coinníoll a ? b : c, agus na feidhmeanna.',
      conditions:
        'Ní thaispeánann v-if, v-else-if agus v-else eilimint ach nuair is fíor a coinníoll.',
      loops:
        'Athdhéanann v-for eilimint do gach mír de liosta (lena hinnéacs), do gach luach de réad (lena ainm agus a innéacs), nó do gach uimhir suas go n.',
      show: 'Coinníonn v-show an eilimint ach folaíonn sé í fad is bréagach an coinníoll.',
      bindings:
        'Socraíonn :ainm="slonn" (nó v-bind) tréith ó shlonn. Caithfidh naisc agus pictiúir a bheith ina seoltaí http(s).',
      classes: 'Glacann :class agus :style le réad, le liosta nó le téacs, mar a dhéantar in Vue.',
      html: 'Taispeánann v-html HTML ó thréith tar éis gach rud a d’fhéadfadh rith a bhaint as (scripteanna, tréithe imeachta, frámaí, foirmeacha); taispeánann v-text luach mar théacs.',
      sections:
        'Líonann teimpléad codanna na preabfhuinneoige: <template #title>, #header agus #footer; is é gach rud eile a hábhar. Gan teideal, is é lipéad na gné teideal na preabfhuinneoige; gan buntásc, léann sí ‘Powered by Waymark’. Socraíonn <popup-size> a leithead agus a hairde (700px ar leithead de réir réamhshocraithe).',
    },
    blocksIntro:
      'Is eilimintí iad na bloic a dhéanann obair na preabfhuinneoige. Úsáideann siad an ghné a cliceáladh agus a ceangaltáin mura ndeir tréith a mhalairt; glacann tréithe ceangailte (:files, :formats…) le sloinn.',
    blocks: {
      'header-image':
        'Ceangaltán header.jpg na gné trasna na preabfhuinneoige (pictiúr eile le name); taispeánann gné de chiseal grianghraf a grianghraf féin.',
      'attribute-table':
        'Tréithe na gné, ainm agus luach, in ord an chisil. Roghnaíonn agus ordaíonn fields iad, fágann exclude cuid acu ar lár.',
      'map-location':
        'Cnaipe a osclaíonn áit na gné in aip léarscáileanna an ghléis (geo: ar Android, Apple Maps ar ghléasanna Apple, OpenStreetMap in áiteanna eile) agus cnaipe a chóipeálann a comhordanáidí. Is é an áit lat / lon, nó wgs84_lat / wgs84_lon, nó suíomh na gné.',
      'video-playlist':
        'Físeáin na gné (tvurl1 / tvurl1_n, tvurl2 / tvurl2_n…, nó videos) mar liosta; seinntear an ceann a roghnaítear lena thaobh. Seinneann YouTube agus Vimeo ina seinnteoirí féin, seoltaí https eile i bhfráma.',
      'dtm-files':
        'Comhaid DTM na gné (ainmneacha ina bhfuil DTM), le féachaint agus íoslódáil. Úsáideann rialú an tras-ghearrtha na comhaid chéanna.',
      'popup-files-table':
        'Tábla de cheangaltáin na gné de na formáidí a thugtar (iarmhíreanna, gan an ponc), le méid, dáta, féachaint agus íoslódáil.',
      'filter-files-by-name':
        'Comhaid na gné a bhfuil name ina n-ainm; gan name, ligeann bosca cuardaigh don léitheoir iad a scagadh.',
      'external-link-viewer':
        'Suíomhanna seachtracha na gné (exturl1 / exturl1_n…, nó url, nó links) laistigh den phreabfhuinneog, ceann ar cheann, le ‘Oscail i gcluaisín nua’ do shuíomhanna nach ligeann iad féin a thaispeáint laistigh de leathanaigh eile.',
      'external-viewer-popup':
        'Cnaipe do gach suíomh seachtrach a osclaíonn é i bhfuinneog mhór os cionn na preabfhuinneoige.',
      'popup-tabs':
        'Cluaisíní: is cluaisín é gach <popup-tab title="…"> atá ann. Cuireann vertical na cluaisíní síos an taobh ar scáileáin leathana; is é value an cluaisín a thaispeántar ar dtús.',
      'image-viewer':
        'Íomhánna na gné (nó files) le súmáil agus panáil, agus roimhe / ina dhiaidh tríothu.',
      'panorama-viewer':
        'Grianghraf 360° le breathnú timpeall ann, lena dháta agus a áit: file, nó an grianghraf a ainmníonn mapsutd_file, nó an chéad JPEG. Téann roimhe / ina dhiaidh chuig na grianghraif is gaire sa chiseal.',
      'point-cloud-viewer':
        'Néal pointí COPC (.copc.laz) a shruthaítear de réir mar a bhreathnaítear air: file, nó an ceann a ainmníonn mapsutd_file, nó an chéad cheann.',
      'model-viewer':
        'Múnla 3T (glb, glTF nó IFC, le hairíonna eiliminte IFC a cliceáladh): file, nó an ceann a ainmníonn mapsutd_file, nó an chéad cheann.',
      'popup-size':
        'Leithead agus airde na preabfhuinneoige (px, vw, vh, %, em); cuir ag an mbarrleibhéal é.',
    },
    fieldsIntro: 'An méid is féidir le teimpléad a léamh:',
    fieldsPresetsIntro: 'Tréithe a úsáideann na réamhshocruithe, nuair atá siad ag gné:',
    fields: {
      feature: 'An ghné a cliceáladh: a haitheantas, a ciseal, a tréithe agus a suíomh (WGS84).',
      properties: 'Tréithe na gné, de réir ainm (mar an gcéanna le feature.properties).',
      layer: 'Ciseal na gné.',
      files: 'Ceangaltáin na gné.',
      label: 'Ainm na gné: teideal na preabfhuinneoige.',
      mapsutd_file:
        'Ainm an cheangaltáin a thaispeánann na hamharcóirí (grianghraf 360°, néal pointí, múnla 3T).',
      layerId: 'Aitheantas ciseal a dtagraíonn an ghné dó.',
      photo_date: 'An uair a glacadh grianghraf.',
      exturl: 'Suíomhanna seachtracha agus a n-ainmneacha.',
      tvurl: 'Físeáin agus a n-ainmneacha.',
      vtabs: 'Cluaisíní síos an taobh nuair is fíor.',
      wgs84: 'Domhanleithead agus domhanfhad don chnaipe suímh.',
      header: 'An ceangaltán a thaispeánann header-image.',
      dtm: 'Comhaid DTM: ceangaltáin a bhfuil DTM ina n-ainm.',
    },
    helpersIntro:
      'Is iad na feidhmeanna an t-aon fheidhmeanna ar féidir le teimpléad a ghlaoch. Ní dhéanann siad ach luach a ríomh óna n-argóintí.',
    helpers: {
      formatDate: 'Dáta mar ll/MM/bbbb.',
      formatTime: 'Am mar HH:mm.',
      formatDateTime: 'Dáta agus am mar ll/MM/bbbb HH:mm.',
      formatSize: 'Méid i mbearta mar b, KB, MB, GB… (céimeanna 1024).',
      round: 'Uimhir slánaithe go roinnt deachúlach.',
      upper: 'Téacs i gceannlitreacha.',
      lower: 'Téacs i litreacha beaga.',
      trim: 'Téacs gan spásanna ag a imill.',
      truncate: 'Téacs gearrtha go fad, le …',
      includes: 'An bhfuil téacs i dtéacs eile (cás ar bith), nó mír i liosta.',
      startsWith: 'An dtosaíonn téacs le téacs eile (cás ar bith).',
      join: 'Míreanna liosta ceangailte le deighilteoir.',
      length: 'Fad téacs nó liosta.',
      isEmpty: 'An bhfuil luach in easnamh, ina théacs folamh nó ina liosta folamh.',
      extension: 'Iarmhír ainm comhaid.',
      filesWithExtension: 'Na comhaid a bhfuil ceann de na hiarmhíreanna acu.',
      filesNamed: 'Na comhaid a bhfuil téacs ina n-ainm (cás ar bith).',
      numbered: 'Péirí tréithe uimhrithe mar naisc: exturl1 / exturl1_n… → [{url, name}].',
    },
    refusedIntro:
      'Feiceann gach duine a bhreathnaíonn ar léarscáil a preabfhuinneoga, cuairteoirí naisc chomhroinnte san áireamh. Ionas nach féidir le haon teimpléad ionsaí a dhéanamh orthu, fágtar iad seo ar lár agus tuairiscítear iad sa phreabfhuinneog:',
    refused: {
      elements:
        'Eilimintí a ritheann nó a lódálann cód nó a ghlacann ionchur: script, style, iframe, object, form, input, button… agus aon eilimint shaincheaptha nach bloc í.',
      events:
        'Tréithe imeachta (onclick, onerror…), @imeacht, v-on agus v-model: taispeánann preabfhuinneoga, ní ghníomhaíonn siad.',
      links:
        'Naisc agus meáin nach seoltaí http(s) iad (javascript:, data:, file:…); ní thaispeánann frámaí ach suíomhanna https.',
      code: 'Glaonna seachas na feidhmeanna, modhanna, athróga domhanda (window, alert…), constructor, __proto__ agus prototype, sannacháin agus teaghráin teimpléid.',
      html: 'An méid a rithfeadh v-html: baintear scripteanna, tréithe imeachta, stíleanna, frámaí agus foirmeacha.',
      limits:
        'Teorainneacha a choinníonn an léarscáil freagrúil: 200,000 carachtar, 64 eilimint neadaithe, 5,000 athrá agus 200,000 céim luachála.',
    },
  },
});

export type DocsTexts = (typeof docsMessages)['en'];
