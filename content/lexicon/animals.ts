import type { SymbolEntry } from "./types";

export const animals: SymbolEntry[] = [
  {
    name: "dog", forms: "puppy|puppies|hound|doggy|rottweiler|pit bull|pitbull|bulldog|bull dog|german shepherd|labrador|poodle|terrier|beagle|dalmatian|collie|chihuahua|greyhound|retriever|spaniel|dachshund|doberman|great dane|sheepdog|sheep dog", sense: { excludes: ["dog tired", "dog-tired", "top dog", "dog days", "dog eat dog", "dog-eat-dog", "in the dog house", "in the doghouse", "sick as a dog", "work like a dog", "raining cats and dogs", "rain cats and dogs", "rained cats and dogs"] },
    meaning: { jung: "loyal instinct, the companion that guards the edges of the self", freud: "devotion and the wish to be loved without conditions", everyday: "friendship, loyalty, or someone you feel responsible for" },
    in: {
      threatens: { jung: "loyal instinct turned savage, a bond that has become a danger", freud: "aggression you do not admit, returning with teeth", everyday: "a friendship or loyalty that has turned hostile, or fear of someone's temper" },
      helps: { jung: "the faithful instinct guiding and guarding the self", everyday: "support from a loyal friend, or trust in your own instincts" },
      mastered: { jung: "instinct trained and at ease beside the ego", everyday: "a sense of responsibility handled well, or a relationship you can manage" },
      fled: { jung: "the ego running from its own raw instinct", everyday: "avoiding a conflict with someone close, or a fear you have not faced" },
      lost: { jung: "a lost connection with loyal, trusting instinct", freud: "fear of losing an unconditional love", everyday: "worry about a friendship fading or someone you care for slipping away" },
      found: { jung: "loyal instinct returning to the self", everyday: "a friendship renewed or trust regained" },
      broken: { jung: "the death of a faithful part of the self", everyday: "grief for a companion, or the end of an old loyalty" },
    },
  },
  {
    name: "cat", forms: "kitten|kitty", sense: { excludes: ["cat nap", "cat's out of the bag", "let the cat out of the bag", "cat and mouse", "copy cat", "copycat", "fat cat", "raining cats and dogs", "rain cats and dogs", "rained cats and dogs"] },
    meaning: { jung: "the independent feminine side, intuition that keeps its own counsel", freud: "sensuality and a desire that will not be commanded", everyday: "independence, comfort at home, or someone hard to read" },
    in: {
      threatens: { jung: "the feminine instinct turned sharp and unpredictable", freud: "desire that scratches when it is approached", everyday: "someone who seems gentle but can turn on you" },
      helps: { jung: "intuition quietly showing the way", everyday: "trust in your own independent judgement" },
      lost: { jung: "independence or intuition slipping out of reach", everyday: "worry about something you care for but cannot control" },
      found: { jung: "an independent part of the self coming home", everyday: "comfort and self-reliance restored" },
    },
  },
  {
    name: "snake", forms: "serpent|viper|cobra|python|rattlesnake", salience: 2, sense: { excludes: ["python code", "python script", "snake in the grass", "snakes and ladders"] },
    meaning: { jung: "transformation and healing, the old skin being shed", freud: "sexual energy and a fear bound up with desire", everyday: "a hidden threat or a person you do not trust" },
    in: {
      threatens: { jung: "a transformation forcing itself on an ego that resists it", freud: "sexual fear or desire striking from hiding", everyday: "a hidden threat, a person you do not trust, or a fear you have been avoiding" },
      helps: { jung: "the healing serpent: change working in your favour", everyday: "a difficult change that turns out to be good for you" },
      mastered: { jung: "the ego holding and integrating instinctual power", freud: "a frightening desire brought under control", everyday: "facing a fear or a tricky person and coming out on top" },
      fled: { jung: "the ego escaping a transformation it is not yet ready for", everyday: "avoiding a change, a temptation, or a person you fear" },
      found: { jung: "a hidden force in the psyche coming to light", everyday: "discovering a problem, or a talent, that was lying low" },
      broken: { jung: "an old form of instinct dying so that something can be renewed", everyday: "the end of a threat, or letting go of an old pattern" },
    },
  },
  {
    name: "spider", forms: "tarantula|cobweb|spiderweb", salience: 1,
    meaning: { jung: "the weaver of fate and the pull of a devouring mother image", freud: "entanglement and a controlling closeness", everyday: "feeling trapped in a situation someone else spun" },
    in: {
      threatens: { jung: "the devouring side of the mother image closing in", freud: "fear of an engulfing, controlling closeness", everyday: "feeling caught in someone else's web or manipulated" },
      helps: { jung: "the weaver of fate patiently building your life's pattern", everyday: "patience and creativity paying off" },
      mastered: { jung: "the ego cutting free of an entangling pattern", everyday: "dealing decisively with a situation that had you trapped" },
      fled: { jung: "the ego escaping an entanglement it cannot yet face", everyday: "avoiding a controlling person or a sticky situation" },
    },
  },
  {
    name: "horse", forms: "pony|stallion|mare|foal", sense: { excludes: ["rocking horse", "toy horse", "hobby horse", "horse around", "horsing around", "horse play", "horseplay", "horse around", "horsing around", "hold your horses", "dark horse", "horse power", "horsepower", "from the horse's mouth", "high horse", "on my high horse", "charley horse", "pony tail", "ponytail", "one-trick pony", "one trick pony", "pony up", "ponied up"] },
    meaning: { jung: "vital energy and the body's drive carrying the self forward", freud: "libido held in check by the rider of the will", everyday: "strength, freedom, or a push to move ahead" },
    in: {
      threatens: { jung: "vital energy bolting out of the ego's control", freud: "libido throwing off its rider", everyday: "drive or passion you cannot rein in" },
      helps: { jung: "instinct carrying you where you need to go", everyday: "support that carries you forward" },
      mastered: { jung: "the ego riding its own strength in harmony", freud: "desire steered by the will", everyday: "confidence, momentum, and being in control of your energy" },
      broken: { jung: "a loss of vitality and forward drive", everyday: "exhaustion, or a plan that has lost its energy" },
    },
  },
  {
    name: "bird", forms: "sparrow|crow|raven|pigeon|seagull|parrot|dove", sense: { excludes: ["flipped the bird", "flip the bird", "flipping the bird", "flips the bird", "guys the bird", "him the bird", "them the bird", "me the bird", "her the bird", "us the bird", "you the bird", "dove into", "dove under", "dove down", "dove behind", "dove after", "crow's feet", "dove out"] },
    meaning: { jung: "the soul's wish to rise and see from above", freud: "longing for release from ordinary constraints", everyday: "news, freedom, or thoughts you want to let fly" },
    in: {
      threatens: { jung: "thoughts swarming and pecking at the ego", everyday: "gossip, worries, or ideas that will not leave you in peace" },
      lost: { jung: "a hope or thought that has flown away", everyday: "missed freedom or news that did not reach you" },
      found: { jung: "a message from the soul landing within reach", everyday: "good news or an inspiring idea" },
      broken: { jung: "a wounded spirit that cannot rise", everyday: "hopes grounded, or freedom curtailed" },
    },
  },
  { name: "fish", forms: "fishes|goldfish|salmon|trout", sense: { excludes: ["fish for compliments", "fishing for compliments", "fish out of water", "does a fish", "do fish", "like a fish", "something fishy", "big fish in a small pond", "plenty of fish", "plenty more fish"] }, meaning: { jung: "contents of the unconscious surfacing into view", freud: "fertility and the hidden life beneath control", everyday: "an idea or opportunity just below the surface" } },
  {
    name: "shark", forms: "sharks", salience: 2, sense: { excludes: ["loan shark", "card shark", "pool shark"] },
    meaning: { jung: "a devouring force moving unseen in the deep psyche", freud: "aggression that circles before it strikes", everyday: "a predatory person or a danger you sense but cannot see" },
    in: {
      threatens: { jung: "a devouring force rising from the depths at the ego", freud: "aggression that has circled and now strikes", everyday: "a predatory person or a danger about to hit" },
      mastered: { jung: "the ego facing the predator in the deep and surviving", everyday: "handling a ruthless person or a harsh situation" },
      fled: { jung: "the ego escaping the jaws of the unconscious", everyday: "avoiding a threat at work or in a relationship" },
    },
  },
  {
    name: "bear", forms: "grizzly|cub", salience: 1, sense: { pos: "noun", excludes: ["bear in mind", "bear with", "bear with me", "can't bear", "couldn't bear", "could not bear", "cannot bear", "bear witness", "bear fruit", "bear hug", "does a bear", "do bears", "bear it", "bear the", "bear to"] },
    meaning: { jung: "the great mother's protective and dangerous strength", freud: "a powerful parent figure both feared and desired", everyday: "raw power, hibernation, or needing time alone" },
    in: {
      threatens: { jung: "the great mother's fierce power turned against you", freud: "a powerful parent figure's anger", everyday: "an overbearing person, or a force much stronger than you" },
      helps: { jung: "protective strength on your side", everyday: "someone powerful looking out for you" },
      mastered: { jung: "the ego meeting brute strength and holding its ground", everyday: "facing a big challenge with courage" },
      fled: { jung: "the ego running from raw power it has not integrated", everyday: "avoiding a confrontation with someone formidable" },
    },
  },
  {
    name: "wolf", forms: "wolves|coyote", salience: 1,
    meaning: { jung: "the wild, unsocialised instinct that runs with the pack", freud: "appetite and aggression dressed as hunger", everyday: "feeling hunted, or a loner's independence" },
    in: {
      threatens: { jung: "wild appetite hunting the ego", freud: "greed and aggression that have found their prey", everyday: "feeling hunted, exploited, or surrounded by predators" },
      helps: { jung: "the wild guide who knows the way through the forest", everyday: "trusting your instincts and your own pack" },
      mastered: { jung: "wild instinct befriended and tamed", everyday: "independence handled with confidence" },
      fled: { jung: "the ego fleeing its untamed instinct", everyday: "running from a threat or from your own hunger" },
    },
  },
  {
    name: "lion", forms: "lioness|tiger|leopard|panther|jaguar|cheetah", sense: { excludes: ["lion's share", "tiger woods", "paper tiger"] },
    meaning: { jung: "royal courage and pride, the ego's fierce strength", freud: "authority and the dominant father", everyday: "confidence, leadership, or someone intimidating" },
    in: {
      threatens: { jung: "raw pride and power directed against the ego", freud: "the dominant father's wrath", everyday: "an intimidating authority or a rival" },
      helps: { jung: "royal courage fighting on your side", everyday: "confidence and strength available to you" },
      mastered: { jung: "the ego taming its own pride and aggression", everyday: "leadership gained through self-control" },
      fled: { jung: "the ego avoiding its own strength or someone else's power", everyday: "shrinking from a confrontation with someone powerful" },
    },
  },
  {
    name: "mouse", forms: "mice|rat|rats|rodent|hamster", sense: { byForm: { "mouse": { dreamAvoids: ["computer", "computers", "laptop", "keyboard", "click", "clicked", "clicking", "cursor", "monitor", "screen"] } }, excludes: ["computer mouse", "mouse pad", "the mouse button", "click the mouse", "clicked the mouse", "mouse click", "wireless mouse"] },
    meaning: { jung: "small neglected worries gnawing at the edges", freud: "something dirty or shameful that keeps returning", everyday: "minor annoyances or feeling small and overlooked" },
    in: {
      threatens: { jung: "small neglected worries multiplying", freud: "disgust at something dirty that keeps coming back", everyday: "nagging problems that spread if left alone" },
      mastered: { jung: "the ego dealing with small gnawing troubles", everyday: "clearing up minor problems before they grow" },
    },
  },
  {
    name: "insect", forms: "bug|bugs|beetle|ant|ants|mosquito|insects|beetles|cricket|crickets|grasshopper|grasshoppers|ladybug|ladybugs|dragonfly|dragonflies|centipede|centipedes|millipede|termite|termites|mosquitoes|mosquitos|fly on the wall", sense: { excludes: ["beetle car", "vw beetle", "volkswagen beetle", "computer bug", "stomach bug", "bug in the code", "cricket bat", "playing cricket", "cricket match", "cricket game", "ants in my pants", "bug me", "bugs me", "bugging me"] },
    meaning: { jung: "many small autonomous thoughts swarming beyond control", freud: "irritation and disgust turned into images", everyday: "nagging worries or something you want to get rid of" },
    in: {
      threatens: { jung: "a swarm of autonomous thoughts overrunning the ego", freud: "disgust and irritation turned into an attack", everyday: "many small worries or irritations crowding in" },
      mastered: { jung: "the ego clearing away what swarms and nags", everyday: "getting rid of a nuisance or a bad habit" },
      fled: { jung: "the ego escaping a crowd of little anxieties", everyday: "avoiding an accumulation of small problems" },
    },
  },
  { name: "butterfly", forms: "butterflies|moth|caterpillar", sense: { excludes: ["butterflies in my stomach", "butterflies in her stomach", "butterflies in his stomach", "social butterfly", "butterfly stroke"] }, meaning: { jung: "the psyche in metamorphosis", freud: "a delicate pleasure that slips away when grasped", everyday: "change, lightness, or a fragile new beginning" } },
  { name: "bird of prey", forms: "eagle|hawk|falcon|owl|vulture", meaning: { jung: "the far-seeing spirit and the wisdom of height", freud: "the watching superego", everyday: "clarity, focus, or the feeling of being watched" } },
  { name: "cow", forms: "cattle|ox|calf|cows", sense: { excludes: ["my calf", "his calf", "her calf", "calf muscle", "left calf", "right calf", "holy cow"] }, meaning: { jung: "nourishment and the patient maternal earth", freud: "the mother's body and dependency", everyday: "abundance, patience, or stubbornness" } },
  { name: "bull", forms: "bulls|bullfight|bullfighter|matador|stampede", noun: "the bull", salience: 1, sense: {
      // ("the audience stampedes": a panicking crowd, unless there are cattle)
      byForm: { "stampede|stampedes": { requires: ["cattle", "bull", "bulls", "cow", "cows", "herd", "buffalo", "bison", "steer", "steers", "rodeo", "horses", "elephants", "wildebeest"] } }, excludes: ["bull's eye", "bullseye", "red bull", "pit bull", "pitbull", "bull dog", "bulldog", "bulldozer", "bull shit", "bullshit", "take the bull by the horns", "bull market", "bull in a china shop"] }, meaning: { jung: "raw instinctual force, untamed masculine energy", freud: "the father's potency, and rivalry with it", everyday: "anger, stubborn strength, or a force you feel charging at you" },
    in: {
      threatens: { jung: "instinct charging the ego that has kept it penned", freud: "the feared potency of a rival or a father", everyday: "a confrontation or an anger bearing down on you" },
      mastered: { jung: "instinctual strength brought under the ego's hand", everyday: "taking charge of a force that frightened you" },
      fled: { jung: "the ego running from its own strength", everyday: "avoiding a confrontation that keeps coming" },
    },
  },
  { name: "crab", forms: "crabs|lobster|lobsters", salience: 0, sense: { excludes: ["crab grass", "crabgrass", "crab apple", "crabby", "crab cakes", "crab cake", "crab legs", "crab meat", "lobster bisque", "lobster tail"] }, meaning: { jung: "a soft inner life kept behind armour, approached sideways", freud: "pinching claws: the fear of being nipped or cut", everyday: "defensiveness, moodiness, or dodging something head-on" },
    in: {
      threatens: { jung: "a defended, prickly content advancing on the ego", freud: "fear of being pinched, hurt where you are soft", everyday: "someone's defensiveness turned against you" },
    },
  },
  { name: "pig", forms: "hog|boar|piglet|swine", sense: { excludes: ["guinea pig", "guinea pigs", "pig headed", "pig-headed", "piggy bank", "piggyback", "piggy back", "hogging", "road hog", "pig out", "pigged out", "pigging out", "hog the"] }, meaning: { jung: "the earthy appetite the ego looks down on", freud: "greed and pleasure tied to shame", everyday: "indulgence or feeling judged as messy" } },
  { name: "sheep", forms: "lamb|ram|goat", sense: { pos: "noun", excludes: ["ram into", "ram through", "black sheep", "scape goat", "scapegoat", "ram the", "ram it"] }, meaning: { jung: "innocence and the herd mind", freud: "passivity and the wish to be led", everyday: "conformity, gentleness, or going along with others" } },
  { name: "chicken", forms: "hen|rooster|chick|duck|goose|turkey|ducks", sense: { byForm: { "duck": { pos: "noun" },
      // a chick is the bird beside a nest, an egg or a farm; "some loud chick asked me" is slang for a woman
      "chick": { requires: ["baby", "hen", "hens", "egg", "eggs", "nest", "chicken", "chickens", "farm", "hatch", "hatched", "hatching", "coop", "bird", "birds", "duck", "ducks", "fluffy", "yellow", "cage", "feathers", "peep", "peeping"] } }, excludes: ["i duck", "we duck", "he ducks", "she ducks", "pieces of chicken", "piece of chicken", "with chicken", "chicken and rice", "chicken fingers", "chicken finger", "chicken thing", "chicken things", "chicken strips", "chicken breast", "chicken nugget", "chicken pot pie", "chicken curry", "roast turkey", "turkey and", "duck in", "duck back", "chicken sandwich", "fried chicken", "chicken soup", "chicken nuggets", "chicken wings", "chicken salad", "chicken dinner", "ate chicken", "eat chicken", "eating chicken", "roast chicken", "turkey sandwich", "turkey dinner", "cold turkey", "duck down", "duck under", "had to duck", "duck behind", "duck into", "duck tape", "goose bumps", "goosebumps", "wild goose chase", "duck out", "chicken out", "chickened out"] }, meaning: { jung: "everyday domestic life and small beginnings", freud: "fussing, nesting, and care of the young", everyday: "household concerns or nervous chatter" } },
  { name: "rabbit", forms: "bunny|hare", sense: { excludes: ["rabbit hole", "down the rabbit hole"] }, meaning: { jung: "fertility and quick instinct", freud: "sexual abundance and anxious escape", everyday: "luck, shyness, or things multiplying fast" } },
  { name: "monkey", forms: "ape|gorilla|chimpanzee|chimp|monkeys", sense: { excludes: ["monkey bars", "monkey business", "monkey wrench", "monkey around", "monkeying around"] }, meaning: { jung: "the trickster and mischievous instinct", freud: "uninhibited impulses the adult in you disowns", everyday: "playfulness or someone behaving foolishly" } },
  { name: "elephant", forms: "elephants", meaning: { jung: "memory, dignity, and the weight of the collective past", freud: "a large parental presence that cannot be ignored", everyday: "something big in the room that nobody mentions" } },
  { name: "frog", forms: "toad|tadpole|frogs", sense: { excludes: ["frog in my throat", "leap frog", "leapfrog"] }, meaning: { jung: "transformation from lowly to noble", freud: "a repulsion that hides attraction", everyday: "a change that looks unpromising at first" } },
  { name: "turtle", forms: "tortoise|turtles", meaning: { jung: "the slow, protected self carrying its own home", freud: "withdrawal into a shell", everyday: "patience or hiding from pressure" } },
  {
    name: "crocodile", forms: "alligator|croc|lizard|iguana|gecko", salience: 1, sense: { excludes: ["crocodile tears"] },
    meaning: { jung: "the ancient cold-blooded layer of the psyche", freud: "a primitive devouring aggression", everyday: "a hidden danger or someone two-faced" },
    in: {
      threatens: { jung: "the ancient cold-blooded layer of the psyche snapping at the ego", freud: "primitive devouring aggression", everyday: "a hidden danger, or someone who waits for you to slip" },
      fled: { jung: "the ego escaping the primeval jaws of the unconscious", everyday: "getting away from a treacherous situation" },
    },
  },
  { name: "deer", forms: "doe|fawn|stag|elk|moose|reindeer", meaning: { jung: "gentleness and the shy soul", freud: "tender longing and vulnerability", everyday: "grace, sensitivity, or feeling caught in headlights" } },
  { name: "fox", forms: "foxes", sense: { excludes: ["fox news", "fox tv", "fox channel"] }, meaning: { jung: "cunning and the wily side of instinct", freud: "sly desire working around the rules", everyday: "cleverness or a person you find sneaky" } },
  { name: "whale", forms: "whales|dolphin|dolphins|orca", sense: { excludes: ["whale of a time", "killer whale watching tour"] }, meaning: { jung: "the great being of the deep unconscious", freud: "the enveloping womb of the sea", everyday: "intuition, emotional depth, or something huge rising" } },
  { name: "bat", forms: "bats", sense: { pos: "noun", avoids: ["pitcher", "pitching", "pitched", "pitches", "batter", "batting", "baseball", "softball", "cricket", "inning", "innings", "mound", "fungo", "foul", "fouling", "catcher", "umpire", "outfield", "homerun", "bunt", "hitter"], excludes: ["swinging a bat", "swing a bat", "swung a bat", "swinging the bat", "with a bat", "with the bat", "a bat to", "baseball bat", "cricket bat", "wooden bat", "metal bat", "aluminum bat", "at bat", "bat the ball", "swung the bat", "swing the bat", "softball bat", "right off the bat", "bat an eye", "batted an eye"] }, meaning: { jung: "the night side and rebirth through darkness", freud: "fears of the dark and the uncanny", everyday: "unease, secrets, or things you sense rather than see" } },
  { name: "squirrel", forms: "squirrels|raccoon|skunk|possum|opossum", meaning: { jung: "busy preparation and hoarding for winter", freud: "holding on and saving", everyday: "worry about resources or small busy tasks" } },
  { name: "animal", forms: "animals|creature|beast|beasts", sense: { excludes: ["party animal", "creature comforts", "balloon animal", "balloon animals", "stuffed animal", "stuffed animals", "animal crackers", "animal print"] }, meaning: { jung: "instinct personified, the body's own intelligence", freud: "drives that want expression", everyday: "something wild or untamed in your life" } },
  { name: "pet", forms: "pets", sense: { pos: "noun", excludes: ["to pet", "pet peeve", "pet name", "teacher's pet", "pet the dog", "pet the cat", "pet the horse", "pet the", "pet it", "pet him", "pet her"] }, meaning: { jung: "a cared-for part of your instinctual nature", freud: "attachment and a small dependent love", everyday: "responsibility, comfort, and routine care" } },
  { name: "zoo", forms: "zoos|cage|cages|aquarium", sense: { excludes: ["it was a zoo", "like a zoo", "batting cage", "batting cages", "rib cage", "ribcage", "cage match", "cage fight"] }, meaning: { jung: "instincts on display but kept behind bars", freud: "desires held captive", everyday: "feeling watched or confined" } },
  { name: "scorpion", forms: "scorpions", meaning: { jung: "a sting hidden in the tail of the shadow", freud: "punishment linked to desire", everyday: "fear of betrayal or a sharp remark" } },
  { name: "unicorn", forms: "unicorns|pegasus", meaning: { jung: "purity and the rare, unreachable ideal", freud: "idealised innocence", everyday: "a hope that feels magical or unrealistic" } },
  {
    name: "dinosaur", forms: "dinosaurs|t-rex", salience: 1,
    meaning: { jung: "archaic power from the psyche's prehistory", freud: "old fears that outlived their time", everyday: "something outdated or huge and menacing" },
    in: {
      threatens: { jung: "an archaic force from the psyche's prehistory bearing down", freud: "an old fear grown enormous", everyday: "an old problem or a huge obstacle coming back at you" },
      fled: { jung: "the ego outrunning outdated fears", everyday: "escaping an old pattern or an overwhelming force" },
    },
  },
  { name: "kangaroo", forms: "koala|panda|giraffe|zebra|camel|hippo|rhino", noun: "the exotic animal", sense: { excludes: ["kangaroo court"] }, meaning: { jung: "the exotic otherness of unfamiliar instinct", freud: "curiosity about the strange", everyday: "travel, novelty, or something out of place" } },
  {
    name: "bee", forms: "bees|wasp|wasps|hornet|hornets|bumblebee|bumblebees|beehive|beehives|hive|stung|stung me|bee sting|swarm of bees", theme: "intrusion and attack", sense: { excludes: ["spelling bee", "busy as a bee", "bee line", "beeline", "made a beeline", "hive mind", "queen bee", "stung by the remark", "stung by her words", "stung by his words"] },
    meaning: { jung: "the ordered, industrious community of the psyche", freud: "sweetness guarded by a sting", everyday: "busyness, teamwork, or a sharp remark that hurt" },
    in: {
      threatens: { jung: "a swarm of small stinging thoughts attacking the ego", freud: "punishing pricks of guilt", everyday: "sharp criticism, gossip, or many small worries at once" },
      helps: { jung: "the industrious community of the psyche at work", everyday: "cooperation and productive effort" },
    },
  },
  { name: "cockroach", forms: "cockroaches|roach|roaches", salience: 1, sense: { excludes: ["roach clip"] }, meaning: { jung: "a survivor from the psyche's cellar that thrives in neglect", freud: "disgust at what is dirty and keeps coming back", everyday: "something unpleasant you cannot get rid of, or neglected parts of home life" } },
  { name: "worm", forms: "worms|maggot|maggots|earthworm|earthworms|larva|larvae|grub|grubs|leech|leeches", salience: 1, sense: { excludes: ["can of worms", "worm my way", "wormed my way", "worm his way", "book worm", "bookworm", "early bird gets the worm", "grub hub", "grubhub"] }, meaning: { jung: "decay and renewal at the lowest level of life", freud: "disgust at corruption of the body", everyday: "something eating away at you, or a feeling of worthlessness" } },
  { name: "lice", forms: "louse|fleas|flea|bedbugs|bed bugs|bedbug|mites|ticks crawling|nits|head lice|infested|infestation", salience: 1, sense: { excludes: ["flea market", "flea markets", "fleabag"] }, meaning: { jung: "small parasitic thoughts living off your energy", freud: "shame about dirt and contamination", everyday: "irritation, feeling drained by others, or an itch you cannot scratch" } },
  {
    name: "octopus", forms: "octopuses|octopi|squid|squids|tentacle|tentacles|jellyfish|jellyfishes|sea monster|kraken", salience: 1,
    meaning: { jung: "the many-armed intelligence of the deep unconscious", freud: "a clinging, smothering embrace", everyday: "multitasking, entanglement, or something hard to get free of" },
    in: {
      threatens: { jung: "the many-armed unconscious grasping at the ego", freud: "an engulfing, clinging embrace", everyday: "feeling entangled by someone or several demands at once" },
    },
  },
  { name: "snail", forms: "snails|slug|slugs|snail shell", sense: { pos: "noun", excludes: ["snail mail", "snail's pace", "at a snail's pace", "slug it out", "slugger"] }, meaning: { jung: "slow, self-contained progress carrying its home", freud: "withdrawal into a protective shell", everyday: "patience, slowness, or wanting to retreat" } },
];
