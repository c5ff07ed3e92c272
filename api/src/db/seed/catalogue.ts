export interface SubcategorySeed {
  slug: string;
  name: string;
  description: string;
  /** Product lines the brands of this subcategory make: the name after the brand. */
  lines: string[];
  sizes: string[];
  /** Base USD price range. */
  price: [number, number];
  /** Sentences a product description is built from. */
  notes: string[];
}

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  adult: boolean;
  subcategories: SubcategorySeed[];
}

/** The category tree. Alcohol and tobacco are `adult`: the storefront shows them behind its age gate. */
export const CATEGORIES: CategorySeed[] = [
  {
    slug: "spirits",
    name: "Spirits",
    description: "Single malts, small-batch gins, aged rums and cognacs, many in travel-retail exclusive bottlings.",
    adult: true,
    subcategories: [
      {
        slug: "whisky", name: "Whisky", description: "Scotch single malts, blends, Irish and world whiskies.",
        lines: ["12 Year Old Single Malt", "18 Year Old Single Malt", "Sherry Cask Finish", "Peated Reserve", "Blended Scotch", "Port Cask Finish", "Double Wood", "Small Batch Bourbon", "Triple Distilled Irish", "Highland Cask Strength"],
        sizes: ["700 ml", "1 L", "500 ml"], price: [29, 320],
        notes: ["Notes of honey, vanilla and toasted oak with a long, gently smoky finish.", "Matured in hand-selected casks for a rich palate of dried fruit and spice.", "Best enjoyed neat or with a few drops of water to open up the aromas.", "A travel-retail exclusive bottling, not sold on the high street."],
      },
      {
        slug: "vodka", name: "Vodka", description: "Grain and potato vodkas, pure and flavoured.",
        lines: ["Premium Vodka", "Rye Vodka", "Potato Vodka", "Bison Grass Vodka", "Citrus Vodka", "Winter Wheat Vodka", "Gold Reserve"],
        sizes: ["700 ml", "1 L", "500 ml"], price: [15, 90],
        notes: ["Distilled five times and filtered through birch charcoal for a clean, crisp taste.", "Made from a single estate's grain with soft, slightly sweet notes.", "Serve ice-cold, straight from the freezer.", "A classic of the Baltic distilling tradition."],
      },
      {
        slug: "gin", name: "Gin", description: "London dry, botanical and flavoured gins.",
        lines: ["London Dry Gin", "Navy Strength Gin", "Pink Grapefruit Gin", "Botanical Gin", "Old Tom Gin", "Sloe Gin", "Citrus Blossom Gin"],
        sizes: ["700 ml", "1 L", "500 ml"], price: [22, 75],
        notes: ["Juniper-forward with bright citrus peel and a hint of pepper.", "Eleven botanicals, distilled in small copper pot stills.", "Perfect with tonic, a twist of lemon and plenty of ice.", "Bottled at full strength for a bolder martini."],
      },
      {
        slug: "rum", name: "Rum", description: "White, golden, dark and spiced rums from the Caribbean and beyond.",
        lines: ["Dark Rum", "Spiced Rum", "8 Year Old Rum", "White Rum", "Solera Reserve", "Overproof Rum"],
        sizes: ["700 ml", "1 L"], price: [18, 140],
        notes: ["Aged under the tropical sun for deep notes of molasses, banana and clove.", "Smooth enough to sip, bold enough for a classic daiquiri.", "Blended from pot- and column-still rums.", "Finished in ex-bourbon barrels."],
      },
      {
        slug: "cognac", name: "Cognac & Brandy", description: "VS, VSOP and XO cognacs, armagnacs and brandies.",
        lines: ["VS Cognac", "VSOP Cognac", "XO Cognac", "Napoleon Brandy", "Hors d'Âge Armagnac", "Fine Champagne VSOP"],
        sizes: ["700 ml", "1 L", "350 ml"], price: [35, 480],
        notes: ["Eaux-de-vie from the Grande and Petite Champagne crus, aged in Limousin oak.", "Aromas of candied orange, walnut and warm spice.", "Presented in a gift box, ready to give.", "A long, velvety finish with hints of cocoa."],
      },
      {
        slug: "liqueur", name: "Liqueurs", description: "Cream, herbal, fruit and coffee liqueurs.",
        lines: ["Irish Cream Liqueur", "Coffee Liqueur", "Amaretto", "Herbal Bitter", "Orange Liqueur", "Limoncello", "Salted Caramel Cream"],
        sizes: ["700 ml", "1 L", "500 ml"], price: [16, 60],
        notes: ["Lusciously smooth; pour over ice or into your coffee.", "Made to a family recipe of herbs, roots and citrus peel.", "Sweet almond and apricot kernel with a warming finish.", "A dessert in a glass."],
      },
    ],
  },
  {
    slug: "wine-champagne",
    name: "Wine & Champagne",
    description: "Grand cru champagnes, old-world reds and crisp whites chosen by our sommeliers.",
    adult: true,
    subcategories: [
      {
        slug: "red-wine", name: "Red Wine", description: "From Bordeaux and Rioja to Barossa and Mendoza.",
        lines: ["Bordeaux Supérieur", "Rioja Reserva", "Malbec", "Pinot Noir", "Shiraz", "Chianti Classico", "Cabernet Sauvignon", "Primitivo"],
        sizes: ["750 ml", "1.5 L"], price: [12, 180],
        notes: ["Ripe black fruit, soft tannins and a touch of vanilla from oak ageing.", "Pairs beautifully with roast lamb and aged cheeses.", "Decant for an hour to let it breathe.", "From old vines on limestone slopes."],
      },
      {
        slug: "white-wine", name: "White Wine", description: "Crisp, mineral and aromatic whites.",
        lines: ["Sauvignon Blanc", "Chablis", "Riesling Kabinett", "Pinot Grigio", "Albariño", "Chardonnay", "Grüner Veltliner"],
        sizes: ["750 ml"], price: [11, 90],
        notes: ["Zesty citrus and green apple with a saline, mineral finish.", "Serve chilled with seafood or a summer salad.", "Fermented in stainless steel to keep its freshness.", "A rounder style with notes of peach and brioche."],
      },
      {
        slug: "rose-wine", name: "Rosé Wine", description: "Pale Provence rosés and fruity blush wines.",
        lines: ["Côtes de Provence Rosé", "Rosé de Loire", "Grenache Rosé", "Sparkling Rosé"],
        sizes: ["750 ml", "1.5 L"], price: [14, 65],
        notes: ["Delicate strawberry and white peach, dry and refreshing.", "The colour of a summer evening.", "Best enjoyed well chilled, outdoors."],
      },
      {
        slug: "champagne", name: "Champagne", description: "Brut, rosé and vintage champagnes.",
        lines: ["Brut Champagne", "Rosé Champagne", "Blanc de Blancs", "Vintage Brut", "Extra Brut", "Demi-Sec"],
        sizes: ["750 ml", "1.5 L", "375 ml"], price: [38, 260],
        notes: ["Fine, persistent bubbles with notes of brioche and citrus.", "Aged on its lees for at least three years in chalk cellars.", "The toast to every journey.", "Comes in a travel-friendly gift box."],
      },
      {
        slug: "sparkling-wine", name: "Sparkling Wine", description: "Prosecco, cava, crémant and more.",
        lines: ["Prosecco Superiore", "Cava Brut", "Crémant de Loire", "Franciacorta", "English Sparkling Brut"],
        sizes: ["750 ml", "200 ml"], price: [10, 55],
        notes: ["Light and lively with pear and acacia blossom.", "Made in the traditional method.", "An easy-going sparkler for any celebration."],
      },
    ],
  },
  {
    slug: "tobacco",
    name: "Tobacco",
    description: "Cigarettes, cigars and pipe tobacco. For adults only; import allowances apply.",
    adult: true,
    subcategories: [
      {
        slug: "cigarettes", name: "Cigarettes", description: "Cartons of 200 at travel-retail prices.",
        lines: ["Original Red", "Gold Selection", "Blue Superslims", "Menthol Fresh", "Silver Compact"],
        sizes: ["200 sticks", "10 x 20"], price: [38, 95],
        notes: ["A carton of ten packs.", "Check the import allowance of your destination before you buy.", "Smoking seriously harms you and others around you."],
      },
      {
        slug: "cigars", name: "Cigars", description: "Hand-rolled cigars and cigarillos.",
        lines: ["Robusto", "Corona", "Churchill", "Petit Corona Tin", "Cigarillos Aromatic"],
        sizes: ["5 pieces", "10 pieces", "20 pieces", "25 pieces"], price: [25, 450],
        notes: ["Hand-rolled with long-filler tobacco and a silky wrapper.", "Notes of cedar, leather and roasted coffee.", "Smoking seriously harms you and others around you."],
      },
      {
        slug: "pipe-tobacco", name: "Pipe & Rolling Tobacco", description: "Pipe blends and fine-cut rolling tobacco.",
        lines: ["Virginia Flake", "Aromatic Pipe Blend", "Fine Cut Rolling Tobacco", "Cavendish Mixture"],
        sizes: ["50 g", "100 g", "5 x 50 g"], price: [12, 110],
        notes: ["A slow-burning, naturally sweet blend.", "Cut from sun-cured leaf.", "Smoking seriously harms you and others around you."],
      },
    ],
  },
  {
    slug: "fragrances",
    name: "Fragrances",
    description: "Eaux de parfum, eaux de toilette and travel-size sets for her, for him and for everyone.",
    adult: false,
    subcategories: [
      {
        slug: "womens-fragrances", name: "Women's Fragrances", description: "Florals, orientals and fresh scents for her.",
        lines: ["Rose Absolue Eau de Parfum", "Jasmine Noir Eau de Parfum", "Fleur de Soie Eau de Toilette", "Vanilla Orchid Parfum", "Citrus Bloom Eau de Toilette", "Midnight Iris Eau de Parfum"],
        sizes: ["30 ml", "50 ml", "100 ml"], price: [39, 240],
        notes: ["Top notes of bergamot and pink pepper over a heart of rose and a base of musk.", "A luminous floral that lasts from take-off to landing.", "Comes in a refillable bottle.", "Exclusive to travel retail in this size."],
      },
      {
        slug: "mens-fragrances", name: "Men's Fragrances", description: "Woody, aromatic and aquatic scents for him.",
        lines: ["Cedar & Vetiver Eau de Parfum", "Oceanic Eau de Toilette", "Black Leather Parfum", "Sport Fresh Eau de Toilette", "Amber Wood Eau de Parfum", "Aftershave Balm"],
        sizes: ["50 ml", "100 ml", "150 ml"], price: [35, 210],
        notes: ["Fresh grapefruit and lavender over warm cedar and tonka bean.", "A modern classic with excellent lasting power.", "Bold, woody and unmistakable.", "Exclusive to travel retail in this size."],
      },
      {
        slug: "unisex-fragrances", name: "Unisex Fragrances", description: "Niche scents to share.",
        lines: ["Oud Eau de Parfum", "White Tea Cologne", "Fig Leaf Eau de Toilette", "Santal Eau de Parfum", "Travel Discovery Set"],
        sizes: ["50 ml", "100 ml", "5 x 10 ml"], price: [45, 290],
        notes: ["A quiet, skin-like scent of sandalwood and iris.", "Crafted in Grasse from natural absolutes.", "A discovery set of five minis, ideal for your carry-on."],
      },
    ],
  },
  {
    slug: "cosmetics-skincare",
    name: "Cosmetics & Skincare",
    description: "Serums, creams, make-up and sun care, including sets you will only find at the airport.",
    adult: false,
    subcategories: [
      {
        slug: "skincare", name: "Skincare", description: "Serums, moisturisers and masks.",
        lines: ["Hyaluronic Serum", "Night Repair Cream", "Vitamin C Brightening Serum", "Hydrating Day Cream SPF 20", "Eye Contour Gel", "Overnight Sleeping Mask", "Gentle Cleansing Foam"],
        sizes: ["30 ml", "50 ml", "75 ml", "100 ml"], price: [18, 160],
        notes: ["Dermatologically tested and suitable for sensitive skin.", "Restores moisture after a long-haul flight.", "Fragrance-free formula with ceramides and niacinamide.", "In a cabin-friendly size under 100 ml."],
      },
      {
        slug: "makeup", name: "Make-up", description: "Lipsticks, mascaras, foundations and palettes.",
        lines: ["Velvet Matte Lipstick", "Volume Mascara", "Luminous Foundation", "Eyeshadow Palette", "Blush Duo", "Brow Definer", "Lip Gloss Trio"],
        sizes: ["3.5 g", "8 ml", "30 ml", "12 g"], price: [14, 85],
        notes: ["Long-wearing, transfer-resistant colour.", "A travel-retail exclusive set of best-sellers.", "Buildable coverage with a natural finish.", "Vegan and cruelty-free."],
      },
      {
        slug: "suncare", name: "Sun Care", description: "Sunscreens and after-sun for your holiday.",
        lines: ["Sun Protection Lotion SPF 50", "Sun Mist SPF 30", "After-Sun Soothing Gel", "Tinted Face Sunscreen SPF 50"],
        sizes: ["50 ml", "100 ml", "200 ml"], price: [12, 48],
        notes: ["Broad-spectrum UVA/UVB protection, water resistant.", "Light, non-greasy texture.", "Ocean-friendly formula."],
      },
    ],
  },
  {
    slug: "confectionery",
    name: "Confectionery",
    description: "Chocolate, sweets and biscuits: the classic last-minute gift.",
    adult: false,
    subcategories: [
      {
        slug: "chocolate", name: "Chocolate", description: "Pralines, bars and truffles.",
        lines: ["Milk Chocolate Pralines", "Dark Chocolate 70%", "Hazelnut Truffles", "Assorted Chocolate Collection", "Sea Salt Caramel Bar", "Marzipan Chocolates", "Plum in Chocolate"],
        sizes: ["100 g", "250 g", "400 g", "1 kg"], price: [5, 65],
        notes: ["Made with sustainably sourced cocoa.", "A generous gift box for sharing.", "Contains milk and nuts.", "Travel-retail exclusive pack."],
      },
      {
        slug: "sweets", name: "Sweets & Candy", description: "Fruit gums, toffees and lollies.",
        lines: ["Fruit Gums", "Butter Toffees", "Liquorice Allsorts", "Sour Fizz Mix", "Travel Tin Fruit Drops", "Mint Imperials"],
        sizes: ["150 g", "300 g", "1 kg"], price: [4, 25],
        notes: ["Made with real fruit juice.", "Keeps the kids happy at 35,000 feet.", "In a resealable travel tin."],
      },
      {
        slug: "biscuits-snacks", name: "Biscuits & Snacks", description: "Shortbread, wafers and savoury snacks.",
        lines: ["All-Butter Shortbread", "Gingerbread Hearts", "Chocolate Wafers", "Salted Almonds", "Cheese Crackers"],
        sizes: ["150 g", "250 g", "500 g"], price: [4, 30],
        notes: ["Baked to a traditional recipe.", "A taste of home to take away.", "Contains gluten."],
      },
    ],
  },
  {
    slug: "fashion-accessories",
    name: "Fashion & Accessories",
    description: "Sunglasses, watches, leather goods and jewellery for the journey and beyond.",
    adult: false,
    subcategories: [
      {
        slug: "sunglasses", name: "Sunglasses", description: "Polarised and classic frames.",
        lines: ["Aviator Sunglasses", "Round Polarised Sunglasses", "Wayfarer Sunglasses", "Sport Wrap Sunglasses", "Cat-Eye Sunglasses"],
        sizes: ["One size"], price: [45, 320],
        notes: ["Polarised lenses with full UV400 protection.", "Comes with a hard case and cleaning cloth.", "Lightweight acetate frame."],
      },
      {
        slug: "watches", name: "Watches", description: "Automatic, quartz and smart watches.",
        lines: ["Automatic Diver Watch", "Chronograph Watch", "Minimalist Quartz Watch", "Pilot Watch", "GMT Travel Watch"],
        sizes: ["38 mm", "40 mm", "42 mm"], price: [120, 2400],
        notes: ["Sapphire crystal and 100 m water resistance.", "A second time zone for the frequent flyer.", "Swiss movement, two-year international warranty."],
      },
      {
        slug: "bags-leather-goods", name: "Bags & Leather Goods", description: "Wallets, weekenders and passport covers.",
        lines: ["Leather Passport Cover", "Bifold Wallet", "Weekender Bag", "Crossbody Bag", "Card Holder", "Travel Document Organiser"],
        sizes: ["One size"], price: [25, 650],
        notes: ["Full-grain leather that ages beautifully.", "RFID-blocking lining.", "Fits under the seat in front of you."],
      },
      {
        slug: "jewellery", name: "Jewellery", description: "Amber, silver and gold pieces.",
        lines: ["Baltic Amber Pendant", "Sterling Silver Bracelet", "Gold Hoop Earrings", "Pearl Stud Earrings", "Charm Necklace"],
        sizes: ["One size"], price: [29, 890],
        notes: ["Hand-finished by local artisans.", "Presented in a gift pouch.", "Hypoallergenic and nickel-free."],
      },
    ],
  },
  {
    slug: "electronics-travel",
    name: "Electronics & Travel Essentials",
    description: "Headphones, chargers and the little things that make a journey easier.",
    adult: false,
    subcategories: [
      {
        slug: "headphones", name: "Headphones", description: "Noise-cancelling headphones and earbuds.",
        lines: ["Noise-Cancelling Headphones", "True Wireless Earbuds", "Sport Earbuds", "Over-Ear Studio Headphones"],
        sizes: ["One size"], price: [49, 420],
        notes: ["Active noise cancelling quietens the cabin hum.", "Up to 30 hours of battery life.", "Includes an in-flight adapter."],
      },
      {
        slug: "chargers-power", name: "Chargers & Power Banks", description: "Power banks, cables and adapters.",
        lines: ["10,000 mAh Power Bank", "20,000 mAh Power Bank", "Universal Travel Adapter", "65 W GaN Charger", "Braided USB-C Cable"],
        sizes: ["One size"], price: [15, 110],
        notes: ["Approved for carry-on luggage.", "Works in more than 150 countries.", "Charges a phone and a laptop at the same time."],
      },
      {
        slug: "travel-essentials", name: "Travel Essentials", description: "Pillows, locks, bottles and organisers.",
        lines: ["Memory Foam Neck Pillow", "TSA Luggage Lock", "Collapsible Water Bottle", "Packing Cubes Set", "Silk Sleep Mask", "Digital Luggage Scale"],
        sizes: ["One size"], price: [9, 70],
        notes: ["Folds flat to save space in your bag.", "Designed by frequent flyers.", "Machine-washable cover."],
      },
    ],
  },
];

