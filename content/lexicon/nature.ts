import type { SymbolEntry } from "./types";

export const nature: SymbolEntry[] = [
  {
    name: "water", forms: "waters|submerged|wet|soaked", theme: "water", sense: { excludes: ["water bottle", "water bill", "water heater", "water fountain", "drinking water", "glass of water", "bottle of water", "cup of water", "hot water", "in hot water", "water under the bridge", "fish out of water", "watered down", "wet paint", "wet blanket", "wet my pants", "wet the bed", "wet myself", "water polo", "water gun", "water pistol", "water balloon", "water balloons", "water park", "soaked up", "soak up"] },
    meaning: { jung: "the unconscious itself, deep and alive", freud: "the amniotic origin and emotional flood", everyday: "your emotional state: calm, murky, or overwhelming" },
    in: {
      threatens: { jung: "the unconscious rising over the ego's banks", freud: "emotional flood and engulfment", everyday: "feeling overwhelmed by emotion or events" },
      helps: { jung: "the living water that cleanses and renews", everyday: "emotional relief and renewal" },
      mastered: { jung: "the ego moving freely in the waters of the unconscious", everyday: "handling your emotions with confidence" },
      fled: { jung: "the ego keeping its distance from the depths", everyday: "avoiding feelings you are afraid of" },
    },
  },
  {
    name: "ocean", forms: "sea|seas|oceans|waves|wave|tide|tides|surf", theme: "water", sense: { pos: "noun", excludes: ["wave goodbye", "heat wave", "new wave", "brain waves", "brain wave", "radio waves", "sound waves", "wave my hand", "wave his hand", "wave her hand", "waves his hand", "waves her hand", "waves goodbye", "make waves", "sea of people", "sea of faces", "sea sick", "seasick", "sea shell", "seashell", "sea shells", "seashells", "tide me over", "turn the tide", "the tide turned", "surf the web", "surf the net", "surfing the web", "surfing the internet", "channel surfing", "wave at", "waves at", "waved at"] },
    meaning: { jung: "the vast collective unconscious", freud: "the boundless maternal element", everyday: "big emotions or something beyond your control" },
    in: {
      threatens: { jung: "the vast unconscious surging over the ego", freud: "the boundless maternal element that swallows", everyday: "emotions or events too big to manage" },
      mastered: { jung: "the ego sailing or swimming the great sea", everyday: "confidence facing big emotions or changes" },
    },
  },
  {
    name: "river", forms: "rivers|stream|streams|creek|brook|undercurrent|riptide|rip current|rapids|waterfall|waterfalls|river bank|riverbank|river bed|riverbed|canal", theme: "water", sense: { excludes: ["stream of consciousness", "stream of people", "stream of traffic", "stream of cars", "stream of thought", "stream of light", "live stream", "livestream", "streaming", "mainstream"] },
    meaning: { jung: "the flow of life and psychic energy", freud: "the passage of time and desire", everyday: "going with the flow or resisting it" },
    in: {
      threatens: { jung: "the current of life sweeping the ego along", everyday: "events moving too fast for you" },
      mastered: { jung: "the ego going with the flow or crossing it", everyday: "riding change instead of fighting it" },
    },
  },
  { name: "lake", forms: "lakes|lagoon|reservoir", theme: "water", meaning: { jung: "a still mirror of the unconscious", freud: "quiet depths hiding a wish", everyday: "calm reflection or hidden depths" } },
  {
    name: "flood", forms: "floods|flooding|flooded|tsunami|tidal wave", theme: "water", salience: 2, sense: { excludes: ["flooded with", "flooded with light", "flood of memories", "flood of calls", "floodlights", "flood lights", "the floodgates", "in floods of tears"] },
    meaning: { jung: "the unconscious overflowing the ego's banks", freud: "a surge of repressed emotion", everyday: "feeling overwhelmed by events" },
    in: {
      threatens: { jung: "the unconscious overflowing and swamping the ego", freud: "a surge of repressed emotion", everyday: "being overwhelmed by demands or feelings" },
      mastered: { jung: "the ego keeping its head above the rising waters", everyday: "coping well with an overwhelming period" },
      fled: { jung: "the ego reaching higher ground above the flood", everyday: "getting distance from a crisis" },
    },
  },
  { name: "rain", forms: "rains|raining|rained|rainy|drizzle|drizzling|downpour|pouring rain|rainstorm|rain drops|raindrops|puddle|puddles|monsoon", sense: { excludes: ["rain check", "raincheck", "take a rain check", "rain on my parade", "rained on my parade", "make it rain", "rainy day fund", "saving for a rainy day", "right as rain", "brainstorm", "rain coat", "raincoat", "rain boots", "rainbow", "rainforest", "rain forest"] }, meaning: { jung: "emotional release and cleansing, or a brewing conflict", freud: "a discharge of built-up tension", everyday: "mood, trouble on the way, or a fresh start" } },
  {
    name: "snow", forms: "snowing|snowed|snowy|blizzard|winter|snowflake|snowflakes|snowfall|snowman|snowmen|snowball|snowballs|snowstorm|snow drift|snowdrift|sleet|avalanche", sense: { excludes: ["snow white", "snowed under", "snowed in by work", "snow tires", "winter coat", "winter jacket", "winter break", "winter olympics", "frost bite"] },
    meaning: { jung: "feelings that have frozen and wait for thaw", freud: "coldness and emotional distance", everyday: "stillness, isolation, or a fresh blank slate" },
    in: {
      threatens: { jung: "a frozen feeling burying the ego", everyday: "isolation or coldness around you" },
      helps: { jung: "the clean blank page of a new beginning", everyday: "a fresh start and quiet" },
    },
  },
  {
    name: "fire", forms: "fires|flame|flames|burning|burned|burnt|burn|blaze|smoke", theme: "fire", salience: 1, sense: { pos: "noun", excludes: ["sniper fires", "fires at", "fires a", "fires his", "fired a shot", "fires shots", "opened fire", "open fire", "gun fire", "gunfire", "fire the gun", "fire at me", "open fire", "opened fire", "ceasefire", "cease fire", "fire them", "fire you", "fire everyone", "fire truck", "fire trucks", "fire engine", "fire department", "fire station", "fire escape", "fire alarm", "fire drill", "fire exit", "fire extinguisher", "fire hydrant", "fire fighter", "fire fighters", "under fire", "line of fire", "fire away", "ceased fire", "crossfire", "cross fire", "friendly fire", "rapid fire", "rapid-fire", "fire back", "fired back", "smoke weed", "smoke pot", "smoke cigarettes", "smoke a cigarette", "smoke a joint", "smoke break", "smoke and mirrors", "burning question", "burning desire", "money to burn", "burn the midnight oil", "burned the midnight oil", "burning sensation", "burn a cd", "burned a cd", "burned a dvd", "burn a dvd", "sun burn", "sunburn", "heartburn", "fire pit", "blaze of glory", "trail blazer", "trailblazer", "ashes to ashes", "flame war", "fire a gun", "fire a shot", "fire a weapon", "fire the weapon", "fire at", "fire him", "fired up", "fire up", "burn out", "burned out", "burnt out"] },
    meaning: { jung: "transformation and the purifying passion", freud: "passion, anger, and desire that consumes", everyday: "anger, urgency, or something being destroyed" },
    in: {
      threatens: { jung: "passion or rage consuming the structure of the self", freud: "desire or anger burning out of control", everyday: "anger, conflict, or a situation getting out of hand" },
      helps: { jung: "the warm hearth fire at the centre of the self", everyday: "warmth, comfort and inspiration" },
      mastered: { jung: "the ego tending the fire of transformation", freud: "passion channelled and controlled", everyday: "using your energy and drive constructively" },
      fled: { jung: "the ego escaping a transformation it fears", everyday: "getting out of a heated situation" },
      broken: { jung: "the fire dying: passion or vitality going out", everyday: "loss of motivation or a relationship cooling" },
    },
  },
  {
    name: "sun", forms: "sunshine|sunlight|sunny|sunset|sunrise|dawn", sense: { excludes: ["sun roof", "sunroof", "sun glasses", "sunglasses", "sun block", "sunblock", "sun screen", "sunscreen", "under the sun", "place in the sun", "sun tan", "suntan", "sunny side up", "dawn on me", "dawned on me", "it dawned on me", "it dawns on me", "sunset boulevard", "sunset strip"] },
    meaning: { jung: "consciousness and the light of the Self", freud: "the radiant father", everyday: "optimism, clarity, and energy" },
    in: {
      helps: { jung: "the light of the Self warming the ego", everyday: "optimism and energy returning" },
      lost: { jung: "consciousness eclipsed", everyday: "a loss of hope or clarity" },
    },
  },
  { name: "moon", forms: "moonlight|full moon|crescent", sense: { excludes: ["over the moon", "once in a blue moon", "honeymoon", "moon pie", "moonlighting", "promised the moon", "promise the moon", "ask for the moon"] }, meaning: { jung: "the feminine, cyclical, and reflective psyche", freud: "the mother and nocturnal desire", everyday: "intuition, moods, or mystery" } },
  { name: "night", forms: "nighttime|midnight|dark|darkness|evening", salience: -2, sense: { excludes: ["dark hair", "dark haired", "dark-haired", "dark skin", "dark skinned", "dark-skinned", "dark blue", "dark green", "dark red", "dark brown", "dark eyes", "dark colored", "dark coloured", "dark purple", "dark grey", "dark gray", "dark suit", "dark glasses", "dark chocolate", "dark complexion", "dark horse", "in the dark about", "kept in the dark", "left in the dark", "dark humor", "dark humour", "good evening", "evening gown", "evening dress", "night stand", "nightstand", "night table", "night light", "nightlight", "night gown", "nightgown", "night shift", "night club", "nightclub", "good night", "goodnight", "night owl", "last night's", "the other night", "evening out", "evened out"] }, meaning: { jung: "the unconscious and what cannot yet be seen", freud: "hidden wishes that avoid daylight", everyday: "uncertainty, fear, or rest" } },
  {
    name: "light", forms: "lights|glow|glowing|bright|brightness|shining|shone", salience: -2, sense: { pos: "noun", excludes: ["light blue", "light green", "light brown", "light pink", "light purple", "light grey", "light gray", "light yellow", "light colored", "light coloured", "light skinned", "light-skinned", "light complected", "light complexion", "light weight", "lightweight", "light as a feather", "light breakfast", "light lunch", "light meal", "light snack", "light rain", "light snow", "light jacket", "light sweater", "light sleeper", "to light", "traffic light", "traffic lights", "red light", "green light", "yellow light", "stop light", "stoplight", "came to light", "come to light", "in light of", "make light of", "light switch", "light bulb", "lightbulb", "light fixture", "travel light", "bright eyes", "bright red", "bright blue", "bright yellow", "bright green", "bright orange", "bright pink", "bright purple", "bright white", "bright colors", "bright colours", "bright colored", "bright coloured", "bright idea", "bright student", "bright kid", "bright side", "look on the bright side", "bright future", "bright and early", "shining example", "knight in shining armor", "knight in shining armour", "glowing review", "glowing reviews", "glowing skin", "light a candle", "light a cigarette", "light the candle", "light the candles", "light the stove", "light a match", "light the match", "light it", "light up", "lit up"] },
    meaning: { jung: "illumination and new consciousness", freud: "revelation of what was hidden", everyday: "clarity, hope, or understanding" },
    in: {
      lost: { jung: "consciousness dimming, the ego left in darkness", everyday: "losing hope, clarity or direction" },
      found: { jung: "new awareness dawning", everyday: "clarity and understanding arriving" },
      broken: { jung: "a light of awareness that fails", everyday: "feeling unable to see your way" },
    },
  },
  {
    name: "tree", forms: "trees|oak|pine|branch|branches|roots|root|tree trunk|tree trunks|tree house|treehouse|willow|maple|birch|palm tree|palm trees|christmas tree|woods full of trees", sense: { excludes: ["bank branch", "branch office", "branch of the", "branch of government", "olive branch", "family tree", "root canal", "root beer", "grass roots", "grassroots", "square root", "pine nuts", "barking up the wrong tree", "pine sol", "pine-sol", "branch out", "branched out", "branching out"] },
    meaning: { jung: "the growth of the Self, rooted and reaching", freud: "the family tree and lineage", everyday: "growth, stability, and connection to origins" },
    in: {
      mastered: { jung: "the ego climbing toward the Self", everyday: "working your way up toward a goal" },
      broken: { jung: "the growth of the self cut down or uprooted", freud: "a threat to the family line", everyday: "a setback in growth, or an uprooting change" },
    },
  },
  { name: "flower", forms: "flowers|rose|roses|tulip|lily|daisy|blossom|blossoms|bouquet", sense: { excludes: ["rose from", "rose above", "sun rose", "the sun rose", "rose slowly", "rose quickly", "rose into", "rose over", "prices rose", "rose again", "rose colored glasses", "rose-colored glasses", "rose-tinted", "rose to his feet", "rose to her feet", "rose to my feet", "rose petals", "blossomed into", "blossoming friendship", "lily pad", "rose up", "rose out"] }, meaning: { jung: "the unfolding of the psyche's beauty", freud: "sexuality and its bloom", everyday: "beauty, appreciation, or a gift" } },
  { name: "plant", forms: "plants|grass|weeds|vine|vines|bush|bushes|leaves|leaf|seeds|seed", sense: { pos: "noun", excludes: ["power plant", "nuclear plant", "nuclear power plant", "chemical plant", "manufacturing plant", "processing plant", "treatment plant", "bottling plant", "planted", "leaves without", "leaves after", "leaves early", "she leaves", "he leaves", "it leaves", "that leaves", "which leaves", "this leaves", "sick leave", "maternity leave", "bush league", "beat around the bush", "seed money", "seeded", "top seed", "number one seed", "turn over a new leaf", "vine ripe", "grapevine", "through the grapevine", "grass is greener", "snake in the grass", "leaves a note", "leaves a message", "plant a tree", "plant the seeds", "plant a garden", "plant the garden", "plant a seed", "plant the tree", "plant my", "plant his", "leaves him", "leaves his", "leaves my"] }, meaning: { jung: "organic growth from small beginnings", freud: "fertility and what grows unbidden", everyday: "nurture, growth, or neglect" } },
  {
    name: "earthquake", forms: "earthquakes|quake|tremor|ground shaking|ground shook", theme: "disaster", salience: 2, sense: { excludes: ["earth-shattering news", "earthquake drill"] },
    meaning: { jung: "the foundation of the self shaken", freud: "a sudden eruption from below", everyday: "instability or upheaval in waking life" },
    in: {
      threatens: { jung: "the foundations of the self shaking under the ego", freud: "a sudden upheaval of what was buried", everyday: "instability, upheaval at home or work, or a shock to your security" },
      fled: { jung: "the ego seeking solid ground when the old foundations move", everyday: "looking for stability during upheaval" },
    },
  },
  { name: "wind", forms: "winds|breeze|gust|windy|whirlwind", sense: { pos: "noun", excludes: ["wind down", "winds down", "wind the clock", "wind the watch", "winding", "winding road", "got wind of", "get wind of", "second wind", "knocked the wind out", "wind chimes", "wind chime", "wind instrument", "wind instruments", "wind breaker", "windbreaker", "wind shield", "windshield", "throw caution to the wind", "winded", "breeze through", "breezed through", "shoot the breeze", "shooting the breeze", "in a breeze", "was a breeze", "it's a breeze", "wind up", "winds up", "wind it"] }, meaning: { jung: "the spirit moving through things", freud: "invisible forces pushing you", everyday: "change in the air" } },
  { name: "stone", forms: "stones|rock|rocks|boulder|boulders|pebble|pebbles", sense: { excludes: ["rock band", "rock music", "rock and roll", "rock 'n' roll", "rock concert", "rock star", "rock stars", "rock the baby", "rock the boat", "rocking chair", "rocking", "rocked", "rock bottom", "hit rock bottom", "stone cold", "stone's throw", "a stone's throw", "stoned", "set in stone", "kidney stone", "kidney stones", "gall stones", "gallstones", "leave no stone unturned", "rolling stones", "the rolling stones", "rolling stone", "stepping stone", "stepping stones", "rock solid", "rocket", "rockets", "on the rocks", "rocks my world"] }, meaning: { jung: "permanence and the indestructible Self", freud: "hardness and resistance", everyday: "obstacles, stability, or stubbornness" } },
  {
    name: "gold", forms: "golden|gem|gems|jewel|jewels|diamond|diamonds|treasure|treasures", sense: { excludes: ["golden retriever", "golden retrievers", "golden rule", "golden opportunity", "golden boy", "golden girl", "golden years", "gold fish", "goldfish", "gold star", "gold stars", "heart of gold", "good as gold", "treasure hunt", "diamond in the rough", "diamond shaped", "diamond-shaped", "baseball diamond", "jewel tone", "golden brown", "gold medal", "gold medals"] },
    meaning: { jung: "the treasure hard to attain: the Self", freud: "value placed on desired things", everyday: "worth, reward, or self-esteem" },
    in: {
      lost: { jung: "the treasure of the self slipping away", everyday: "loss of something valuable or of self-esteem" },
      found: { jung: "the treasure hard to attain: the Self discovered", freud: "a desired thing within reach", everyday: "a reward, an opportunity, or a sense of your own worth" },
    },
  },
  { name: "mud", forms: "muddy|dirt|dirty|swamp|marsh|sludge|filth|filthy", sense: { excludes: ["dirty look", "dirty looks", "dirty joke", "dirty jokes", "dirt road", "dirt roads", "dirt bike", "dirt bikes", "dirt cheap", "dirty dancing", "dirty old man", "dirty little secret", "dig up dirt", "dug up dirt", "dirty trick", "dirty tricks", "dirty work", "dirty talk", "talk dirty", "stick in the mud", "clear as mud", "mud pie", "mud pies", "dirty money"] }, meaning: { jung: "the primal matter of the unconscious", freud: "dirt and shame", everyday: "messy situations or feeling bogged down" } },
  {
    name: "ice", forms: "glacier|icicle|iceberg|frozen lake|icy|frozen|ice rink|ice skating|ice skates|ice skate|skating rink|frozen pond|frozen river|thin ice|ice storm|icicles|frost|frosty|frozen over", sense: { excludes: ["ice cream", "ice tea", "iced tea", "ice cubes", "ice cube", "ice chest", "ice pack", "ice bucket", "ice machine", "break the ice", "broke the ice", "on ice", "ice breaker", "icebreaker", "frozen food", "frozen foods", "frozen yogurt", "frozen pizza", "frozen dinner", "frozen dinners", "frozen in place", "froze in place", "frozen with fear", "frozen in fear", "frozen to the spot", "freezing cold", "freezer", "frozen solid with fear", "frost bite", "frostbite", "frosted glass", "frosting", "ice age", "frozen yoghurt", "frozen the account", "frozen account", "screen froze", "computer froze", "computer was frozen", "screen was frozen"] },
    meaning: { jung: "emotion held rigid and cold", freud: "frigidity", everyday: "a frozen situation or coldness" },
    in: {
      mastered: { jung: "the ego moving with balance over frozen depths", everyday: "handling a delicate or cold situation with skill" },
      broken: { jung: "frozen feelings cracking under the ego's weight", freud: "a defence giving way", everyday: "a risky situation, or emotions thawing fast" },
    },
  },
  { name: "earth", forms: "ground|soil|land|planet earth", salience: -2, sense: { pos: "noun", excludes: ["ground floor", "ground beef", "ground turkey", "coffee grounds", "common ground", "stand my ground", "stood my ground", "stand your ground", "lose ground", "lost ground", "gain ground", "gained ground", "break new ground", "on the grounds that", "on the grounds of", "school grounds", "hospital grounds", "land a job", "landed a job", "land the plane", "the plane landed", "plane landed", "no man's land", "disney land", "disneyland", "land line", "landline", "what on earth", "why on earth", "how on earth", "where on earth", "who on earth", "down to earth", "down-to-earth", "salt of the earth", "ends of the earth", "earth shattering", "earth-shattering"] }, meaning: { jung: "the grounding maternal element", freud: "the body and its weight", everyday: "practical matters and stability" } },
  { name: "rainbow", forms: "rainbows", sense: { excludes: ["rainbow colored", "rainbow coloured", "rainbow flag", "rainbow sherbet"] }, meaning: { jung: "the bridge between heaven and earth", freud: "wish-fulfilment after a storm", everyday: "hope and promise" } },
  { name: "fog", forms: "mist|misty|foggy|haze|hazy", sense: { excludes: ["brain fog", "foggy memory", "hazy memory", "my memory is hazy", "memory is foggy", "the details are hazy", "details are foggy", "foggiest idea", "misty eyed", "misty-eyed"] }, meaning: { jung: "a veil over consciousness", freud: "what we prefer not to see clearly", everyday: "confusion or uncertainty" } },
  { name: "ash", forms: "dust|dusty|cinders", sense: { excludes: ["dust jacket", "dust pan", "dustpan", "dust bunnies", "dust bunny", "bite the dust", "bit the dust", "after the dust settled", "dust settled", "dusting", "ash tray", "ashtray", "cigarette ash", "cigarette ashes"] }, meaning: { jung: "what remains after transformation", freud: "guilt for what has been destroyed", everyday: "endings and residue" } },
  { name: "seasons", forms: "spring|summer|autumn|fall season", sense: { pos: "noun", excludes: ["sprang", "spring from", "spring into action", "sprang into action", "sprung", "bed spring", "box spring", "box springs", "mattress spring", "mattress springs", "spring loaded", "spring-loaded", "hot spring", "hot springs", "spring water", "spring into", "palm springs", "colorado springs", "spring mattress", "springs back", "spring back", "spring a leak", "sprang a leak", "spring to mind", "springs to mind", "sprang to mind", "spring chicken", "summer camp", "summer job", "summer school", "spring up", "spring out", "springs out"] }, meaning: { jung: "the cycles of psychic life", freud: "the passing of time", everyday: "phases and timing in your life" } },
  { name: "colour", forms: "red|blue|green|yellow|purple|black|white|pink|orange|colors|colours|color", salience: -2, sense: { excludes: ["an orange", "oranges", "orange juice", "the blues", "greens", "blacks", "whites", "reds", "black and blue", "blue jeans", "the white house", "white house", "white lie", "white lies", "white noise", "white board", "whiteboard", "whiteout", "white wine", "red wine", "red tape", "red carpet", "red light", "green light", "red handed", "red-handed", "green with envy", "feeling blue", "felt blue", "out of the blue", "blackout", "black eye", "black hole", "black market", "black sheep", "black belt", "black board", "blackboard", "black friday", "green card", "green thumb", "green beans", "green tea", "black tea", "black coffee", "yellow pages", "pink slip", "in the pink", "in the red", "in the black", "true colors", "true colours", "showed his true colors", "color blind", "colorblind", "colour blind", "white out", "black out", "blacked out"] }, meaning: { jung: "the emotional tone the psyche gives its images", freud: "affect attached to images", everyday: "mood and atmosphere" } },
  {
    name: "storm", forms: "storms|stormy|thunderstorm|thunderstorms|thunder|thundering|lightning|lightning bolt|lightning strike|struck by lightning|hurricane|hurricanes|hail|hailstorm|typhoon|cyclone|gale|gale force", theme: "disaster", salience: 2, sense: { excludes: ["stormed into", "storm of criticism", "brainstorm", "brainstorming", "took by storm", "take by storm", "perfect storm", "hail a cab", "hail a taxi", "hailed a cab", "hailed a taxi", "hail mary", "hails from", "steal my thunder", "stole my thunder", "lightning fast", "lightning speed", "quick as lightning", "hurricane season"] },
    meaning: { jung: "emotional turmoil gathering and breaking open", freud: "a violent discharge of built-up tension", everyday: "conflict, stress, or an upheaval in waking life" },
    in: {
      threatens: { jung: "an emotional upheaval bearing down on the ego", freud: "anger or desire discharging with violence", everyday: "conflict or trouble you feel is coming" },
      mastered: { jung: "the ego standing steady inside the turmoil", everyday: "coping well with a stormy period" },
      fled: { jung: "the ego seeking shelter from a surge of feeling", everyday: "avoiding a confrontation or a mood you fear" },
    },
  },
  { name: "silver", forms: "silvery|sterling silver", salience: -1, sense: { excludes: ["silver lining", "silver screen", "silver spoon", "silver medal", "silver hair", "silver haired", "silver-haired", "silver car", "silver van", "silver suv"] }, meaning: { jung: "the moon's reflected light: the value of the receptive and intuitive", freud: "a gleaming wish that is prized but second to the first", everyday: "value, reflection, or recognition that feels almost but not quite enough" } },
  { name: "cold", forms: "freezing cold|bitter cold|shivering|shivered|shiver|frostbite|hypothermia|so cold|very cold|was cold|felt cold|freezing", noun: "the cold", sense: { excludes: ["a cold", "had a cold", "has a cold", "have a cold", "caught a cold", "catch a cold", "have a cold", "had a cold", "common cold", "cold feet", "cold shoulder", "cold turkey", "cold blooded", "cold-blooded", "in cold blood", "cold case", "cold call", "out cold", "knocked out cold", "cold sore", "cold sweat", "cold water", "cold drink", "cold soda", "cold beer", "cold pizza", "cold coffee", "shiver down my spine", "shivers down my spine", "freezing the account", "freezing his account"] }, meaning: { jung: "feeling withdrawn, a psyche that has gone numb", freud: "love withheld and the chill of rejection", everyday: "emotional distance, loneliness, or feeling left out in the cold" } },
  { name: "heat", forms: "heat wave|heatwave|scorching|sweltering|boiling hot|so hot|unbearable heat|sweltered|blazing sun", noun: "the heat", sense: { excludes: ["in the heat of the moment", "in heat", "heat up the food", "heat the oven", "turned up the heat", "turn up the heat", "heated argument", "heated debate", "hot topic", "hot dog", "hot sauce", "hot water", "hot tub", "hot chocolate", "hot spring"] }, meaning: { jung: "passion or pressure rising toward transformation", freud: "desire and anger building in the body", everyday: "stress, intensity, or a situation that is heating up" } },
];
