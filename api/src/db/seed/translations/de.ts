import type { CatalogueTranslation } from "./types.ts";
import type { ArticleBlock } from "../../../schemas/blog.ts";

const p = (text: string): ArticleBlock => ({ type: "paragraph", text });
const h = (text: string): ArticleBlock => ({ type: "heading", text });
const q = (text: string): ArticleBlock => ({ type: "quote", text });

/** The demo catalogue in German. */
export const DE: CatalogueTranslation = {
  categories: {
    spirits: {
      name: "Spirituosen",
      description:
        "Single Malts, Gins aus kleinen Brennereien, gereifte Rums und Cognacs, viele davon als exklusive Abfüllungen für den Reisehandel.",
    },
    "wine-champagne": {
      name: "Wein & Champagner",
      description:
        "Grand-Cru-Champagner, Rotweine aus der Alten Welt und frische Weißweine, ausgewählt von unseren Sommeliers.",
    },
    tobacco: {
      name: "Tabakwaren",
      description: "Zigaretten, Zigarren und Pfeifentabak. Nur für Erwachsene; es gelten die Einfuhrfreimengen.",
    },
    fragrances: {
      name: "Düfte",
      description: "Eaux de Parfum, Eaux de Toilette und Reisesets für Damen, für Herren und für alle.",
    },
    "cosmetics-skincare": {
      name: "Kosmetik & Hautpflege",
      description: "Seren, Cremes, Make-up und Sonnenschutz, auch in Sets, die es nur am Flughafen gibt.",
    },
    confectionery: {
      name: "Süßwaren",
      description: "Schokolade, Bonbons und Gebäck: das klassische Last-Minute-Geschenk.",
    },
    "fashion-accessories": {
      name: "Mode & Accessoires",
      description: "Sonnenbrillen, Uhren, Lederwaren und Schmuck für die Reise und darüber hinaus.",
    },
    "electronics-travel": {
      name: "Elektronik & Reisebedarf",
      description: "Kopfhörer, Ladegeräte und die kleinen Helfer, die jede Reise leichter machen.",
    },
  },

  subcategories: {
    whisky: {
      name: "Whisky",
      description: "Schottische Single Malts, Blends, irische Whiskeys und Whiskys aus aller Welt.",
      notes: [
        "Noten von Honig, Vanille und getoasteter Eiche mit einem langen, sanft rauchigen Abgang.",
        "In handverlesenen Fässern gereift, mit einem vollen Geschmack nach Trockenfrüchten und Gewürzen.",
        "Am besten pur genießen oder mit ein paar Tropfen Wasser, die die Aromen öffnen.",
        "Eine exklusive Abfüllung für den Reisehandel, die Sie im Fachhandel in der Stadt nicht finden.",
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
      description: "London Dry Gins, Botanical Gins und aromatisierte Gins.",
      notes: [
        "Wacholderbetont, mit frischer Zitrusschale und einem Hauch Pfeffer.",
        "Elf Botanicals, destilliert in kleinen kupfernen Brennblasen.",
        "Perfekt mit Tonic, einer Zitronenzeste und reichlich Eis.",
        "In voller Stärke abgefüllt, für einen kräftigeren Martini.",
      ],
    },
    rum: {
      name: "Rum",
      description: "Weiße, goldene, dunkle und gewürzte Rums aus der Karibik und aller Welt.",
      notes: [
        "Unter tropischer Sonne gereift, mit tiefen Noten von Melasse, Banane und Nelke.",
        "Mild genug zum pur Genießen, kräftig genug für einen klassischen Daiquiri.",
        "Ein Blend aus Rums aus der Pot Still und der Column Still.",
        "Zum Abschluss in ehemaligen Bourbonfässern gereift.",
      ],
    },
    cognac: {
      name: "Cognac & Brandy",
      description: "Cognacs VS, VSOP und XO, Armagnacs und Brandys.",
      notes: [
        "Eaux-de-vie aus den Crus Grande und Petite Champagne, gereift in Limousin-Eiche.",
        "Aromen von kandierter Orange, Walnuss und warmen Gewürzen.",
        "In einer Geschenkbox, fertig zum Verschenken.",
        "Ein langer, samtiger Abgang mit einem Hauch Kakao.",
      ],
    },
    liqueur: {
      name: "Liköre",
      description: "Sahne-, Kräuter-, Frucht- und Kaffeeliköre.",
      notes: [
        "Herrlich samtig: auf Eis oder im Kaffee.",
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
        "Von alten Reben an Kalksteinhängen.",
      ],
    },
    "white-wine": {
      name: "Weißwein",
      description: "Frische, mineralische und aromatische Weißweine.",
      notes: [
        "Lebhafte Zitrusfrüchte und grüner Apfel mit einem salzig-mineralischen Abgang.",
        "Gut gekühlt zu Meeresfrüchten oder einem Sommersalat servieren.",
        "Im Edelstahltank vergoren, damit er seine Frische bewahrt.",
        "Ein runderer Stil mit Noten von Pfirsich und Brioche.",
      ],
    },
    "rose-wine": {
      name: "Roséwein",
      description: "Blasse Rosés aus der Provence und fruchtige Blush-Weine.",
      notes: [
        "Zarte Erdbeere und weißer Pfirsich, trocken und erfrischend.",
        "Die Farbe eines Sommerabends.",
        "Am besten gut gekühlt unter freiem Himmel genießen.",
      ],
    },
    champagne: {
      name: "Champagner",
      description: "Brut, Rosé und Jahrgangschampagner.",
      notes: [
        "Feine, anhaltende Perlage mit Noten von Brioche und Zitrus.",
        "Mindestens drei Jahre auf der Hefe in Kreidekellern gereift.",
        "Der perfekte Toast auf jede Reise.",
        "In einer reisefreundlichen Geschenkbox.",
      ],
    },
    "sparkling-wine": {
      name: "Schaumwein",
      description: "Prosecco, Cava, Crémant und mehr.",
      notes: [
        "Leicht und lebendig, mit Noten von Birne und Akazienblüte.",
        "Nach der traditionellen Flaschengärung hergestellt.",
        "Ein unkomplizierter Schaumwein für jeden Anlass.",
      ],
    },
    cigarettes: {
      name: "Zigaretten",
      description: "Stangen à 200 Stück zu Duty-free-Preisen.",
      notes: [
        "Eine Stange mit zehn Schachteln.",
        "Bitte prüfen Sie vor dem Kauf die Einfuhrfreimengen Ihres Reiseziels.",
        "Rauchen fügt Ihnen und den Menschen in Ihrer Umgebung erheblichen Schaden zu.",
      ],
    },
    cigars: {
      name: "Zigarren",
      description: "Handgerollte Zigarren und Zigarillos.",
      notes: [
        "Handgerollt, mit Longfiller-Einlage und einem seidigen Deckblatt.",
        "Noten von Zedernholz, Leder und geröstetem Kaffee.",
        "Rauchen fügt Ihnen und den Menschen in Ihrer Umgebung erheblichen Schaden zu.",
      ],
    },
    "pipe-tobacco": {
      name: "Pfeifen- & Drehtabak",
      description: "Pfeifenmischungen und Feinschnitt zum Selberdrehen.",
      notes: [
        "Eine langsam abbrennende, natürlich süße Mischung.",
        "Aus sonnengetrockneten Tabakblättern geschnitten.",
        "Rauchen fügt Ihnen und den Menschen in Ihrer Umgebung erheblichen Schaden zu.",
      ],
    },
    "womens-fragrances": {
      name: "Damendüfte",
      description: "Blumige, orientalische und frische Düfte für Damen.",
      notes: [
        "Kopfnoten von Bergamotte und rosa Pfeffer über einem Herz aus Rose und einer Basis aus Moschus.",
        "Ein strahlender Blütenduft, der vom Start bis zur Landung anhält.",
        "In einem nachfüllbaren Flakon.",
        "In dieser Größe exklusiv im Reisehandel erhältlich.",
      ],
    },
    "mens-fragrances": {
      name: "Herrendüfte",
      description: "Holzige, aromatische und aquatische Düfte für Herren.",
      notes: [
        "Frische Grapefruit und Lavendel über warmer Zeder und Tonkabohne.",
        "Ein moderner Klassiker mit hervorragender Haltbarkeit.",
        "Kraftvoll, holzig und unverwechselbar.",
        "In dieser Größe nur im Reisehandel erhältlich.",
      ],
    },
    "unisex-fragrances": {
      name: "Unisex-Düfte",
      description: "Nischendüfte zum Teilen.",
      notes: [
        "Ein leiser, hautnaher Duft aus Sandelholz und Iris.",
        "In Grasse aus natürlichen Absolues komponiert.",
        "Ein Entdeckungsset mit fünf Miniaturen, ideal fürs Handgepäck.",
      ],
    },
    skincare: {
      name: "Hautpflege",
      description: "Seren, Feuchtigkeitspflege und Masken.",
      notes: [
        "Dermatologisch getestet und für empfindliche Haut geeignet.",
        "Spendet der Haut nach einem Langstreckenflug neue Feuchtigkeit.",
        "Parfümfreie Formel mit Ceramiden und Niacinamid.",
        "In handgepäcktauglicher Größe unter 100 ml.",
      ],
    },
    makeup: {
      name: "Make-up",
      description: "Lippenstifte, Mascaras, Foundations und Paletten.",
      notes: [
        "Langanhaltende Farbe, die nicht abfärbt.",
        "Ein Set mit Bestsellern, exklusiv im Reisehandel.",
        "Aufbaubare Deckkraft mit natürlichem Finish.",
        "Vegan und tierversuchsfrei.",
      ],
    },
    suncare: {
      name: "Sonnenschutz",
      description: "Sonnenschutz und After-Sun-Pflege für Ihren Urlaub.",
      notes: [
        "Breitbandschutz vor UVA- und UVB-Strahlen, wasserfest.",
        "Leichte, nicht fettende Textur.",
        "Meeresfreundliche Formel.",
      ],
    },
    chocolate: {
      name: "Schokolade",
      description: "Pralinen, Tafeln und Trüffel.",
      notes: [
        "Mit Kakao aus nachhaltigem Anbau hergestellt.",
        "Eine großzügige Geschenkbox zum Teilen.",
        "Enthält Milch und Nüsse.",
        "Eine Packung exklusiv für den Reisehandel.",
      ],
    },
    sweets: {
      name: "Bonbons & Süßes",
      description: "Fruchtgummis, Toffees und Lutscher.",
      notes: [
        "Mit echtem Fruchtsaft hergestellt.",
        "Hält die Kinder auch in 10.000 Metern Höhe bei Laune.",
        "In einer wiederverschließbaren Reisedose.",
      ],
    },
    "biscuits-snacks": {
      name: "Gebäck & Snacks",
      description: "Shortbread, Waffeln und herzhafte Knabbereien.",
      notes: ["Nach traditionellem Rezept gebacken.", "Ein Stück Heimat zum Mitnehmen.", "Enthält Gluten."],
    },
    sunglasses: {
      name: "Sonnenbrillen",
      description: "Polarisierte und klassische Modelle.",
      notes: [
        "Polarisierte Gläser mit vollem UV400-Schutz.",
        "Mit Hartschalenetui und Putztuch.",
        "Leichte Fassung aus Acetat.",
      ],
    },
    watches: {
      name: "Uhren",
      description: "Automatikuhren, Quarzuhren und Smartwatches.",
      notes: [
        "Saphirglas und wasserdicht bis 100 m.",
        "Eine zweite Zeitzone für Vielflieger.",
        "Schweizer Uhrwerk, zwei Jahre internationale Garantie.",
      ],
    },
    "bags-leather-goods": {
      name: "Taschen & Lederwaren",
      description: "Geldbörsen, Weekender und Passhüllen.",
      notes: [
        "Vollnarbiges Leder, das mit der Zeit immer schöner wird.",
        "Futter mit RFID-Schutz.",
        "Passt unter den Sitz vor Ihnen.",
      ],
    },
    jewellery: {
      name: "Schmuck",
      description: "Schmuckstücke aus Bernstein, Silber und Gold.",
      notes: [
        "Von Kunsthandwerkern aus der Region von Hand veredelt.",
        "In einem Geschenksäckchen.",
        "Hypoallergen und nickelfrei.",
      ],
    },
    headphones: {
      name: "Kopfhörer",
      description: "Kopfhörer mit Geräuschunterdrückung und In-Ear-Kopfhörer.",
      notes: [
        "Die aktive Geräuschunterdrückung dämpft das Brummen in der Kabine.",
        "Bis zu 30 Stunden Akkulaufzeit.",
        "Inklusive Flugzeugadapter.",
      ],
    },
    "chargers-power": {
      name: "Ladegeräte & Powerbanks",
      description: "Powerbanks, Kabel und Adapter.",
      notes: [
        "Für das Handgepäck zugelassen.",
        "Funktioniert in mehr als 150 Ländern.",
        "Lädt Smartphone und Laptop gleichzeitig.",
      ],
    },
    "travel-essentials": {
      name: "Reisezubehör",
      description: "Nackenkissen, Kofferschlösser, Trinkflaschen und Organizer.",
      notes: [
        "Lässt sich flach zusammenfalten und spart Platz im Gepäck.",
        "Von Vielfliegern entworfen.",
        "Bezug waschmaschinenfest.",
      ],
    },
  },

  sections: {
    "Summer Essentials": {
      name: "Sommer-Essentials",
      description: "Sonnenschutz, Sonnenbrillen und gekühlter Rosé für den bevorstehenden Urlaub.",
      body: "Alles, was Sie zwischen Abfluggate und Strand brauchen: Breitband-Sonnenschutz in handgepäcktauglichen Größen, polarisierte Sonnenbrillen und eine Flasche blassen Rosé aus der Provence für den ersten Urlaubsabend.",
    },
    "Gifts Under $50": {
      name: "Geschenke unter 50 $",
      description: "Liebevolle Geschenke, die das Reisebudget schonen.",
      body: "Pralinen, Düfte in Reisegrößen und kleine Luxusartikel, alles unter fünfzig Dollar.",
    },
    "Whisky Discovery": {
      name: "Whisky entdecken",
      description: "Single Malts, Fassveredelungen und Exklusives aus dem Reisehandel.",
      body: "Unsere Whisky-Experten haben diese Flaschen ausgewählt, um Sie von der sanften Frucht der Speyside bis an die rauchigen Küsten von Islay zu führen. Viele sind ausschließlich für den Reisehandel abgefüllt, in der Stadt finden Sie sie also nicht.",
    },
    "Last-Minute Gifts": {
      name: "Last-Minute-Geschenke",
      description: "Boarding in Kürze? Nehmen Sie eines davon auf dem Weg zum Gate mit.",
      body: "Schnell gefunden, für alle auf Ihrer Liste.",
    },
    "The Luxury Edit": {
      name: "Die Luxus-Auswahl",
      description: "Edle Cognacs, Jahrgangschampagner, feine Uhren und Nischenparfums.",
      body: "Für den besonderen Anlass oder einfach, weil Sie es sich verdient haben: das Feinste aus unseren Regalen, ausgewählt für Handwerkskunst und Seltenheit.",
    },
    "Long-Haul Comfort": {
      name: "Komfort auf Langstrecke",
      description: "Besser schlafen, frischer ankommen.",
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
      description: "Bourbon und Rye aus Kentucky, gereift in neuen, ausgebrannten Fässern aus amerikanischer Eiche.",
    },
    "Vistula Reserve": { description: "Roggen- und Kartoffelwodkas, destilliert am Ufer der Weichsel." },
    "Baltic Frost": { description: "Klare, moderne Wodkas, gefiltert über Birkenkohle." },
    Nordhavn: { description: "Nordische Spirituosen und Aquavits aus dem Kopenhagener Hafen." },
    "Juniper & Fox": {
      description: "Eine Londoner Mikrobrennerei, die ihre Gins mit wild gesammelten Botanicals herstellt.",
    },
    "Thames Botanicals": { description: "Klassische London Dry Gins seit 1769." },
    "Old Harbour": { description: "Pot-Still-Rums voller tropischem Charakter." },
    "Casa Caribeña": { description: "Im Solera-Verfahren gereifte Rums, mild und süß." },
    "Maison Delacroix": {
      description: "Ein Cognac-Haus in Jarnac, das seit fünf Generationen Eaux-de-vie assembliert.",
    },
    "Château d'Aubrac": { description: "Armagnacs und Brandys aus der Gascogne." },
    "Amaretti Rossi": { description: "Italienische Liköre nach einem Familienrezept aus Saronno." },
    "Château Belle-Rive": { description: "Ein Weingut in Bordeaux am rechten Ufer der Dordogne." },
    "Bodegas del Sol": { description: "Riojas und Cavas aus alten Tempranillo-Weinbergen." },
    "Domaine Laurent": { description: "Weine aus Burgund und von der Loire, von einer Familiendomaine." },
    "Southern Cross Vineyards": { description: "Sonnengereifter Shiraz und Chardonnay aus dem Barossa Valley." },
    "Maison Aurelle": { description: "Ein Champagnerhaus in Épernay, berühmt für seinen Blanc de Blancs." },
    "Veuve Marchand": { description: "Winzerchampagner von der Montagne de Reims." },
    Valdobbia: { description: "Prosecco Superiore von den steilen Hügeln um Valdobbiadene." },
    Carrington: { description: "Zigaretten nach einer traditionellen Virginia-Mischung." },
    "Meridian Tobacco": { description: "Zigaretten und Feinschnitttabake." },
    "Casa Habana": { description: "Handgerollte Zigarren aus der Vuelta Abajo." },
    "Dunmore Pipe Co.": { description: "Pfeifenmischungen und Zigarren für Kenner." },
    "Maison Céleste": { description: "Pariser Haute Parfumerie seit 1921." },
    "Atelier Noir": { description: "In Grasse komponierte Nischendüfte." },
    "Chantal Rose": { description: "Romantische Blütendüfte und die passenden Beauty-Essentials." },
    "Verdana Parfums": { description: "Mediterrane Zitrusdüfte von der Amalfiküste." },
    "Hugo Lindqvist": { description: "Klare skandinavische Düfte und Pflegeprodukte für Männer." },
    "Oudh Royale": { description: "Oud- und Amber-Parfümerie aus Dubai." },
    "Lumière Skin": { description: "Hautpflege in Apothekenqualität für empfindliche Haut." },
    "Nordic Dew": { description: "Hautpflege mit arktischen Pflanzen, Birkensaft und Moltebeere." },
    "Kaya Botanics": { description: "Koreanische Pflegerituale in höchstens zehn Schritten." },
    Solea: { description: "Sonnenschutz für mediterrane Sommer." },
    "Alpine Chocolatiers": { description: "Schweizer Schokolade aus Alpenmilch, seit 1899." },
    "Cocoa & Co.": { description: "Brüsseler Pralinen und Trüffel, täglich von Hand gefertigt." },
    "Baltic Amber Sweets": { description: "Polnische Süßwarenklassiker: Pflaumen in Schokolade und Milchkaramellen." },
    "Kingsley's": { description: "Britische Toffees, Fruchtgummis und Shortbread." },
    "Aviator Atelier": { description: "In Italien gefertigte Sonnenbrillen und Lederwaren für Reisende." },
    "Marlowe London": { description: "Traditionsreiche Lederwaren und Accessoires aus Seide." },
    "Linen Road": { description: "Lässiges Reisezubehör aus natürlichen Materialien." },
    "Helvetia Time": { description: "Schweizer Uhren mit Automatik- und Quarzwerk." },
    "Meridian Watch Co.": { description: "Flieger- und GMT-Uhren, gefertigt in Glashütte." },
    Amberlight: { description: "Schmuck aus baltischem Bernstein, gefasst in Sterlingsilber." },
    SoundVoyage: { description: "Kopfhörer, abgestimmt auf die Flugzeugkabine." },
    Voltix: { description: "Schnellladegeräte und Powerbanks." },
    "Nomad Gear": { description: "Reise-Gadgets, die in jede Tasche passen." },
    CloudRest: { description: "Schlaf und Komfort für Langstreckenflüge." },
  },

  blogCategories: {
    "travel-guides": {
      name: "Reiseführer",
      description: "So machen Sie das Beste aus Ihrer Zeit am Flughafen und darüber hinaus.",
    },
    "gift-ideas": { name: "Geschenkideen", description: "Geschenke für alle auf Ihrer Liste, unterwegs besorgt." },
    "tasting-notes": {
      name: "Verkostungsnotizen",
      description: "Unsere Experten über Whisky, Wein und alles dazwischen.",
    },
    "beauty-edit": { name: "Beauty & Pflege", description: "Pflegeroutinen und Düfte für ein Leben unterwegs." },
  },

  articles: {
    "How duty free really works": {
      title: "Wie Duty-free wirklich funktioniert",
      excerpt: "Freimengen, Kassenbons und versiegelte Beutel: Das sollten Sie vor dem Einkauf am Flughafen wissen.",
      body: [
        p(
          "Duty-free bedeutet, dass auf Ihre Einkäufe nach der Sicherheitskontrolle keine Verbrauchsteuer und bei Reisen aus der Zollunion hinaus auch keine Umsatzsteuer erhoben wird. Deshalb kostet eine Flasche Single Malt oder ein großes Eau de Parfum im Sicherheitsbereich oft spürbar weniger als in der Stadt.",
        ),
        h("Wer was kaufen kann"),
        p(
          "Wer zwischen Ländern der Europäischen Union fliegt, zahlt auf Alkohol und Tabak Steuern wie alle anderen, profitiert aber bei vielen anderen Waren dennoch von Reisehandelspreisen. Wer die EU verlässt, kann alles steuerfrei einkaufen. Ihre Bordkarte entscheidet, welche Preise gelten, deshalb werden Sie an der Kasse immer danach gefragt.",
        ),
        p(
          "Jedes Reiseland legt eigene Einfuhrfreimengen fest. Als Faustregel gelten ein Liter Spirituosen, zwei Liter Wein und zweihundert Zigaretten fast überall als unbedenklich. Prüfen Sie die Regeln aber vor dem Abflug, damit Sie nicht doppelt Zoll zahlen.",
        ),
        h("Versiegelte Beutel und Anschlussflüge"),
        p(
          "Flüssigkeiten, die Sie im Sicherheitsbereich kaufen, werden in einen manipulationssicheren Beutel mit sichtbarem Kassenbon verpackt. Lassen Sie ihn bis zu Ihrem Endziel verschlossen, vor allem wenn Sie umsteigen und erneut durch die Sicherheitskontrolle gehen.",
        ),
        q("Online reservieren, am Flughafen bezahlen: Ihre Bestellung wartet im Shop Ihres Abflugterminals auf Sie."),
      ],
    },
    "48 hours in Warsaw between flights": {
      title: "48 Stunden in Warschau zwischen zwei Flügen",
      excerpt:
        "Ein langer Aufenthalt am Chopin-Flughafen ist die Gelegenheit, eine der überraschendsten Hauptstädte Europas kennenzulernen.",
      body: [
        p(
          "Vom Flughafen Warschau-Chopin sind es mit dem Zug nur zwanzig Minuten ins Stadtzentrum, da lohnt sich selbst bei einem Aufenthalt über Nacht ein Abstecher in die Stadt. Die Züge von SKM und Koleje Mazowieckie fahren vom Bahnhof unter Terminal A ab.",
        ),
        h("Tag eins: die Altstadt und der Fluss"),
        p(
          "Beginnen Sie am Schlossplatz und verlieren Sie sich in den wiederaufgebauten Gassen der Altstadt, einem UNESCO-Welterbe, das nach dem Krieg Stein für Stein rekonstruiert wurde. Am Abend mischen Sie sich an den Weichselboulevards unter die Einheimischen.",
        ),
        h("Tag zwei: Museen und Milchbars"),
        p(
          "Das Museum des Warschauer Aufstands und das POLIN, das Museum der Geschichte der polnischen Juden, verdienen jeweils einen halben Tag. Zum Mittagessen probieren Sie eine Milchbar: Piroggen, Tomatensuppe und Kompott zum Preis eines Flughafenkaffees.",
        ),
        p(
          "Vor dem Abflug nehmen Sie eine Flasche Roggenwodka und eine Schachtel Pflaumen in Schokolade mit: die beiden Souvenirs, die jeder Warschauer empfiehlt.",
        ),
        q("Warschau belohnt neugierige Reisende: Jede Fassade hat ihre Geschichte."),
      ],
    },
    "Ten tips for a calmer long-haul flight": {
      title: "Zehn Tipps für einen entspannteren Langstreckenflug",
      excerpt:
        "Vom Kopfhörer mit Geräuschunterdrückung bis zum richtigen Sitzplatz: Kleine Entscheidungen machen einen Zwölf-Stunden-Flug leichter.",
      body: [
        p(
          "Ein Langstreckenflug muss Sie nicht erschöpft zurücklassen. Das meiste, was ihn erträglich macht, entscheidet sich schon vor dem Boarding.",
        ),
        h("Vor dem Flug"),
        p(
          "Wählen Sie einen Sitzplatz abseits von Bordküche und Toiletten, trinken Sie in den Tagen vor der Reise viel Wasser und stellen Sie Ihre Uhr gleich beim Einsteigen auf die Zeitzone Ihres Reiseziels um.",
        ),
        h("An Bord"),
        p(
          "Kopfhörer mit Geräuschunterdrückung blenden das Dröhnen der Triebwerke aus, das erstaunlich ermüdend ist. Ein Nackenkissen aus Memory-Schaum und eine Schlafmaske aus Seide erledigen den Rest. Gehen Sie alle paar Stunden durch den Gang und verzichten Sie auf das zweite Glas Wein.",
        ),
        p(
          "Packen Sie ein kleines Täschchen mit Lippenbalsam, einem Feuchtigkeitsspray und einer Zahnbürste: Zehn Minuten Frischmachen vor der Landung machen bei der Ankunft einen spürbaren Unterschied.",
        ),
        q("Das beste Upgrade ist ein erholsamer Schlaf."),
      ],
    },
    "Singapore Changi: an airport worth arriving early for": {
      title: "Singapur Changi: ein Flughafen, für den sich frühes Kommen lohnt",
      excerpt:
        "Gärten, ein Wasserfall und Shopping, wie man es kaum anderswo findet: So verbringen Sie drei Stunden in Changi.",
      body: [
        p(
          "Changi führt regelmäßig die Ranglisten der besten Flughäfen der Welt an, und ausnahmsweise ist das Lob verdient. Mit vier Terminals und dem Jewel-Komplex gibt es hier mehr zu erleben, als Ihnen Zeit dafür bleibt.",
        ),
        h("Das Jewel und der Rain Vortex"),
        p(
          "Den vierzig Meter hohen Indoor-Wasserfall im Herzen des Jewel erleben Sie am besten in der Abenddämmerung, wenn die Lichtshow beginnt. Das Jewel liegt im öffentlichen Bereich vor der Sicherheitskontrolle, besuchen Sie es also vor dem Check-in.",
        ),
        h("Shopping nach der Sicherheitskontrolle"),
        p(
          "Jedes Terminal hat eigene Duty-free-Shops mit lokalen Spezialitäten, von Kaya-Konfitüre bis zu Parfums mit Orchideenduft. Die Preise sind in allen Terminals gleich, kaufen Sie also dort, wo Sie fündig werden.",
        ),
        q("Changi ist der einzige Flughafen, an dem sich Reisende beschweren, dass ihre Umsteigezeit zu kurz ist."),
      ],
    },
    "Champagne, prosecco or cava?": {
      title: "Champagner, Prosecco oder Cava?",
      excerpt: "Drei Schaumweine, drei Herstellungsverfahren, drei ganz unterschiedliche Gläser.",
      body: [
        p("Alle drei perlen, aber sie werden unterschiedlich hergestellt und schmecken auch unterschiedlich."),
        h("Champagner"),
        p(
          "Er entsteht in der Champagne nach der traditionellen Methode: Die zweite Gärung findet in der Flasche statt, was für feine Perlen und Aromen von Brioche sorgt.",
        ),
        h("Prosecco"),
        p(
          "Er stammt aus dem Nordosten Italiens und wird meist im Tankgärverfahren hergestellt, das seine frische Frucht von Birne und Apfel bewahrt. Trinken Sie ihn jung.",
        ),
        h("Cava"),
        p(
          "Spaniens Schaumwein nach traditioneller Methode: trockener und zitrusbetonter als Prosecco und oft mit hervorragendem Preis-Leistungs-Verhältnis.",
        ),
        q("Die richtigen Perlen sind die, die man teilt."),
      ],
    },
    "Gin beyond tonic": {
      title: "Gin kann mehr als Tonic",
      excerpt: "Drei einfache Cocktails mit einer Flasche vom Flughafen.",
      body: [
        p(
          "Ein guter Gin verdient mehr als einen Schuss Tonic. Für diese drei Klassiker brauchen Sie nur wenige Zutaten.",
        ),
        h("Der Negroni"),
        p(
          "Gin, roter Bitter und süßer Wermut zu gleichen Teilen, auf Eis gerührt und mit einer Orangenscheibe serviert.",
        ),
        h("Der Tom Collins"),
        p("Gin, Zitronensaft, Zuckersirup und Sodawasser: ein langer, erfrischender Drink für Sommerabende."),
        h("Der Martini"),
        p(
          "Eiskalter Gin, ein Hauch trockener Wermut, eine Olive oder eine Zeste. Rühren, niemals schütteln, wenn er seidig werden soll.",
        ),
        q("Messen Sie sorgfältig ab: Die Klassiker verzeihen keine Fehler."),
      ],
    },
    "Your in-flight skincare routine": {
      title: "Ihre Hautpflege-Routine für den Flug",
      excerpt: "Die Kabinenluft ist trockener als die Wüste. So kommen Sie mit strahlender Haut an.",
      body: [
        p(
          "Die Luftfeuchtigkeit in einer Flugzeugkabine sinkt oft unter zwanzig Prozent. Das spürt die Haut, besonders auf langen Flügen.",
        ),
        h("Vor dem Boarding"),
        p(
          "Reinigen Sie Ihre Haut und tragen Sie ein Hyaluronserum und eine reichhaltige Feuchtigkeitscreme auf. Verzichten Sie auf schweres Make-up: Es trocknet in der Kabine schneller aus.",
        ),
        h("Während des Flugs"),
        p(
          "Eine Feuchtigkeitsmaske für die Nacht wirkt in 10.000 Metern Höhe genauso gut wie im Bett. Tragen Sie regelmäßig Lippenbalsam nach und trinken Sie lieber Wasser als Kaffee.",
        ),
        h("Nach der Landung"),
        p(
          "Erfrischen Sie Ihre Haut mit einem sanften Reinigungsprodukt und einem Vitamin-C-Serum, das müder Haut neuen Glanz verleiht.",
        ),
        q("Alles unter 100 ml darf mit Ihnen in die Kabine."),
      ],
    },
  },
};
