import type { ArticleBlock } from "../../../schemas/blog.ts";
import type { CatalogueTranslation } from "./types.ts";

const p = (text: string): ArticleBlock => ({ type: "paragraph", text });
const h = (text: string): ArticleBlock => ({ type: "heading", text });
const q = (text: string): ArticleBlock => ({ type: "quote", text });

/** The demo catalogue in Polish, the shop's home market. */
export const PL: CatalogueTranslation = {
  categories: {
    spirits: {
      name: "Alkohole mocne",
      description:
        "Single malty, gin z małych destylarni, dojrzewające rumy i koniaki, wiele z nich w butelkach dostępnych tylko na lotniskach.",
    },
    "wine-champagne": {
      name: "Wino i szampan",
      description:
        "Szampany grand cru, czerwone wina ze Starego Świata i rześkie białe, wybrane przez naszych sommelierów.",
    },
    tobacco: {
      name: "Wyroby tytoniowe",
      description: "Papierosy, cygara i tytoń fajkowy. Tylko dla dorosłych; obowiązują limity przywozowe.",
    },
    fragrances: {
      name: "Perfumy",
      description: "Wody perfumowane, wody toaletowe i zestawy podróżne dla niej, dla niego i dla każdego.",
    },
    "cosmetics-skincare": {
      name: "Kosmetyki i pielęgnacja",
      description: "Serum, kremy, makijaż i ochrona przeciwsłoneczna, także w zestawach dostępnych tylko na lotnisku.",
    },
    confectionery: {
      name: "Słodycze",
      description: "Czekolada, cukierki i ciastka: klasyczny prezent kupiony w ostatniej chwili.",
    },
    "fashion-accessories": {
      name: "Moda i akcesoria",
      description: "Okulary przeciwsłoneczne, zegarki, wyroby skórzane i biżuteria na podróż i nie tylko.",
    },
    "electronics-travel": {
      name: "Elektronika i akcesoria podróżne",
      description: "Słuchawki, ładowarki i drobiazgi, które ułatwiają podróż.",
    },
  },

  subcategories: {
    whisky: {
      name: "Whisky",
      description: "Szkockie single malty, blendy, whiskey irlandzkie i whisky z całego świata.",
      notes: [
        "Nuty miodu, wanilii i opiekanego dębu z długim, delikatnie dymnym finiszem.",
        "Dojrzewa w starannie wybranych beczkach, co daje bogaty smak suszonych owoców i przypraw.",
        "Najlepsza czysta lub z kilkoma kroplami wody, które otwierają aromaty.",
        "Edycja dostępna wyłącznie w sklepach lotniskowych; nie kupisz jej w zwykłym sklepie.",
      ],
    },
    vodka: {
      name: "Wódka",
      description: "Wódki zbożowe i ziemniaczane, czyste i smakowe.",
      notes: [
        "Destylowana pięciokrotnie i filtrowana przez węgiel brzozowy dla czystego, rześkiego smaku.",
        "Ze zboża z jednego gospodarstwa, o miękkich, lekko słodkich nutach.",
        "Podawaj lodowato zimną, prosto z zamrażarki.",
        "Klasyka bałtyckiej tradycji gorzelniczej.",
      ],
    },
    gin: {
      name: "Gin",
      description: "London dry, gin botaniczny i smakowy.",
      notes: [
        "Wyraźny jałowiec, świeża skórka cytrusów i odrobina pieprzu.",
        "Jedenaście składników roślinnych, destylowanych w małych miedzianych alembikach.",
        "Idealny z tonikiem, skórką cytryny i dużą ilością lodu.",
        "Butelkowany w pełnej mocy, dla wyrazistszego martini.",
      ],
    },
    rum: {
      name: "Rum",
      description: "Rumy białe, złote, ciemne i korzenne z Karaibów i nie tylko.",
      notes: [
        "Dojrzewa pod tropikalnym słońcem, co daje głębokie nuty melasy, banana i goździków.",
        "Na tyle łagodny, by go sączyć, na tyle wyrazisty, by zrobić klasyczne daiquiri.",
        "Kupaż rumów z alembików i kolumn destylacyjnych.",
        "Wykończony w beczkach po bourbonie.",
      ],
    },
    cognac: {
      name: "Koniak i brandy",
      description: "Koniaki VS, VSOP i XO, armaniaki i brandy.",
      notes: [
        "Okowity z upraw Grande i Petite Champagne, dojrzewające w dębie z Limousin.",
        "Aromaty kandyzowanej pomarańczy, orzecha włoskiego i ciepłych przypraw.",
        "W ozdobnym pudełku, gotowy do wręczenia.",
        "Długi, aksamitny finisz z nutą kakao.",
      ],
    },
    liqueur: {
      name: "Likiery",
      description: "Likiery kremowe, ziołowe, owocowe i kawowe.",
      notes: [
        "Wyjątkowo aksamitny; podawaj z lodem albo dodaj do kawy.",
        "Według rodzinnej receptury z ziół, korzeni i skórek cytrusów.",
        "Słodki migdał i pestka moreli z rozgrzewającym finiszem.",
        "Deser w kieliszku.",
      ],
    },
    "red-wine": {
      name: "Wino czerwone",
      description: "Od Bordeaux i Rioja po Barossę i Mendozę.",
      notes: [
        "Dojrzałe czarne owoce, miękkie taniny i nuta wanilii z dębowej beczki.",
        "Doskonale pasuje do pieczonej jagnięciny i dojrzewających serów.",
        "Przelej do karafki na godzinę, by wino odetchnęło.",
        "Ze starych krzewów rosnących na wapiennych zboczach.",
      ],
    },
    "white-wine": {
      name: "Wino białe",
      description: "Rześkie, mineralne i aromatyczne wina białe.",
      notes: [
        "Żywe cytrusy i zielone jabłko ze słonawym, mineralnym finiszem.",
        "Podawaj schłodzone do owoców morza lub letniej sałatki.",
        "Fermentowane w stali nierdzewnej, by zachować świeżość.",
        "Pełniejszy styl z nutami brzoskwini i maślanej bułki.",
      ],
    },
    "rose-wine": {
      name: "Wino różowe",
      description: "Blade różowe z Prowansji i owocowe wina blush.",
      notes: [
        "Delikatna truskawka i biała brzoskwinia, wytrawne i orzeźwiające.",
        "W kolorze letniego wieczoru.",
        "Najlepsze dobrze schłodzone, na świeżym powietrzu.",
      ],
    },
    champagne: {
      name: "Szampan",
      description: "Szampany brut, różowe i rocznikowe.",
      notes: [
        "Drobne, długo utrzymujące się bąbelki z nutami maślanej bułki i cytrusów.",
        "Co najmniej trzy lata dojrzewa na osadzie w kredowych piwnicach.",
        "Toast na każdą podróż.",
        "W poręcznym pudełku prezentowym.",
      ],
    },
    "sparkling-wine": {
      name: "Wino musujące",
      description: "Prosecco, cava, crémant i nie tylko.",
      notes: [
        "Lekkie i żywe, z nutami gruszki i kwiatu akacji.",
        "Wytwarzane metodą tradycyjną.",
        "Bezpretensjonalne bąbelki na każdą okazję.",
      ],
    },
    cigarettes: {
      name: "Papierosy",
      description: "Kartony po 200 sztuk w cenach lotniskowych.",
      notes: [
        "Karton z dziesięcioma paczkami.",
        "Przed zakupem sprawdź limit przywozu w kraju docelowym.",
        "Palenie poważnie szkodzi Tobie i osobom w Twoim otoczeniu.",
      ],
    },
    cigars: {
      name: "Cygara",
      description: "Cygara i cygaretki zwijane ręcznie.",
      notes: [
        "Zwijane ręcznie z długiego wypełnienia i jedwabistej okrywy.",
        "Nuty cedru, skóry i palonej kawy.",
        "Palenie poważnie szkodzi Tobie i osobom w Twoim otoczeniu.",
      ],
    },
    "pipe-tobacco": {
      name: "Tytoń fajkowy i do skręcania",
      description: "Mieszanki fajkowe i drobno cięty tytoń do skręcania.",
      notes: [
        "Wolno tląca się, naturalnie słodka mieszanka.",
        "Z liści suszonych na słońcu.",
        "Palenie poważnie szkodzi Tobie i osobom w Twoim otoczeniu.",
      ],
    },
    "womens-fragrances": {
      name: "Perfumy damskie",
      description: "Zapachy kwiatowe, orientalne i świeże dla niej.",
      notes: [
        "Bergamotka i różowy pieprz w nutach głowy, róża w sercu i piżmo w bazie.",
        "Świetlisty zapach kwiatowy, który trwa od startu do lądowania.",
        "We flakonie wielokrotnego napełniania.",
        "W tej pojemności dostępny wyłącznie w sklepach lotniskowych.",
      ],
    },
    "mens-fragrances": {
      name: "Perfumy męskie",
      description: "Zapachy drzewne, aromatyczne i wodne dla niego.",
      notes: [
        "Świeży grejpfrut i lawenda na tle ciepłego cedru i bobu tonka.",
        "Nowoczesny klasyk o wyjątkowej trwałości.",
        "Wyrazisty, drzewny i niepowtarzalny.",
        "W tej pojemności dostępny wyłącznie w sklepach lotniskowych.",
      ],
    },
    "unisex-fragrances": {
      name: "Perfumy unisex",
      description: "Niszowe zapachy do dzielenia się.",
      notes: [
        "Cichy, otulający skórę zapach drzewa sandałowego i irysa.",
        "Skomponowany w Grasse z naturalnych absolutów.",
        "Zestaw pięciu miniatur, idealny do bagażu podręcznego.",
      ],
    },
    skincare: {
      name: "Pielęgnacja skóry",
      description: "Serum, kremy nawilżające i maseczki.",
      notes: [
        "Testowany dermatologicznie, odpowiedni dla skóry wrażliwej.",
        "Przywraca nawilżenie po długim locie.",
        "Bezzapachowa formuła z ceramidami i niacynamidem.",
        "W pojemności poniżej 100 ml, dozwolonej w kabinie.",
      ],
    },
    makeup: {
      name: "Makijaż",
      description: "Szminki, tusze do rzęs, podkłady i palety.",
      notes: [
        "Trwały kolor, który się nie odbija.",
        "Zestaw bestsellerów dostępny wyłącznie w sklepach lotniskowych.",
        "Krycie do stopniowania z naturalnym wykończeniem.",
        "Wegański i nietestowany na zwierzętach.",
      ],
    },
    suncare: {
      name: "Ochrona przeciwsłoneczna",
      description: "Kremy z filtrem i kosmetyki po opalaniu na wakacje.",
      notes: [
        "Szerokie spektrum ochrony UVA/UVB, wodoodporny.",
        "Lekka, nietłusta konsystencja.",
        "Formuła przyjazna dla oceanów.",
      ],
    },
    chocolate: {
      name: "Czekolada",
      description: "Praliny, tabliczki i trufle.",
      notes: [
        "Z kakao pozyskiwanego w zrównoważony sposób.",
        "Duże pudełko prezentowe do dzielenia się.",
        "Zawiera mleko i orzechy.",
        "Opakowanie dostępne wyłącznie w sklepach lotniskowych.",
      ],
    },
    sweets: {
      name: "Cukierki i żelki",
      description: "Żelki owocowe, krówki i lizaki.",
      notes: [
        "Z prawdziwym sokiem owocowym.",
        "Zajmą dzieci na wysokości 10 000 metrów.",
        "W zamykanej puszce podróżnej.",
      ],
    },
    "biscuits-snacks": {
      name: "Ciastka i przekąski",
      description: "Kruche ciastka, wafle i słone przekąski.",
      notes: ["Pieczone według tradycyjnej receptury.", "Smak domu na wynos.", "Zawiera gluten."],
    },
    sunglasses: {
      name: "Okulary przeciwsłoneczne",
      description: "Oprawki polaryzacyjne i klasyczne.",
      notes: [
        "Soczewki polaryzacyjne z pełną ochroną UV400.",
        "W zestawie twarde etui i ściereczka.",
        "Lekka oprawka z acetatu.",
      ],
    },
    watches: {
      name: "Zegarki",
      description: "Zegarki automatyczne, kwarcowe i smartwatche.",
      notes: [
        "Szkło szafirowe i wodoszczelność do 100 m.",
        "Druga strefa czasowa dla często latających.",
        "Szwajcarski mechanizm, dwuletnia gwarancja międzynarodowa.",
      ],
    },
    "bags-leather-goods": {
      name: "Torby i wyroby skórzane",
      description: "Portfele, torby weekendowe i etui na paszport.",
      notes: [
        "Skóra licowa, która pięknie się starzeje.",
        "Podszewka blokująca RFID.",
        "Mieści się pod fotelem przed Tobą.",
      ],
    },
    jewellery: {
      name: "Biżuteria",
      description: "Wyroby z bursztynu, srebra i złota.",
      notes: [
        "Ręcznie wykańczana przez lokalnych rzemieślników.",
        "W woreczku prezentowym.",
        "Hipoalergiczna, bez niklu.",
      ],
    },
    headphones: {
      name: "Słuchawki",
      description: "Słuchawki z redukcją szumów i douszne.",
      notes: [
        "Aktywna redukcja szumów wycisza szum kabiny.",
        "Do 30 godzin pracy na baterii.",
        "W zestawie adapter samolotowy.",
      ],
    },
    "chargers-power": {
      name: "Ładowarki i powerbanki",
      description: "Powerbanki, kable i adaptery.",
      notes: [
        "Dopuszczony do bagażu podręcznego.",
        "Działa w ponad 150 krajach.",
        "Ładuje jednocześnie telefon i laptop.",
      ],
    },
    "travel-essentials": {
      name: "Niezbędnik podróżny",
      description: "Poduszki, kłódki, butelki i organizery.",
      notes: [
        "Składa się na płasko, by zaoszczędzić miejsce w torbie.",
        "Zaprojektowane przez osoby, które często latają.",
        "Pokrowiec do prania w pralce.",
      ],
    },
  },

  sections: {
    "Summer Essentials": {
      name: "Niezbędnik na lato",
      description: "Ochrona przeciwsłoneczna, okulary i schłodzone różowe wino na nadchodzące wakacje.",
      body: "Wszystko, czego potrzebujesz między bramką a plażą: ochrona przeciwsłoneczna o szerokim spektrum w pojemnościach dozwolonych w kabinie, okulary polaryzacyjne i butelka bladego różowego wina z Prowansji na pierwszy wakacyjny wieczór.",
    },
    "Gifts Under $50": {
      name: "Prezenty do 50 $",
      description: "Przemyślane upominki, które nie nadwyrężą budżetu.",
      body: "Czekoladki, perfumy w podróżnych pojemnościach i drobne przyjemności, wszystko poniżej pięćdziesięciu dolarów.",
    },
    "Whisky Discovery": {
      name: "Odkryj whisky",
      description: "Single malty, wykończenia w beczkach i butelki dostępne tylko na lotniskach.",
      body: "Nasi specjaliści od whisky wybrali te butelki, by poprowadzić Cię od łagodnych owoców Speyside po dymne wybrzeża Islay. Wiele z nich butelkowano wyłącznie dla sklepów lotniskowych, więc nie znajdziesz ich w mieście.",
    },
    "Last-Minute Gifts": {
      name: "Prezenty na ostatnią chwilę",
      description: "Zaraz boarding? Weź coś z tej listy w drodze do bramki.",
      body: "Szybkie i trafione prezenty dla każdego z Twojej listy.",
    },
    "The Luxury Edit": {
      name: "Wybór luksusowy",
      description: "Prestiżowe koniaki, rocznikowe szampany, eleganckie zegarki i niszowe perfumy.",
      body: "Na wyjątkową okazję albo po prostu dlatego, że na to zasługujesz: najlepsze rzeczy z naszych półek, wybrane za kunszt wykonania i rzadkość.",
    },
    "Long-Haul Comfort": {
      name: "Komfort w długim locie",
      description: "Lepiej śpij i wyląduj wypoczęty.",
      body: "Słuchawki z redukcją szumów, poduszki podróżne i nawilżające kosmetyki na długi lot.",
    },
  },

  brands: {
    "Glen Corran": {
      description:
        "Destylarnia ze Speyside założona w 1824 roku, znana z single maltów dojrzewających w beczkach po sherry.",
    },
    "Highland Crest": { description: "Bogate, torfowe whisky z dalekiej północno-zachodniej części Highlands." },
    "Kilbride & Sons": {
      description: "Potrójnie destylowana irlandzka whiskey i likiery kremowe z rodzinnej destylarni w hrabstwie Cork.",
    },
    "Old Frontier": {
      description: "Bourbon i whiskey żytnia z Kentucky, dojrzewające w nowym, opalanym dębie amerykańskim.",
    },
    "Vistula Reserve": { description: "Wódki żytnie i ziemniaczane destylowane nad brzegiem Wisły." },
    "Baltic Frost": { description: "Rześkie, nowoczesne wódki filtrowane przez węgiel brzozowy." },
    Nordhavn: { description: "Nordyckie alkohole i akwawity z kopenhaskiego portu." },
    "Juniper & Fox": { description: "Londyńska mikrodestylarnia tworząca giny z dziko zbieranych roślin." },
    "Thames Botanicals": { description: "Klasyczne giny London dry od 1769 roku." },
    "Old Harbour": { description: "Rumy z alembików, pełne tropikalnego charakteru." },
    "Casa Caribeña": { description: "Rumy dojrzewające metodą solera, łagodne i słodkie." },
    "Maison Delacroix": { description: "Dom koniakowy z Jarnac, który od pięciu pokoleń łączy okowity." },
    "Château d'Aubrac": { description: "Armaniaki i brandy z Gaskonii." },
    "Amaretti Rossi": { description: "Włoskie likiery według rodzinnej receptury z Saronno." },
    "Château Belle-Rive": { description: "Winnica z Bordeaux na prawym brzegu Dordogne." },
    "Bodegas del Sol": { description: "Wina Rioja i cava ze starych winnic Tempranillo." },
    "Domaine Laurent": { description: "Wina z Burgundii i Doliny Loary z rodzinnej winnicy." },
    "Southern Cross Vineyards": { description: "Dojrzałe w słońcu Shiraz i Chardonnay z doliny Barossa." },
    "Maison Aurelle": { description: "Dom szampański z Épernay, słynący z Blanc de Blancs." },
    "Veuve Marchand": { description: "Szampany niezależnych winiarzy z Montagne de Reims." },
    Valdobbia: { description: "Prosecco Superiore ze stromych wzgórz Valdobbiadene." },
    Carrington: { description: "Papierosy według tradycyjnej mieszanki Virginia." },
    "Meridian Tobacco": { description: "Papierosy i drobno cięte tytonie." },
    "Casa Habana": { description: "Ręcznie zwijane cygara z regionu Vuelta Abajo." },
    "Dunmore Pipe Co.": { description: "Mieszanki fajkowe i cygara dla koneserów." },
    "Maison Céleste": { description: "Paryska wysoka perfumeria od 1921 roku." },
    "Atelier Noir": { description: "Niszowe perfumy komponowane w Grasse." },
    "Chantal Rose": { description: "Romantyczne kwiatowe zapachy i dopasowane do nich kosmetyki." },
    "Verdana Parfums": { description: "Śródziemnomorskie cytrusowe perfumy z Wybrzeża Amalfitańskiego." },
    "Hugo Lindqvist": { description: "Czyste skandynawskie zapachy i kosmetyki dla mężczyzn." },
    "Oudh Royale": { description: "Perfumy z oudem i ambrą z Dubaju." },
    "Lumière Skin": { description: "Apteczna pielęgnacja dla skóry wrażliwej." },
    "Nordic Dew": { description: "Pielęgnacja z arktycznych roślin: soku brzozowego i moroszki." },
    "Kaya Botanics": { description: "Koreańskie rytuały pielęgnacyjne w najwyżej dziesięciu krokach." },
    Solea: { description: "Ochrona przeciwsłoneczna stworzona na śródziemnomorskie lato." },
    "Alpine Chocolatiers": { description: "Szwajcarska czekolada z alpejskiego mleka od 1899 roku." },
    "Cocoa & Co.": { description: "Brukselskie praliny i trufle, robione ręcznie każdego dnia." },
    "Baltic Amber Sweets": { description: "Klasyka polskich słodyczy: śliwki w czekoladzie i krówki." },
    "Kingsley's": { description: "Brytyjskie toffi, żelki owocowe i kruche ciastka shortbread." },
    "Aviator Atelier": { description: "Włoskie okulary przeciwsłoneczne i wyroby skórzane dla podróżnych." },
    "Marlowe London": { description: "Tradycyjne wyroby skórzane i jedwabne akcesoria." },
    "Linen Road": { description: "Swobodne akcesoria podróżne z naturalnych materiałów." },
    "Helvetia Time": { description: "Szwajcarskie zegarki automatyczne i kwarcowe." },
    "Meridian Watch Co.": { description: "Zegarki lotnicze i GMT budowane w Glashütte." },
    Amberlight: { description: "Biżuteria z bałtyckiego bursztynu oprawionego w srebro próby 925." },
    SoundVoyage: { description: "Słuchawki dostrojone do kabiny samolotu." },
    Voltix: { description: "Szybkie ładowarki i powerbanki." },
    "Nomad Gear": { description: "Podróżne gadżety, które mieszczą się w kieszeni." },
    CloudRest: { description: "Sen i wygoda w długich lotach." },
  },

  blogCategories: {
    "travel-guides": { name: "Przewodniki", description: "Jak najlepiej wykorzystać czas na lotnisku i poza nim." },
    "gift-ideas": {
      name: "Pomysły na prezent",
      description: "Prezenty dla każdego z Twojej listy, kupione po drodze.",
    },
    "tasting-notes": { name: "Degustacje", description: "Nasi eksperci o whisky, winie i wszystkim pomiędzy." },
    "beauty-edit": { name: "Uroda", description: "Pielęgnacja i zapachy na życie w podróży." },
  },

  articles: {
    "How duty free really works": {
      title: "Jak naprawdę działa duty free",
      excerpt: "Limity, paragony i zaplombowane torby: co warto wiedzieć przed zakupami na lotnisku.",
      body: [
        p(
          "Duty free oznacza, że od tego, co kupujesz w strefie zastrzeżonej, nie pobiera się akcyzy, a w podróżach poza unię celną także podatku od sprzedaży. Dlatego butelka single malta czy duży flakon wody perfumowanej kosztują po kontroli bezpieczeństwa często wyraźnie mniej niż w mieście.",
        ),
        h("Kto i co może kupić"),
        p(
          "Podróżni latający między krajami Unii Europejskiej płacą podatki od alkoholu i wyrobów tytoniowych jak wszyscy, ale na wiele innych towarów nadal mają ceny lotniskowe. Pasażerowie opuszczający UE mogą kupić wszystko bez podatku. O tym, które ceny obowiązują, decyduje karta pokładowa, dlatego kasjer zawsze o nią prosi.",
        ),
        p(
          "Każdy kraj docelowy ustala własne limity przywozowe. Orientacyjnie litr mocnego alkoholu, dwa litry wina i dwieście papierosów są akceptowane niemal wszędzie, ale sprawdź to przed lotem, by nie zapłacić cła dwa razy.",
        ),
        h("Zaplombowane torby i loty z przesiadką"),
        p(
          "Płyny kupione w strefie zastrzeżonej pakuje się do zabezpieczonej torby z widocznym paragonem. Nie otwieraj jej aż do celu podróży, zwłaszcza jeśli przesiadasz się i ponownie przechodzisz kontrolę bezpieczeństwa.",
        ),
        q("Zarezerwuj online, zapłać na lotnisku, a zamówienie będzie czekać na Ciebie w sklepie Twojego terminalu."),
      ],
    },
    "48 hours in Warsaw between flights": {
      title: "48 godzin w Warszawie między lotami",
      excerpt:
        "Długa przesiadka na Lotnisku Chopina to okazja, by zobaczyć jedną z najbardziej zaskakujących stolic Europy.",
      body: [
        p(
          "Z Lotniska Chopina do centrum jedzie się pociągiem tylko dwadzieścia minut, więc nawet nocna przesiadka jest warta wycieczki do miasta. Pociągi SKM i Kolei Mazowieckich odjeżdżają ze stacji pod Terminalem A.",
        ),
        h("Dzień pierwszy: Stare Miasto i rzeka"),
        p(
          "Zacznij od placu Zamkowego i zgub się w odbudowanych uliczkach Starego Miasta, wpisanego na listę UNESCO i odtworzonego cegła po cegle po wojnie. Wieczorem dołącz do warszawiaków na bulwarach wiślanych.",
        ),
        h("Dzień drugi: muzea i bary mleczne"),
        p(
          "Muzeum Powstania Warszawskiego i POLIN, Muzeum Historii Żydów Polskich, zasługują na pół dnia każde. Na obiad wybierz bar mleczny: pierogi, pomidorowa i kompot w cenie lotniskowej kawy.",
        ),
        p(
          "Przed lotem kup butelkę wódki żytniej i pudełko śliwek w czekoladzie: dwie pamiątki, które poleca każdy warszawiak.",
        ),
        q("Warszawa nagradza ciekawskich podróżnych: każda fasada ma swoją historię."),
      ],
    },
    "Ten tips for a calmer long-haul flight": {
      title: "Dziesięć sposobów na spokojniejszy lot długodystansowy",
      excerpt:
        "Od słuchawek z redukcją szumów po właściwe miejsce w samolocie: drobne decyzje sprawiają, że dwunastogodzinny lot mija łatwiej.",
      body: [
        p(
          "Lot długodystansowy wcale nie musi kończyć się wyczerpaniem. O tym, jak go zniesiesz, w dużej mierze decydujesz jeszcze przed wejściem na pokład.",
        ),
        h("Przed lotem"),
        p(
          "Wybierz miejsce z dala od kuchni pokładowych i toalet, w dniach przed podróżą pij dużo wody, a zaraz po wejściu na pokład przestaw zegarek na czas obowiązujący w miejscu docelowym.",
        ),
        h("Na pokładzie"),
        p(
          "Słuchawki z redukcją szumów wyciszają buczenie silników, które męczy bardziej, niż się wydaje. Resztę załatwią poduszka pod szyję z pianki z pamięcią kształtu i jedwabna opaska na oczy. Co kilka godzin przejdź się wzdłuż kabiny i odmów sobie drugiego kieliszka wina.",
        ),
        p(
          "Spakuj małą kosmetyczkę z balsamem do ust, nawilżającą mgiełką i szczoteczką do zębów: dziesięć minut odświeżenia przed lądowaniem sprawia, że po przylocie czujesz się zupełnie inaczej.",
        ),
        q("Żadna wyższa klasa nie zastąpi dobrze przespanej nocy."),
      ],
    },
    "Gifts for the whisky lover who has everything": {
      title: "Prezenty dla miłośnika whisky, który ma już wszystko",
      excerpt:
        "Butelki dostępne wyłącznie na lotniskach, rzadkie wykończenia w beczkach i akcesoria, które do nich pasują.",
      body: [
        p(
          "Kupowanie whisky dla pasjonata to nie lada wyzwanie: butelki, o których słyszało się choćby raz, zapewne stoją już na jego półce. Twoją tajną bronią jest lotnisko, bo wiele destylarni wypuszcza niektóre edycje wyłącznie do sklepów wolnocłowych.",
        ),
        h("Zwróć uwagę na beczkę"),
        p(
          "Znana destylarnia w nieoczywistej beczce – po porto, rumie czy sherry – to wybór bezpieczny, a zarazem ekscytujący. Z etykiety dowiesz się, w jakiej beczce whisky zakończyła dojrzewanie.",
        ),
        h("Nie tylko butelka"),
        p(
          "Dodaj parę kieliszków degustacyjnych albo koniak z małej partii do porównania, a prezent zamieni się w cały wieczór degustacji.",
        ),
        q("Najlepszy prezent to whisky, której jeszcze nie próbował."),
      ],
    },
    "A beginner's guide to single malt Scotch": {
      title: "Szkocka single malt: przewodnik dla początkujących",
      excerpt: "Region, beczka i wiek: trzy rzeczy, od których zależy, co masz w kieliszku.",
      body: [
        p(
          "Szkocka single malt to whisky ze słodowanego jęczmienia, wytworzona w jednej destylarni w Szkocji. W tej prostej definicji mieści się ogromna różnorodność stylów.",
        ),
        h("Regiony"),
        p(
          "Speyside słynie z owocowych, eleganckich single maltów, Islay z torfowego dymu i morskiej bryzy, a Highlands ze wszystkiego pomiędzy. Region to jednak wskazówka, a nie reguła.",
        ),
        h("Beczki i wiek"),
        p(
          "Większość smaku whisky pochodzi z beczki. Beczki po bourbonie dają wanilię i kokos, a beczki po sherry suszone owoce i przyprawy. Wiek podany na etykiecie to wiek najmłodszej whisky w butelce.",
        ),
        h("Jak degustować"),
        p(
          "Najpierw powąchaj, potem weź mały łyk, a następnie dodaj kilka kropel wody i spróbuj ponownie. Woda wydobywa aromaty, które skrywa alkohol.",
        ),
        q("Nie ma złego sposobu na whisky, są tylko te, których jeszcze nie znasz."),
      ],
    },
    "Champagne, prosecco or cava?": {
      title: "Szampan, prosecco czy cava?",
      excerpt: "Trzy wina musujące, trzy metody, trzy zupełnie różne kieliszki.",
      body: [
        p("Wszystkie trzy musują, ale powstają inaczej i inaczej smakują."),
        h("Szampan"),
        p(
          "Powstaje w Szampanii metodą tradycyjną: druga fermentacja zachodzi w butelce, co daje drobne bąbelki i aromat maślanej bułki.",
        ),
        h("Prosecco"),
        p(
          "Z północno-wschodnich Włoch, wytwarzane głównie metodą zbiornikową, która zachowuje świeże nuty gruszki i jabłka. Pij je młode.",
        ),
        h("Cava"),
        p(
          "Hiszpańskie wino musujące metodą tradycyjną: bardziej wytrawne i cytrusowe niż prosecco, często w świetnej cenie.",
        ),
        q("Najlepsze bąbelki to te, którymi się dzielisz."),
      ],
    },
    "Gin beyond tonic": {
      title: "Gin nie tylko z tonikiem",
      excerpt: "Trzy proste koktajle z butelki kupionej na lotnisku.",
      body: [
        p("Dobry gin zasługuje na więcej niż odrobinę toniku. Te trzy klasyki wymagają tylko kilku składników."),
        h("Negroni"),
        p("Równe części ginu, czerwonego bittera i słodkiego wermutu, mieszane z lodem, z plasterkiem pomarańczy."),
        h("Tom Collins"),
        p("Gin, sok z cytryny, syrop cukrowy i woda gazowana: długi, orzeźwiający drink na letnie wieczory."),
        h("Martini"),
        p(
          "Bardzo zimny gin, odrobina wytrawnego wermutu, oliwka lub skórka cytryny. Mieszaj, nigdy nie wstrząsaj, jeśli ma być jedwabiste.",
        ),
        q("Odmierzaj starannie: klasyki nie wybaczają błędów."),
      ],
    },
    "Your in-flight skincare routine": {
      title: "Pielęgnacja skóry w czasie lotu",
      excerpt: "Powietrze w kabinie jest suchsze niż na pustyni. Oto jak wylądować z promienną skórą.",
      body: [
        p(
          "Wilgotność w kabinie samolotu często spada poniżej dwudziestu procent. Skóra to odczuwa, zwłaszcza w długich lotach.",
        ),
        h("Przed wejściem na pokład"),
        p(
          "Oczyść twarz, nałóż serum z kwasem hialuronowym i bogaty krem nawilżający. Zrezygnuj z ciężkiego makijażu: w kabinie szybciej wysycha.",
        ),
        h("W czasie lotu"),
        p(
          "Maska na noc działa na wysokości 10 000 metrów tak samo dobrze jak w łóżku. Często nakładaj balsam do ust i pij wodę zamiast kawy.",
        ),
        h("Po wylądowaniu"),
        p("Odśwież skórę łagodnym żelem myjącym i serum z witaminą C, które rozświetli zmęczoną cerę."),
        q("Wszystko poniżej 100 ml może lecieć z Tobą w kabinie."),
      ],
    },
  },
};
