import type { ArticleBlock } from "../../../schemas/blog.ts";
import type { CatalogueTranslation } from "./types.ts";

const p = (text: string): ArticleBlock => ({ type: "paragraph", text });
const h = (text: string): ArticleBlock => ({ type: "heading", text });
const q = (text: string): ArticleBlock => ({ type: "quote", text });

/** The demo catalogue in German. */
export const DE: CatalogueTranslation = {
  categories: {
    spirits: {
      name: "Spirituosen",
      description:
        "Single Malts, Gins aus kleinen Brennereien, gereifte Rums und Cognacs, viele davon in Abfüllungen exklusiv für den Reisehandel.",
    },
    "wine-champagne": {
      name: "Wein & Champagner",
      description:
        "Grand-Cru-Champagner, Rotweine aus der Alten Welt und frische Weißweine, ausgewählt von unseren Sommeliers.",
    },
    tobacco: {
      name: "Tabakwaren",
      description: "Zigaretten, Zigarren und Pfeifentabak. Nur für Erwachsene; es gelten Einfuhrfreimengen.",
    },
    fragrances: {
      name: "Düfte",
      description: "Eaux de Parfum, Eaux de Toilette und Reisesets für sie, für ihn und für alle.",
    },
    "cosmetics-skincare": {
      name: "Kosmetik & Hautpflege",
      description: "Seren, Cremes, Make-up und Sonnenschutz, auch in Sets, die es nur am Flughafen gibt.",
    },
    confectionery: {
      name: "Süßwaren",
      description: "Schokolade, Bonbons und Kekse: das klassische Last-Minute-Geschenk.",
    },
    "fashion-accessories": {
      name: "Mode & Accessoires",
      description: "Sonnenbrillen, Uhren, Lederwaren und Schmuck für die Reise und darüber hinaus.",
    },
    "electronics-travel": {
      name: "Elektronik & Reisebedarf",
      description: "Kopfhörer, Ladegeräte und die kleinen Dinge, die eine Reise leichter machen.",
    },
  },

  subcategories: {
    whisky: {
      name: "Whisky",
      description: "Schottische Single Malts, Blends, irische Whiskeys und Whiskys aus aller Welt.",
      notes: [
        "Noten von Honig, Vanille und getoasteter Eiche mit einem langen, sanft rauchigen Abgang.",
        "In handverlesenen Fässern gereift, mit vollem Geschmack nach Trockenfrüchten und Gewürzen.",
        "Am besten pur oder mit ein paar Tropfen Wasser, die die Aromen öffnen.",
        "Eine Abfüllung exklusiv für den Reisehandel, nicht im Einzelhandel erhältlich.",
      ],
    },
    vodka: {
      name: "Wodka",
      description: "Wodkas aus Getreide und Kartoffeln, pur und aromatisiert.",
      notes: [
        "Fünffach destilliert und über Birkenkohle gefiltert, für einen klaren, frischen Geschmack.",
        "Aus dem Getreide eines einzigen Guts, mit weichen, leicht süßen Noten.",
        "Eiskalt servieren, direkt aus dem Gefrierfach.",
        "Ein Klassiker der baltischen Brenntradition.",
      ],
    },
    gin: {
      name: "Gin",
      description: "London Dry, botanische und aromatisierte Gins.",
      notes: [
        "Wacholderbetont, mit frischer Zitrusschale und einem Hauch Pfeffer.",
        "Elf Botanicals, destilliert in kleinen kupfernen Brennblasen.",
        "Perfekt mit Tonic, einer Zitronenzeste und viel Eis.",
        "In voller Stärke abgefüllt, für einen kräftigeren Martini.",
      ],
    },
    rum: {
      name: "Rum",
      description: "Weiße, goldene, dunkle und gewürzte Rums aus der Karibik und von weiter her.",
      notes: [
        "Unter tropischer Sonne gereift, mit tiefen Noten von Melasse, Banane und Nelke.",
        "Mild genug zum Genießen, kräftig genug für einen klassischen Daiquiri.",
        "Eine Mischung aus Pot-Still- und Column-Still-Rums.",
        "Im Ex-Bourbon-Fass veredelt.",
      ],
    },
    cognac: {
      name: "Cognac & Brandy",
      description: "Cognacs VS, VSOP und XO, Armagnacs und Brandys.",
      notes: [
        "Eaux-de-vie aus den Crus Grande und Petite Champagne, gereift in Limousin-Eiche.",
        "Aromen von kandierter Orange, Walnuss und warmen Gewürzen.",
        "In einer Geschenkbox, bereit zum Verschenken.",
        "Ein langer, samtiger Abgang mit einem Hauch Kakao.",
      ],
    },
    liqueur: {
      name: "Liköre",
      description: "Sahne-, Kräuter-, Frucht- und Kaffeeliköre.",
      notes: [
        "Herrlich sämig; auf Eis oder in den Kaffee.",
        "Nach einem Familienrezept aus Kräutern, Wurzeln und Zitrusschalen.",
        "Süße Mandel und Aprikosenkern mit einem wärmenden Abgang.",
        "Ein Dessert im Glas.",
      ],
    },
    "red-wine": {
      name: "Rotwein",
      description: "Von Bordeaux und Rioja bis Barossa und Mendoza.",
      notes: [
        "Reife dunkle Früchte, weiche Tannine und ein Hauch Vanille aus dem Eichenfass.",
        "Passt wunderbar zu Lammbraten und gereiftem Käse.",
        "Eine Stunde dekantieren, damit er atmen kann.",
        "Von alten Reben auf Kalksteinhängen.",
      ],
    },
    "white-wine": {
      name: "Weißwein",
      description: "Frische, mineralische und aromatische Weißweine.",
      notes: [
        "Lebhafte Zitrusfrüchte und grüner Apfel mit salzig-mineralischem Abgang.",
        "Gekühlt zu Meeresfrüchten oder einem Sommersalat servieren.",
        "Im Edelstahltank vergoren, damit er frisch bleibt.",
        "Ein runderer Stil mit Noten von Pfirsich und Brioche.",
      ],
    },
    "rose-wine": {
      name: "Roséwein",
      description: "Blasse Rosés aus der Provence und fruchtige Blush-Weine.",
      notes: [
        "Zarte Erdbeere und weißer Pfirsich, trocken und erfrischend.",
        "Die Farbe eines Sommerabends.",
        "Am besten gut gekühlt und draußen genießen.",
      ],
    },
    champagne: {
      name: "Champagner",
      description: "Brut, Rosé und Jahrgangschampagner.",
      notes: [
        "Feine, anhaltende Perlage mit Noten von Brioche und Zitrus.",
        "Mindestens drei Jahre auf der Hefe in Kreidekellern gereift.",
        "Der Toast auf jede Reise.",
        "In einer reisefreundlichen Geschenkbox.",
      ],
    },
    "sparkling-wine": {
      name: "Schaumwein",
      description: "Prosecco, Cava, Crémant und mehr.",
      notes: [
        "Leicht und lebendig, mit Birne und Akazienblüte.",
        "Nach der traditionellen Methode hergestellt.",
        "Ein unkomplizierter Sekt für jeden Anlass.",
      ],
    },
    cigarettes: {
      name: "Zigaretten",
      description: "Stangen mit 200 Stück zu Reisehandelspreisen.",
      notes: [
        "Eine Stange mit zehn Schachteln.",
        "Prüfen Sie vor dem Kauf die Einfuhrfreimenge Ihres Reiseziels.",
        "Rauchen fügt Ihnen und den Menschen in Ihrer Umgebung erheblichen Schaden zu.",
      ],
    },
    cigars: {
      name: "Zigarren",
      description: "Handgerollte Zigarren und Zigarillos.",
      notes: [
        "Handgerollt mit Longfiller-Tabak und einem seidigen Deckblatt.",
        "Noten von Zeder, Leder und geröstetem Kaffee.",
        "Rauchen fügt Ihnen und den Menschen in Ihrer Umgebung erheblichen Schaden zu.",
      ],
    },
    "pipe-tobacco": {
      name: "Pfeifen- & Drehtabak",
      description: "Pfeifenmischungen und Feinschnitt zum Drehen.",
      notes: [
        "Eine langsam brennende, natürlich süße Mischung.",
        "Aus sonnengetrockneten Blättern geschnitten.",
        "Rauchen fügt Ihnen und den Menschen in Ihrer Umgebung erheblichen Schaden zu.",
      ],
    },
    "womens-fragrances": {
      name: "Damendüfte",
      description: "Blumige, orientalische und frische Düfte für sie.",
      notes: [
        "Kopfnoten von Bergamotte und rosa Pfeffer über einem Herz aus Rose und einer Basis aus Moschus.",
        "Ein strahlender Blütenduft, der vom Start bis zur Landung hält.",
        "In einem nachfüllbaren Flakon.",
        "In dieser Größe exklusiv im Reisehandel.",
      ],
    },
    "mens-fragrances": {
      name: "Herrendüfte",
      description: "Holzige, aromatische und aquatische Düfte für ihn.",
      notes: [
        "Frische Grapefruit und Lavendel über warmer Zeder und Tonkabohne.",
        "Ein moderner Klassiker mit hervorragender Haltbarkeit.",
        "Kräftig, holzig und unverwechselbar.",
        "In dieser Größe exklusiv im Reisehandel.",
      ],
    },
    "unisex-fragrances": {
      name: "Unisex-Düfte",
      description: "Nischendüfte zum Teilen.",
      notes: [
        "Ein leiser, hautnaher Duft aus Sandelholz und Iris.",
        "In Grasse aus natürlichen Absolues komponiert.",
        "Ein Entdeckerset mit fünf Miniaturen, ideal fürs Handgepäck.",
      ],
    },
    skincare: {
      name: "Hautpflege",
      description: "Seren, Feuchtigkeitscremes und Masken.",
      notes: [
        "Dermatologisch getestet und für empfindliche Haut geeignet.",
        "Spendet nach einem Langstreckenflug neue Feuchtigkeit.",
        "Parfümfreie Formel mit Ceramiden und Niacinamid.",
        "In handgepäcktauglicher Größe unter 100 ml.",
      ],
    },
    makeup: {
      name: "Make-up",
      description: "Lippenstifte, Mascaras, Foundations und Paletten.",
      notes: [
        "Langanhaltende, abriebfeste Farbe.",
        "Ein Set mit Bestsellern, exklusiv im Reisehandel.",
        "Aufbaubare Deckkraft mit natürlichem Finish.",
        "Vegan und tierversuchsfrei.",
      ],
    },
    suncare: {
      name: "Sonnenschutz",
      description: "Sonnenschutz und After-Sun für Ihren Urlaub.",
      notes: ["Breitband-UVA/UVB-Schutz, wasserfest.", "Leichte, nicht fettende Textur.", "Meeresfreundliche Formel."],
    },
    chocolate: {
      name: "Schokolade",
      description: "Pralinen, Tafeln und Trüffel.",
      notes: [
        "Mit nachhaltig angebautem Kakao hergestellt.",
        "Eine großzügige Geschenkbox zum Teilen.",
        "Enthält Milch und Nüsse.",
        "Packung exklusiv im Reisehandel.",
      ],
    },
    sweets: {
      name: "Bonbons & Süßes",
      description: "Fruchtgummis, Toffees und Lutscher.",
      notes: [
        "Mit echtem Fruchtsaft hergestellt.",
        "Hält die Kinder auf 10.000 Metern Höhe bei Laune.",
        "In einer wiederverschließbaren Reisedose.",
      ],
    },
    "biscuits-snacks": {
      name: "Kekse & Snacks",
      description: "Shortbread, Waffeln und herzhafte Snacks.",
      notes: ["Nach traditionellem Rezept gebacken.", "Ein Stück Heimat zum Mitnehmen.", "Enthält Gluten."],
    },
    sunglasses: {
      name: "Sonnenbrillen",
      description: "Polarisierte und klassische Fassungen.",
      notes: [
        "Polarisierte Gläser mit vollem UV400-Schutz.",
        "Mit festem Etui und Putztuch.",
        "Leichte Fassung aus Acetat.",
      ],
    },
    watches: {
      name: "Uhren",
      description: "Automatik-, Quarz- und Smartwatches.",
      notes: [
        "Saphirglas und wasserdicht bis 100 m.",
        "Eine zweite Zeitzone für Vielflieger.",
        "Schweizer Uhrwerk, zwei Jahre internationale Garantie.",
      ],
    },
    "bags-leather-goods": {
      name: "Taschen & Lederwaren",
      description: "Geldbörsen, Weekender und Passhüllen.",
      notes: ["Vollnarbenleder, das schön altert.", "RFID-blockierendes Futter.", "Passt unter den Sitz vor Ihnen."],
    },
    jewellery: {
      name: "Schmuck",
      description: "Stücke aus Bernstein, Silber und Gold.",
      notes: [
        "Von Kunsthandwerkern aus der Region von Hand veredelt.",
        "In einem Geschenkbeutel.",
        "Hypoallergen und nickelfrei.",
      ],
    },
    headphones: {
      name: "Kopfhörer",
      description: "Kopfhörer mit Geräuschunterdrückung und In-Ear-Kopfhörer.",
      notes: [
        "Aktive Geräuschunterdrückung dämpft das Brummen der Kabine.",
        "Bis zu 30 Stunden Akkulaufzeit.",
        "Mit Flugzeugadapter.",
      ],
    },
    "chargers-power": {
      name: "Ladegeräte & Powerbanks",
      description: "Powerbanks, Kabel und Adapter.",
      notes: [
        "Für das Handgepäck zugelassen.",
        "Funktioniert in mehr als 150 Ländern.",
        "Lädt Handy und Laptop gleichzeitig.",
      ],
    },
    "travel-essentials": {
      name: "Reisezubehör",
      description: "Kissen, Schlösser, Flaschen und Organizer.",
      notes: [
        "Lässt sich flach zusammenfalten und spart Platz in der Tasche.",
        "Von Vielfliegern entworfen.",
        "Maschinenwaschbarer Bezug.",
      ],
    },
  },

  sections: {
    "Summer Essentials": {
      name: "Sommer-Essentials",
      description: "Sonnenschutz, Sonnenbrillen und gekühlter Rosé für den bevorstehenden Urlaub.",
      body: "Alles, was Sie zwischen Gate und Strand brauchen: Breitband-Sonnenschutz in handgepäcktauglichen Größen, polarisierte Sonnenbrillen und eine Flasche blasser Rosé aus der Provence für den ersten Urlaubsabend.",
    },
    "Gifts Under $50": {
      name: "Geschenke unter 50 $",
      description: "Durchdachte Geschenke, die das Budget schonen.",
      body: "Pralinen, Düfte in Reisegrößen und kleine Luxusartikel, alles unter fünfzig Dollar.",
    },
    "Whisky Discovery": {
      name: "Whisky entdecken",
      description: "Single Malts, Fassveredelungen und Exklusives aus dem Reisehandel.",
      body: "Unsere Whisky-Experten haben diese Flaschen ausgewählt, um Sie von der sanften Frucht der Speyside bis an die rauchigen Küsten von Islay zu führen. Viele sind nur für den Reisehandel abgefüllt, in der Stadt finden Sie sie nicht.",
    },
    "Last-Minute Gifts": {
      name: "Last-Minute-Geschenke",
      description: "Boarding gleich? Nehmen Sie eines davon auf dem Weg zum Gate mit.",
      body: "Schnelle Treffer für alle auf Ihrer Liste.",
    },
    "The Luxury Edit": {
      name: "Die Luxus-Auswahl",
      description: "Edle Cognacs, Jahrgangschampagner, feine Uhren und Nischenparfümerie.",
      body: "Für den besonderen Anlass oder einfach, weil Sie es sich verdient haben: das Feinste aus unseren Regalen, ausgewählt für Handwerkskunst und Seltenheit.",
    },
    "Long-Haul Comfort": {
      name: "Komfort auf Langstrecke",
      description: "Besser schlafen und frischer landen.",
      body: "Kopfhörer mit Geräuschunterdrückung, Nackenkissen und feuchtigkeitsspendende Pflege für den langen Flug.",
    },
  },

  brands: {
    "Glen Corran": {
      description:
        "Eine 1824 gegründete Brennerei in der Speyside, bekannt für in Sherryfässern gereifte Single Malts.",
    },
    "Highland Crest": { description: "Volle, torfige Whiskys aus dem äußersten Nordwesten der Highlands." },
    "Kilbride & Sons": {
      description:
        "Dreifach destillierter irischer Whiskey und Sahneliköre aus einer Familienbrennerei im County Cork.",
    },
    "Old Frontier": {
      description: "Bourbon und Rye aus Kentucky, gereift in neuer, ausgebrannter amerikanischer Eiche.",
    },
    "Vistula Reserve": { description: "Roggen- und Kartoffelwodkas, destilliert am Ufer der Weichsel." },
    "Baltic Frost": { description: "Frische, moderne Wodkas, über Birkenkohle gefiltert." },
    Nordhavn: { description: "Nordische Spirituosen und Aquavits aus dem Kopenhagener Hafen." },
    "Juniper & Fox": { description: "Eine Londoner Mikrobrennerei, die Gins mit wild gesammelten Botanicals macht." },
    "Thames Botanicals": { description: "Klassische London Dry Gins seit 1769." },
    "Old Harbour": { description: "Pot-Still-Rums voller tropischem Charakter." },
    "Casa Caribeña": { description: "Im Solera-Verfahren gereifte Rums, mild und süß." },
    "Maison Delacroix": {
      description: "Ein Cognac-Haus in Jarnac, das seit fünf Generationen Eaux-de-vie verschneidet.",
    },
    "Château d'Aubrac": { description: "Armagnacs und Brandys aus der Gascogne." },
    "Amaretti Rossi": { description: "Italienische Liköre nach einem Familienrezept aus Saronno." },
    "Château Belle-Rive": { description: "Ein Weingut in Bordeaux am rechten Ufer der Dordogne." },
    "Bodegas del Sol": { description: "Riojas und Cavas von alten Tempranillo-Weinbergen." },
    "Domaine Laurent": { description: "Weine aus Burgund und von der Loire aus einer Familiendomaine." },
    "Southern Cross Vineyards": { description: "Sonnengereifter Shiraz und Chardonnay aus dem Barossa Valley." },
    "Maison Aurelle": { description: "Ein Champagnerhaus in Épernay, berühmt für seinen Blanc de Blancs." },
    "Veuve Marchand": { description: "Winzerchampagner von der Montagne de Reims." },
    Valdobbia: { description: "Prosecco Superiore von den steilen Hügeln von Valdobbiadene." },
    Carrington: { description: "Zigaretten nach einer traditionellen Virginia-Mischung." },
    "Meridian Tobacco": { description: "Zigaretten und Feinschnitttabake." },
    "Casa Habana": { description: "Handgerollte Zigarren aus der Vuelta Abajo." },
    "Dunmore Pipe Co.": { description: "Pfeifenmischungen und Zigarren für Kenner." },
    "Maison Céleste": { description: "Pariser Haute Parfumerie seit 1921." },
    "Atelier Noir": { description: "In Grasse komponierte Nischendüfte." },
    "Chantal Rose": { description: "Romantische Blütendüfte und die passenden Beauty-Essentials." },
    "Verdana Parfums": { description: "Mediterrane Zitrusdüfte von der Amalfiküste." },
    "Hugo Lindqvist": { description: "Klare skandinavische Düfte und Pflege für Männer." },
    "Oudh Royale": { description: "Oud- und Amber-Parfümerie aus Dubai." },
    "Lumière Skin": { description: "Hautpflege in Apothekenqualität für empfindliche Haut." },
    "Nordic Dew": { description: "Hautpflege mit arktischen Pflanzen, Birkensaft und Moltebeere." },
    "Kaya Botanics": { description: "Koreanische Pflegerituale in höchstens zehn Schritten." },
    Solea: { description: "Sonnenschutz für mediterrane Sommer." },
    "Alpine Chocolatiers": { description: "Schweizer Schokolade aus Alpenmilch seit 1899." },
    "Cocoa & Co.": { description: "Brüsseler Pralinen und Trüffel, täglich von Hand gemacht." },
    "Baltic Amber Sweets": { description: "Polnische Süßwarenklassiker: Pflaumen in Schokolade und Karamell." },
    "Kingsley's": { description: "Britische Toffees, Fruchtgummis und Shortbread." },
    "Aviator Atelier": { description: "In Italien gefertigte Sonnenbrillen und Lederwaren für Reisende." },
    "Marlowe London": { description: "Traditionsreiche Lederwaren und Seidenaccessoires." },
    "Linen Road": { description: "Lässiges Reisezubehör aus natürlichen Materialien." },
    "Helvetia Time": { description: "Schweizer Uhren, Automatik und Quarz." },
    "Meridian Watch Co.": { description: "Flieger- und GMT-Uhren, gebaut in Glashütte." },
    Amberlight: { description: "Schmuck aus baltischem Bernstein, in Sterlingsilber gefasst." },
    SoundVoyage: { description: "Kopfhörer, abgestimmt auf die Flugzeugkabine." },
    Voltix: { description: "Schnellladegeräte und Powerbanks." },
    "Nomad Gear": { description: "Reise-Gadgets, die in jede Tasche passen." },
    CloudRest: { description: "Schlaf und Komfort für Langstreckenflüge." },
  },

  blogCategories: {
    "travel-guides": { name: "Reiseführer", description: "Das Beste aus Ihrer Zeit am Flughafen und darüber hinaus." },
    "gift-ideas": { name: "Geschenkideen", description: "Geschenke für alle auf Ihrer Liste, unterwegs besorgt." },
    "tasting-notes": {
      name: "Verkostungsnotizen",
      description: "Unsere Experten über Whisky, Wein und alles dazwischen.",
    },
    "beauty-edit": { name: "Beauty", description: "Hautpflege und Düfte für ein Leben unterwegs." },
  },

  articles: {
    "How duty free really works": {
      title: "Wie Duty-free wirklich funktioniert",
      excerpt: "Freimengen, Kassenbons und versiegelte Beutel: was Sie vor dem Einkauf am Flughafen wissen sollten.",
      body: [
        p(
          "Duty-free bedeutet, dass auf Ihre Einkäufe im Sicherheitsbereich keine Verbrauchsteuer und bei Reisen außerhalb der Zollunion auch keine Umsatzsteuer erhoben wird. Deshalb kostet eine Flasche Single Malt oder ein großes Eau de Parfum nach der Sicherheitskontrolle oft deutlich weniger als in der Stadt.",
        ),
        h("Wer was kaufen darf"),
        p(
          "Wer innerhalb der Europäischen Union fliegt, zahlt auf Alkohol und Tabak Steuern wie alle anderen, genießt aber bei vielen anderen Waren weiterhin Reisehandelspreise. Wer die EU verlässt, kann alles steuerfrei kaufen. Ihre Bordkarte entscheidet, welche Preise gelten, darum fragt die Kasse immer danach.",
        ),
        p(
          "Jedes Reiseziel legt eigene Einfuhrfreimengen fest. Als Faustregel werden ein Liter Spirituosen, zwei Liter Wein und zweihundert Zigaretten fast überall toleriert, aber prüfen Sie es vor dem Abflug, damit Sie nicht doppelt Zoll zahlen.",
        ),
        h("Versiegelte Beutel und Anschlussflüge"),
        p(
          "Flüssigkeiten, die Sie im Sicherheitsbereich kaufen, werden in einen manipulationssicheren Beutel mit sichtbarem Kassenbon verpackt. Lassen Sie ihn bis zum Endziel verschlossen, besonders wenn Sie umsteigen und erneut durch die Sicherheitskontrolle gehen.",
        ),
        q("Online reservieren, am Flughafen bezahlen: Ihre Bestellung wartet im Shop Ihres Abflugterminals auf Sie."),
      ],
    },
    "48 hours in Warsaw between flights": {
      title: "48 Stunden in Warschau zwischen zwei Flügen",
      excerpt:
        "Ein langer Aufenthalt am Chopin-Flughafen ist die Gelegenheit, eine der überraschendsten Hauptstädte Europas zu sehen.",
      body: [
        p(
          "Vom Flughafen Warschau-Chopin sind es mit dem Zug nur zwanzig Minuten bis ins Zentrum, so lohnt sich selbst bei einem Aufenthalt über Nacht ein Ausflug in die Stadt. Die Züge von SKM und Koleje Mazowieckie fahren vom Bahnhof unter Terminal A ab.",
        ),
        h("Tag eins: die Altstadt und der Fluss"),
        p(
          "Beginnen Sie am Schlossplatz und verlieren Sie sich in den wiederaufgebauten Gassen der Altstadt, einem UNESCO-Welterbe, das nach dem Krieg Stein für Stein rekonstruiert wurde. Abends treffen Sie die Einheimischen an den Weichselboulevards.",
        ),
        h("Tag zwei: Museen und Milchbars"),
        p(
          "Das Museum des Warschauer Aufstands und das POLIN, das Museum der Geschichte der polnischen Juden, verdienen jeweils einen halben Tag. Zum Mittagessen probieren Sie eine Milchbar: Piroggen, Tomatensuppe und Kompott zum Preis eines Flughafenkaffees.",
        ),
        p(
          "Vor dem Abflug nehmen Sie eine Flasche Roggenwodka und eine Schachtel Pflaumen in Schokolade mit: die zwei Souvenirs, die jeder Warschauer empfiehlt.",
        ),
        q("Warschau belohnt neugierige Reisende: Jede Fassade hat ihre Geschichte."),
      ],
    },
    "Champagne, prosecco or cava?": {
      title: "Champagner, Prosecco oder Cava?",
      excerpt: "Drei Schaumweine, drei Methoden, drei ganz verschiedene Gläser.",
      body: [
        p("Alle drei perlen, aber sie werden unterschiedlich hergestellt und schmecken auch unterschiedlich."),
        h("Champagner"),
        p(
          "Hergestellt in der Champagne nach der traditionellen Methode: Die zweite Gärung findet in der Flasche statt, was feine Perlen und Brioche-Aromen ergibt.",
        ),
        h("Prosecco"),
        p(
          "Aus dem Nordosten Italiens, meist im Tankverfahren hergestellt, das die frische Frucht von Birne und Apfel bewahrt. Trinken Sie ihn jung.",
        ),
        h("Cava"),
        p(
          "Spaniens Schaumwein nach traditioneller Methode: trockener und zitroniger als Prosecco, oft ausgezeichnet im Preis.",
        ),
        q("Die richtigen Perlen sind die, die man teilt."),
      ],
    },
    "Gin beyond tonic": {
      title: "Gin, mehr als Tonic",
      excerpt: "Drei einfache Cocktails mit einer Flasche vom Flughafen.",
      body: [
        p("Ein guter Gin verdient mehr als einen Schuss Tonic. Diese drei Klassiker brauchen nur wenige Zutaten."),
        h("Der Negroni"),
        p("Gin, roter Bitter und süßer Wermut zu gleichen Teilen, auf Eis gerührt, mit einer Orangenscheibe."),
        h("Der Tom Collins"),
        p("Gin, Zitronensaft, Zuckersirup und Sodawasser: ein langer, erfrischender Drink für Sommerabende."),
        h("Der Martini"),
        p(
          "Eiskalter Gin, ein Hauch trockener Wermut, eine Olive oder eine Zeste. Rühren, nie schütteln, wenn er seidig sein soll.",
        ),
        q("Sorgfältig abmessen: Die Klassiker verzeihen nichts."),
      ],
    },
    "Your in-flight skincare routine": {
      title: "Ihre Hautpflege an Bord",
      excerpt: "Die Kabinenluft ist trockener als die Wüste. So landen Sie mit strahlender Haut.",
      body: [
        p(
          "Die Luftfeuchtigkeit in einer Flugzeugkabine sinkt oft unter zwanzig Prozent. Die Haut merkt das, besonders auf langen Flügen.",
        ),
        h("Vor dem Boarding"),
        p(
          "Reinigen Sie die Haut, tragen Sie ein Hyaluronserum und eine reichhaltige Feuchtigkeitscreme auf. Verzichten Sie auf schweres Make-up: Es trocknet in der Kabine schneller aus.",
        ),
        h("Während des Flugs"),
        p(
          "Eine Schlafmaske wirkt auf 10.000 Metern genauso gut wie im Bett. Tragen Sie oft Lippenbalsam auf und trinken Sie Wasser statt Kaffee.",
        ),
        h("Nach der Landung"),
        p(
          "Erfrischen Sie die Haut mit einem sanften Reiniger und einem Vitamin-C-Serum, das müde Haut zum Strahlen bringt.",
        ),
        q("Alles unter 100 ml darf mit Ihnen in die Kabine."),
      ],
    },
  },
};