export interface BrandSeed {
  name: string;
  country: string;
  description: string;
  /** The subcategories this brand makes products in. */
  subcategories: string[];
}

/** Fictional brands (any likeness to a real one is a coincidence), each with what it makes. */
export const BRANDS: BrandSeed[] = [
  { name: "Glen Corran", country: "Scotland", description: "A Speyside distillery founded in 1824, known for sherry-matured single malts.", subcategories: ["whisky"] },
  { name: "Highland Crest", country: "Scotland", description: "Rich, peated whiskies from the far north-west of the Highlands.", subcategories: ["whisky"] },
  { name: "Kilbride & Sons", country: "Ireland", description: "Triple-distilled Irish whiskey and cream liqueurs from a family distillery in County Cork.", subcategories: ["whisky", "liqueur"] },
  { name: "Old Frontier", country: "United States", description: "Kentucky bourbon and rye, aged in new charred American oak.", subcategories: ["whisky"] },
  { name: "Vistula Reserve", country: "Poland", description: "Rye and potato vodkas distilled on the banks of the Vistula.", subcategories: ["vodka", "liqueur"] },
  { name: "Baltic Frost", country: "Poland", description: "Crisp, modern vodkas filtered through birch charcoal.", subcategories: ["vodka"] },
  { name: "Nordhavn", country: "Denmark", description: "Nordic spirits and aquavits from the Copenhagen harbour.", subcategories: ["vodka", "gin"] },
  { name: "Juniper & Fox", country: "England", description: "A London micro-distillery making gins with foraged botanicals.", subcategories: ["gin"] },
  { name: "Thames Botanicals", country: "England", description: "Classic London dry gins since 1769.", subcategories: ["gin", "liqueur"] },
  { name: "Old Harbour", country: "Jamaica", description: "Pot-still rums full of tropical character.", subcategories: ["rum"] },
  { name: "Casa Caribeña", country: "Dominican Republic", description: "Solera-aged rums, smooth and sweet.", subcategories: ["rum"] },
  { name: "Maison Delacroix", country: "France", description: "A cognac house in Jarnac, blending eaux-de-vie for five generations.", subcategories: ["cognac"] },
  { name: "Château d'Aubrac", country: "France", description: "Armagnacs and brandies from Gascony.", subcategories: ["cognac", "red-wine"] },
  { name: "Amaretti Rossi", country: "Italy", description: "Italian liqueurs from a Saronno family recipe.", subcategories: ["liqueur", "biscuits-snacks"] },
  { name: "Château Belle-Rive", country: "France", description: "A Bordeaux estate on the right bank of the Dordogne.", subcategories: ["red-wine", "white-wine"] },
  { name: "Bodegas del Sol", country: "Spain", description: "Riojas and cavas from old Tempranillo vineyards.", subcategories: ["red-wine", "sparkling-wine", "rose-wine"] },
  { name: "Domaine Laurent", country: "France", description: "Burgundy and Loire wines from a family domaine.", subcategories: ["white-wine", "red-wine", "rose-wine", "sparkling-wine"] },
  { name: "Southern Cross Vineyards", country: "Australia", description: "Sun-ripened Shiraz and Chardonnay from the Barossa.", subcategories: ["red-wine", "white-wine"] },
  { name: "Maison Aurelle", country: "France", description: "A Champagne house in Épernay famous for its Blanc de Blancs.", subcategories: ["champagne"] },
  { name: "Veuve Marchand", country: "France", description: "Grower champagnes from the Montagne de Reims.", subcategories: ["champagne"] },
  { name: "Valdobbia", country: "Italy", description: "Prosecco Superiore from the steep hills of Valdobbiadene.", subcategories: ["sparkling-wine", "white-wine"] },
  { name: "Carrington", country: "United Kingdom", description: "Cigarettes made to a traditional Virginia blend.", subcategories: ["cigarettes"] },
  { name: "Meridian Tobacco", country: "Germany", description: "Cigarettes and fine-cut tobaccos.", subcategories: ["cigarettes", "pipe-tobacco"] },
  { name: "Casa Habana", country: "Cuba", description: "Hand-rolled cigars from the Vuelta Abajo.", subcategories: ["cigars"] },
  { name: "Dunmore Pipe Co.", country: "Ireland", description: "Pipe blends and cigars for the connoisseur.", subcategories: ["pipe-tobacco", "cigars"] },
  { name: "Maison Céleste", country: "France", description: "Parisian haute parfumerie since 1921.", subcategories: ["womens-fragrances", "mens-fragrances", "makeup"] },
  { name: "Atelier Noir", country: "France", description: "Niche fragrances composed in Grasse.", subcategories: ["unisex-fragrances", "mens-fragrances"] },
  { name: "Chantal Rose", country: "France", description: "Romantic florals and the beauty essentials to match.", subcategories: ["womens-fragrances", "makeup", "skincare"] },
  { name: "Verdana Parfums", country: "Italy", description: "Mediterranean citrus fragrances from the Amalfi coast.", subcategories: ["womens-fragrances", "mens-fragrances", "unisex-fragrances"] },
  { name: "Hugo Lindqvist", country: "Sweden", description: "Clean Scandinavian scents and grooming for men.", subcategories: ["mens-fragrances", "skincare"] },
  { name: "Oudh Royale", country: "United Arab Emirates", description: "Oud and amber perfumery from Dubai.", subcategories: ["unisex-fragrances", "womens-fragrances"] },
  { name: "Lumière Skin", country: "France", description: "Pharmacy-grade skincare for sensitive skin.", subcategories: ["skincare", "suncare"] },
  { name: "Nordic Dew", country: "Finland", description: "Arctic-botanical skincare with birch sap and cloudberry.", subcategories: ["skincare"] },
  { name: "Kaya Botanics", country: "South Korea", description: "Korean skincare rituals in ten steps or fewer.", subcategories: ["skincare", "makeup"] },
  { name: "Solea", country: "Spain", description: "Sun care made for Mediterranean summers.", subcategories: ["suncare"] },
  { name: "Alpine Chocolatiers", country: "Switzerland", description: "Swiss chocolate made with Alpine milk since 1899.", subcategories: ["chocolate"] },
  { name: "Cocoa & Co.", country: "Belgium", description: "Brussels pralines and truffles, hand-made daily.", subcategories: ["chocolate", "biscuits-snacks"] },
  { name: "Baltic Amber Sweets", country: "Poland", description: "Polish confectionery classics: plums in chocolate and fudge.", subcategories: ["chocolate", "sweets"] },
  { name: "Kingsley's", country: "United Kingdom", description: "British toffees, fruit gums and shortbread.", subcategories: ["sweets", "biscuits-snacks"] },
  { name: "Aviator Atelier", country: "Italy", description: "Italian-made sunglasses and leather goods for travellers.", subcategories: ["sunglasses", "bags-leather-goods"] },
  { name: "Marlowe London", country: "United Kingdom", description: "Heritage leather goods and silk accessories.", subcategories: ["bags-leather-goods", "jewellery"] },
  { name: "Linen Road", country: "Portugal", description: "Relaxed travel accessories in natural materials.", subcategories: ["bags-leather-goods", "travel-essentials"] },
  { name: "Helvetia Time", country: "Switzerland", description: "Swiss watches, automatic and quartz.", subcategories: ["watches"] },
  { name: "Meridian Watch Co.", country: "Germany", description: "Pilot and GMT watches built in Glashütte.", subcategories: ["watches"] },
  { name: "Amberlight", country: "Poland", description: "Baltic amber jewellery set in sterling silver.", subcategories: ["jewellery"] },
  { name: "SoundVoyage", country: "Denmark", description: "Headphones tuned for the cabin.", subcategories: ["headphones"] },
  { name: "Voltix", country: "Taiwan", description: "Fast chargers and power banks.", subcategories: ["chargers-power", "headphones"] },
  { name: "Nomad Gear", country: "United States", description: "Travel gadgets that fit in a pocket.", subcategories: ["chargers-power", "travel-essentials"] },
  { name: "CloudRest", country: "Netherlands", description: "Sleep and comfort for long-haul flights.", subcategories: ["travel-essentials"] },
];
