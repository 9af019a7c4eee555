import type { SymbolEntry } from "./types";

export const objects: SymbolEntry[] = [
  {
    name: "key", forms: "keys|keychain", theme: "searching", sense: { excludes: ["key point", "key points", "key role", "key to success", "low key", "low-key", "key is to", "keys on the keyboard", "piano keys", "answer key", "key word", "keyword", "key player", "key witness", "key factor", "key issue", "key card", "key signature", "in the key of", "off key", "key lime", "the key to the", "key question"] },
    meaning: { jung: "access to a locked part of the psyche", freud: "the means of entry to what is desired", everyday: "solutions, access, or responsibility" },
    in: {
      mastered: { jung: "the ego unlocking what was closed", freud: "entry to the desired", everyday: "taking control of a situation, or opening a new door" },
      lost: { jung: "the means of access to a part of the self gone missing", freud: "fear of losing potency or entry", everyday: "feeling locked out, or worry about responsibility and control" },
      found: { jung: "a solution or access opening up in the psyche", everyday: "finding an answer or a way in" },
      broken: { jung: "access failing at the crucial moment", everyday: "a solution that no longer works" },
    },
  },
  { name: "lock", forms: "locks|locked|padlock|unlock|unlocked", sense: { excludes: ["lock of hair", "locks of hair", "lock eyes", "locked eyes", "locked in a conversation", "locked in conversation", "lock horns", "locked horns", "locker", "lockers", "locker room", "deadlock", "gridlock", "wedlock", "lock step", "lockstep", "dread locks", "dreadlocks"] }, meaning: { jung: "a closed part of the self, guarded", freud: "prohibition and secrecy", everyday: "restriction, security, or being shut out" } },
  {
    name: "money", forms: "cash|dollars|dollar|coins|coin|bills|cheque|paycheck|bank|bank account|credit card|atm|cash register|debt|price tag|twenty dollars|hundred dollars|money back", theme: "money and worth", sense: { excludes: ["bank of", "on a bank", "on the bank", "down the bank", "coin like", "coin envelope", "coin envelopes", "river bank", "riverbank", "river banks", "riverbanks", "bank of the river", "banks of the river", "the banks of", "steep bank", "snow bank", "snowbank", "snow banks", "grassy bank", "muddy bank", "blood bank", "food bank", "sperm bank", "bank of clouds", "coin toss", "flip a coin", "flipped a coin", "tossed a coin", "toss a coin", "other side of the coin", "pay the bills", "paid the bills", "dollar store", "credit card debt"] },
    meaning: { jung: "psychic energy and what you value", freud: "what is hoarded or given, rooted in control", everyday: "finances, worth, and exchange" },
    in: {
      mastered: { jung: "the ego managing its own energy and value", everyday: "control over your finances or choices" },
      lost: { jung: "a loss of psychic energy or sense of worth", freud: "fear of losing what is held close", everyday: "financial worry or feeling undervalued" },
      found: { jung: "unexpected resources arising from the unconscious", freud: "a wished-for gift", everyday: "good fortune, new opportunity, or recognition" },
    },
  },
  {
    name: "wedding ring", forms: "engagement ring|wedding band|wedding rings|ring on my finger", theme: "love and relationships",
    meaning: { jung: "a vow, the circle of wholeness binding two", freud: "commitment and the exclusive bond", everyday: "promises, marriage, and loyalty" },
    in: {
      lost: { jung: "the vow of union slipping from the ego's grasp", freud: "guilt or anxiety about commitment", everyday: "insecurity in the marriage or relationship" },
      found: { jung: "a vow renewed or newly discovered", everyday: "commitment and renewed trust" },
      broken: { jung: "the circle of union broken", everyday: "fear of separation or a broken promise" },
    },
  },
  {
    name: "ring", forms: "rings|bracelet|necklace|earring|earrings|jewelry|jewellery|pendant", sense: { pos: "noun", excludes: ["rings throughout", "rings out", "rings through", "it rings", "phone rings", "bell rings", "rings loud", "rings loudly", "ring any bells", "ring a bell", "rang a bell", "ring the bell", "ring the doorbell", "ring me up", "ring leader", "ringleader", "boxing ring", "phone ring", "phone rings", "phone ringing", "ring of fire", "give me a ring", "gave me a ring", "give you a ring", "ring tone", "ringtone", "ring finger", "key ring", "keyring", "onion rings", "onion ring", "ring of people", "rings under my eyes", "three ring circus", "three-ring circus", "rings true", "ring true", "ring hollow", "ears ring", "ears were ringing", "ring up", "ring him"] },
    meaning: { jung: "the circle of wholeness and continuity", freud: "a bond and its obligations", everyday: "commitment, value, or a keepsake" },
    in: {
      lost: { jung: "a bond or a wholeness slipping away", freud: "fear of losing a commitment", everyday: "worry about a relationship or a promise" },
      found: { jung: "a new bond or sense of wholeness", everyday: "a commitment or a valued connection appearing" },
      broken: { jung: "a broken circle: a vow or unity coming apart", everyday: "a relationship or promise breaking" },
    },
  },
  {
    name: "mirror", forms: "mirrors|reflection", sense: { excludes: ["on reflection", "upon reflection", "on further reflection", "reflection of my", "reflection of the times", "self reflection", "rear view mirror", "rearview mirror", "rear-view mirror", "side mirror", "mirror image", "mirrored"] },
    meaning: { jung: "self-reflection and meeting your own image", freud: "narcissism and self-scrutiny", everyday: "self-image and how you judge yourself" },
    in: {
      threatens: { jung: "the reflection turned strange: meeting your shadow", everyday: "discomfort with how you see yourself" },
      broken: { jung: "a shattered self-image", freud: "narcissistic injury", everyday: "a blow to your self-esteem or identity" },
    },
  },
  {
    name: "clock", forms: "clocks|wristwatch|alarm clock|hourglass|timer|pocket watch|stopwatch|stop watch|my watch|his watch|her watch|a watch|the watch|wrist watch|watch band|watch face|new watch|gold watch", theme: "lateness", sense: { pos: "noun", excludes: ["watch tv", "watch them", "watch over", "watch your", "watch their", "watch while", "watch from", "watch television", "watch movies", "watch this", "watch that", "watch what", "watch how", "watch closely", "watch you", "keep watch", "kept watch", "keeping watch", "on watch", "on the watch", "to watch", "watches them", "watches tv", "watches over", "neighborhood watch", "bird watch", "death watch", "watch list", "watchlist", "watch dog", "watchdog", "around the clock", "biological clock", "against the clock", "race against the clock", "beat the clock", "turn back the clock", "clock was ticking", "watch a movie", "watch a show", "watch a game", "watch the game", "watch the movie", "watch the show", "watch the news", "watch the kids", "watch the children", "watch out", "watch him", "watch it", "watch my", "watch his", "watches him", "clock out", "clocked out"] },
    meaning: { jung: "the measure of psychic time and life stages", freud: "anxiety over deadlines", everyday: "time pressure, schedules, or aging" },
    in: {
      lost: { jung: "no sense of where you are in time", everyday: "losing track of deadlines or priorities" },
      broken: { jung: "psychic time out of joint", everyday: "feeling that time is running out or standing still" },
    },
  },
  {
    name: "phone", forms: "phones|telephone|cellphone|cell phone|smartphone|phone call|called me|calling|voicemail|cellphones|mobile phone|iphone|phone rang|the phone rang|phone was ringing|answered the phone|hung up", sense: { excludes: ["called me over", "called me names", "called me by", "called me into", "called me in", "called me back in", "called me up to", "calling my name", "calling his name", "calling her name", "calling for help", "calling me names", "calling him names", "calling her names", "calling it a day", "calling the shots", "calling in sick", "calling out"] },
    meaning: { jung: "a call from the unconscious wanting contact", freud: "a wish for connection at a distance", everyday: "communication, news, or someone you need to reach" },
    in: {
      mastered: { jung: "the ego reaching out for contact", everyday: "taking the initiative to communicate" },
      lost: { jung: "the means of contact slipping away", everyday: "fear of being cut off or missing something important" },
      found: { jung: "connection restored", everyday: "getting back in touch" },
      broken: { jung: "a broken line between parts of the self", freud: "frustrated wish for contact", everyday: "communication breaking down or feeling unable to reach someone" },
    },
  },
  {
    name: "letter", forms: "letters|envelope|mail|package|parcel|postcard|note", sense: { pos: "noun", excludes: ["take note", "took note", "taking note", "note to self", "make a note", "made a note", "mental note", "musical note", "musical notes", "high note", "low note", "sticky note", "sticky notes", "post-it note", "post-it notes", "on a good note", "on a bad note", "on that note", "worth noting", "noted", "take notes", "took notes", "taking notes", "class notes", "lecture notes", "my notes", "letters of the alphabet", "capital letter", "capital letters", "letter grade", "letter grades", "to the letter", "letter of the law", "letterman jacket", "varsity letter", "letter jacket", "package deal", "junk mail", "email", "e-mail", "voice mail", "voicemail", "mail man", "mailman", "mail carrier", "mail box", "mailbox", "notes", "school notes", "study notes"] },
    meaning: { jung: "a message from the unconscious", freud: "a secret communication", everyday: "news, unsaid words, or correspondence" },
    in: {
      lost: { jung: "a message that never reaches consciousness", everyday: "missed communication or words unsaid" },
      found: { jung: "a message from the unconscious arriving", everyday: "news, or something you are ready to hear" },
    },
  },
  {
    name: "gun", forms: "guns|pistol|rifle|shotgun|revolver|shot|shooting|shoot|fired a gun|bullet|bullets|machine gun|machine guns|gunshot|gunshots|gunfire|handgun|handguns|shootout|shoot-out|armed man|at gunpoint|gun point", theme: "conflict", salience: 1, sense: { excludes: ["shot it into", "shot into her", "shot into his", "shot his load", "shot her load", "block a shot", "blocked a shot", "blocking a shot", "jump shot", "took a shot at", "take a shot at", "free shot", "shot at goal", "shot the ball", "long shot", "big shot", "good shot", "nice shot", "shot forward", "shot up", "shot out", "shot past", "shot through", "shot across", "shot off", "shot back", "shot into the air", "shot up into", "shooting baskets", "shoot baskets", "shooting hoops", "shoot hoops", "shot hoops", "shooting pool", "shoot pool", "gave me a shot", "give me a shot", "gives me a shot", "got a shot", "get a shot", "bamboo shoots", "green shoots", "new shoots", "flu shot", "flu shots", "a shot of", "shot glass", "shot glasses", "big shot", "long shot", "camera shot", "good shot", "took a shot at", "give it a shot", "gave it a shot", "give it a shot", "worth a shot", "shot down the idea", "call the shots", "calls the shots", "calling the shots", "shot a look", "shot me a look", "shot him a look", "shot her a look", "shot a glance", "shot me a glance", "mug shot", "mugshot", "shot put", "booster shot", "tetanus shot", "shot in the dark", "a shot in the dark", "shooting star", "shooting stars", "photo shoot", "photoshoot", "shoot a film", "shooting a film", "shooting a movie", "shoot a movie", "shoot a video", "shooting a video", "shoot hoops", "shooting hoops", "shot hoops", "shoot pool", "shooting pool", "shoot the breeze", "shooting the breeze", "shoot for the stars", "shoot me an email", "shoot me a text", "shot me a text", "shot the breeze", "shot a hoop", "shooting pain", "shooting pains", "shot through", "shot past", "shot out of", "shot up out of", "shot into the air", "shot across", "water gun", "water guns", "glue gun", "nail gun", "staple gun", "spray gun", "paint gun", "squirt gun", "nerf gun", "stun gun", "top gun", "jumped the gun", "jump the gun", "stick to my guns", "stuck to my guns", "bullet point", "bullet points", "bullet train", "dodged a bullet", "bite the bullet", "shot up"] },
    meaning: { jung: "destructive power projected outward", freud: "aggression with a phallic edge", everyday: "conflict, threat, or a need for defence" },
    in: {
      threatens: { jung: "destructive power aimed at the ego", freud: "aggression directed against you", everyday: "feeling threatened, attacked, or under pressure" },
      mastered: { jung: "the ego taking hold of its own aggression", freud: "potency and control", everyday: "a wish for power or defence" },
      broken: { jung: "aggression that fails when needed", everyday: "feeling powerless to defend yourself" },
    },
  },
  {
    name: "knife", forms: "knives|sword|swords|blade|dagger|razor|axe|scissors", theme: "conflict", salience: 1, sense: { excludes: ["butter knife", "swiss army knife", "pocket knife", "knife's edge", "on a knife's edge", "razor sharp", "razor-sharp", "blade of grass", "blades of grass", "rotor blade", "fan blade", "fan blades", "shoulder blade", "shoulder blades", "rollerblade", "rollerblades", "double-edged sword"] },
    meaning: { jung: "discernment that cuts and separates", freud: "aggression and penetration", everyday: "conflict, decisions, or a cutting remark" },
    in: {
      threatens: { jung: "a cutting force aimed at the ego", freud: "aggression and penetration", everyday: "a hurtful remark, betrayal, or feeling attacked" },
      mastered: { jung: "the ego using discernment to cut and separate", everyday: "making a decisive choice or cutting ties" },
    },
  },
  { name: "weapon", forms: "weapons|explosive|grenade|arsenal|ammunition|ammo|landmine|landmines|land mine|armed", theme: "conflict", salience: 1, meaning: { jung: "an eruption of destructive psychic energy", freud: "aggression seeking release", everyday: "conflict, crisis, or something about to blow up" } },
  {
    name: "box", forms: "boxes|container|crate|cardboard box|carton|cartons|toy chest|storage box|shoe box|shoebox|bin|bins", sense: { excludes: ["think outside the box", "thinking outside the box", "box office", "text box", "check box", "checkbox", "mail box", "mailbox", "juke box", "jukebox", "box spring", "box springs", "sand box", "sandbox", "boxing", "trash bin", "recycling bin", "garbage bin", "box cutter", "boxers", "lunch box", "lunchbox", "tool box", "toolbox", "shipping container", "ice box", "icebox", "x box", "xbox", "chatterbox"] },
    meaning: { jung: "what is contained, packed, or kept secret", freud: "the enclosed womb and hidden things", everyday: "storage, baggage, and what you carry" },
    in: {
      mastered: { jung: "the ego opening what was sealed", freud: "curiosity about hidden things", everyday: "exploring something you had avoided" },
      found: { jung: "contents of the psyche coming into view", everyday: "discovering something you had put away" },
    },
  },
  {
    name: "gift", forms: "gifts|presents|given to me|surprise gift|birthday present|christmas present|gave me a gift|gave me a present|wrapped present|wrapped presents|wrapping paper|gift box|a present|got a present|bought a present|gift wrapped|gift-wrapped", sense: { pos: "noun", excludes: ["present day", "present time", "at present", "was present", "were present", "be present", "the present moment", "present tense", "present myself", "presented", "presenting", "present to the class", "gift of gab", "gifted student", "gifted child", "gifted program", "gift shop", "gift card", "gift cards", "gift certificate", "gift certificates", "gift of the gab", "present my", "present it", "present at"] },
    meaning: { jung: "something offered by the unconscious", freud: "love expressed through objects", everyday: "appreciation, generosity, or obligation" },
    in: {
      mastered: { jung: "the ego giving something of itself", everyday: "generosity, or wanting to be appreciated" },
      lost: { jung: "a gift not received or not recognised", everyday: "a missed opportunity or unacknowledged kindness" },
      found: { jung: "something offered by the unconscious to be accepted", freud: "love expressed and received", everyday: "appreciation, generosity, or an opportunity" },
    },
  },
  { name: "photograph", forms: "photo|photos|photographs|picture|pictures|painting|portrait", sense: { excludes: ["picture this", "get the picture", "got the picture", "i picture", "the big picture", "big picture", "picture perfect", "pretty as a picture", "picture frame", "picture frames", "picture book", "painting the house", "painting the walls", "painting the room", "painting my nails", "painting her nails", "picture myself", "could picture", "can picture", "pictured"] }, meaning: { jung: "a fixed image of memory", freud: "longing for a moment preserved", everyday: "memories, appearances, and nostalgia" } },
  {
    name: "candle", forms: "candles|lamp|lantern|torch|flashlight", sense: { excludes: ["carry a torch", "pass the torch", "passed the torch", "torch song", "blow torch", "blowtorch", "candle light dinner", "lamp post", "lamppost", "lamp shade", "lampshade"] },
    meaning: { jung: "a small light of awareness in darkness", freud: "warmth and intimacy", everyday: "hope, guidance, or romance" },
    in: {
      broken: { jung: "a small light of awareness going out", everyday: "hope fading or a comfort lost" },
    },
  },
  {
    name: "rope", forms: "ropes|chain|chains|string|thread|cord|tied up|tied", sense: { excludes: ["chain store", "chain stores", "chain restaurant", "chain reaction", "chain of events", "chain of command", "food chain", "chain letter", "chain smoking", "chain smoker", "strings attached", "no strings attached", "pulled some strings", "pull some strings", "pulling strings", "pull strings", "string bean", "string beans", "string cheese", "string instrument", "string instruments", "string quartet", "hang by a thread", "hanging by a thread", "lose the thread", "thread count", "email thread", "extension cord", "power cord", "phone cord", "umbilical cord", "spinal cord", "vocal cords", "ropes course", "learn the ropes", "show me the ropes", "showed me the ropes", "on the ropes", "tied up in traffic", "tied up at work", "tied up with work", "tied the game", "tied for first", "tied score", "game was tied", "tied the knot", "tie the knot", "fit to be tied", "my hands are tied", "our hands are tied"] },
    meaning: { jung: "binding and connection", freud: "restraint and bondage", everyday: "ties, obligations, or feeling held back" },
    in: {
      threatens: { jung: "bonds that restrain the ego", freud: "restraint and bondage", everyday: "feeling tied down" },
      mastered: { jung: "the ego binding or climbing by its own effort", everyday: "holding things together" },
      broken: { jung: "a tie or lifeline snapping", everyday: "a connection or support giving way" },
    },
  },
  { name: "ball", forms: "balls|football|baseball|basketball|soccer ball|tennis ball", sense: { excludes: ["ball park", "ballpark", "have a ball", "had a ball", "having a ball", "on the ball", "drop the ball", "dropped the ball", "ball gown", "ball room", "ballroom", "masquerade ball", "the ball is in your court", "ball point", "ballpoint", "ball point pen", "cotton ball", "cotton balls", "eye ball", "eyeball", "eyeballs", "meat ball", "meatball", "meatballs", "snow ball", "snowball", "snowballs", "foot ball player", "basketball court", "football field", "football team", "football player", "football game", "basketball game", "baseball game", "baseball cap", "baseball bat", "baseball field", "basketball player", "basketball team", "baseball team", "soccer team", "soccer field", "soccer game"] }, meaning: { jung: "the round whole of the Self at play", freud: "play and sexual symbolism", everyday: "games, competition, and fun" } },
  {
    name: "toy", forms: "toys|doll|dolls|teddy|stuffed animal|teddy bear|teddy bears|action figure|action figures|barbie|barbie doll|lego|legos|toy car|toy cars", sense: { excludes: ["toy with", "toyed with", "toying with", "toy poodle", "boy toy", "dolled up"] },
    meaning: { jung: "the inner child and its play", freud: "childhood wishes", everyday: "nostalgia, play, or immaturity" },
    in: {
      lost: { jung: "the inner child's play forgotten", everyday: "nostalgia or a loss of lightness" },
      found: { jung: "play returning to the psyche", everyday: "reconnecting with fun and innocence" },
    },
  },
  { name: "cross", forms: "crucifix|rosary|bible|prayer|praying|prayed", sense: { pos: "noun", excludes: ["cross over", "crossed", "to cross", "cross my mind", "crossed my mind", "cross country", "cross-country", "cross the street", "cross the road", "cross the bridge", "cross the river", "cross paths", "crossed paths", "cross my fingers", "cross my heart", "cross-legged", "cross legged", "cross eyed", "cross-eyed", "cross section", "cross-section", "cross reference", "cross examine", "cross-examine", "cross fire", "crossfire", "cross walk", "crosswalk", "crossing guard", "red cross", "double cross", "double-cross", "crossed over", "cross that bridge", "got cross", "was cross with", "were cross with", "cross with me", "cross them", "criss cross", "crisscross", "cross-dressing", "cross dressing", "cross-dresser", "cross training", "cross-training", "cross stitch", "cross-stitch", "cross to the other side", "cross into", "cross it", "cross out", "cross him"] }, meaning: { jung: "the union of opposites and sacrifice", freud: "guilt and moral law", everyday: "faith, burden, or devotion" } },
  {
    name: "mask", forms: "masks|costume|costumes|disguise|disguised", sense: { excludes: ["mask my feelings", "mask the smell", "mask the pain", "face mask", "face masks", "sheet mask", "mud mask", "masking tape", "masked my"] },
    meaning: { jung: "the persona and what it hides", freud: "concealed identity", everyday: "pretending or hiding your real feelings" },
    in: {
      mastered: { jung: "the ego trying on a new persona", everyday: "playing a role, or hiding your feelings" },
      broken: { jung: "the persona falling away to reveal the face beneath", freud: "a disguise slipping", everyday: "being seen for who you are, or fear of being found out" },
    },
  },
  { name: "furniture", forms: "couch|sofa|chair|chairs|table|tables|desk chair|cupboard|closet|drawer|drawers|shelf|shelves|chest of drawers|dresser|dressers|bookcase|bookcases|armchair|armchairs|stool|stools|bench|benches|cabinet|cabinets|nightstand|recliner|ottoman|wardrobe closet|coffee table|end table|kitchen chairs", salience: -2, sense: { excludes: ["round table discussion", "turned the tables", "turn the tables", "tables turned", "on the table", "off the table", "under the table", "periodic table", "multiplication table", "times table", "times tables", "table of contents", "chair the meeting", "chaired the meeting", "chair of the committee", "chair of the department", "in the closet", "came out of the closet", "come out of the closet", "skeletons in the closet", "skeleton in the closet", "off the shelf", "on the shelf", "top shelf", "shelf life", "bench press", "bench warmer", "on the bench", "drawer full of", "stool sample", "cabinet meeting", "cabinet minister", "kitchen cabinet", "couch potato"] }, meaning: { jung: "the arrangement of the inner house", freud: "domestic comfort and habit", everyday: "home routines and comfort" } },
  { name: "glass", forms: "broken glass|shatter|cup|cups|mug|bottle|bottles|vase|shards|shard|glass shards|shards of glass|window pane|glass bottle|glass bottles|glass jar|jar|jars|shattered glass", sense: { excludes: ["dye bottle", "a bottle of dye", "bottle of hair dye", "water bottle", "glass ceiling", "looking glass", "magnifying glass", "hour glass", "hourglass", "raise a glass", "raised a glass", "raised our glasses", "world cup", "cup holder", "cup holders", "bra cup", "cup size", "not my cup of tea", "cupcake", "cupcakes", "cupboard", "cupboards", "bottle neck", "bottleneck", "baby bottle", "hit the bottle", "message in a bottle", "mug shot", "mugshot", "mugged", "mugging", "bottle up", "bottled up", "bottling up"] }, salience: -2, meaning: { jung: "fragility and transparency", freud: "delicate containers of feeling", everyday: "something fragile or easily broken" } },
  { name: "tool", forms: "tools|hammer|nails|nail|screwdriver|wrench|drill|shovel", sense: { excludes: ["tackling drills", "fire drill", "fire drills", "practice drills", "drills at practice", "my nails", "her nails", "his nails", "nail polish", "nails were", "finger nail", "fingernail", "fingernails", "toe nail", "toenail", "toenails", "painted nails", "bite my nails", "biting my nails", "bit my nails", "nail biting", "nail-biting", "nail salon", "nail file", "hit the nail on the head", "fire drill", "tornado drill", "earthquake drill", "drill sergeant", "the drill", "know the drill", "power tool", "tools of the trade", "hammered", "drill down", "nailed it", "nail it", "hammer out", "hammered out"] }, meaning: { jung: "the ego's practical capacities", freud: "instrumental drives", everyday: "work, repair, or fixing a problem" } },
  { name: "paper", forms: "papers|document|documents|contract|notebook|notes|homework|essay", salience: -2, sense: { excludes: ["contract what", "contract a disease", "contract an illness", "contract the", "contracted", "contract it", "contract his", "contract her", "on paper", "paper thin", "paper-thin", "paper route", "paper cut", "paper cuts", "papers please", "toilet paper", "wrapping paper", "sand paper", "sandpaper", "paper towel", "paper towels", "paper plate", "paper plates", "paper bag", "paper bags", "paper airplane", "paper airplanes", "paper clip", "paper clips", "paperclip", "paper money", "newspaper", "news paper", "paper boy", "paperboy", "do my homework", "documented", "under contract", "contract a disease", "contracted", "term paper", "research paper"] }, meaning: { jung: "the record of conscious intention", freud: "commitments set in writing", everyday: "work, obligations, and bureaucracy" } },
  {
    name: "map", forms: "maps|directions|compass", sense: { excludes: ["all directions", "different directions", "opposite directions", "both directions", "every direction", "in all directions", "put me on the map", "on the map", "off the map", "moral compass", "followed the directions", "follow the directions", "followed directions", "follow directions", "the directions on", "stage directions", "map out", "mapped out", "mapping out"] },
    meaning: { jung: "orientation toward the Self", freud: "the search for a hidden goal", everyday: "direction, planning, or feeling lost" },
    in: {
      lost: { jung: "orientation toward the Self lost", everyday: "feeling directionless or without a plan" },
      found: { jung: "a chart of the psyche coming into your hands", everyday: "a plan or direction becoming clear" },
    },
  },
  {
    name: "ticket", forms: "tickets|passport|boarding pass|id card", sense: { excludes: ["speeding ticket", "parking ticket", "traffic ticket", "speeding tickets", "parking tickets", "just the ticket", "hot ticket", "passport photo", "passport photos", "id card number"] },
    meaning: { jung: "permission to pass into a new stage", freud: "admission to what is wished for", everyday: "access, travel, and readiness" },
    in: {
      lost: { jung: "permission to pass to a new stage missing", everyday: "fear of not being allowed in or of missing an opportunity" },
    },
  },
  { name: "trash", forms: "garbage|rubbish|litter|junk|waste|dump|trash can", sense: { pos: "noun", excludes: ["waste of time", "waste time", "wasted", "wasting", "waste my time", "waste your time", "wasted time", "waste of money", "waste money", "trash talk", "trash talking", "talk trash", "talking trash", "trashed", "dump truck", "down in the dumps", "litter box", "litter of puppies", "litter of kittens", "junk food", "junk mail", "dumped him", "dump him"] }, meaning: { jung: "discarded parts of the self", freud: "what is rejected as dirty", everyday: "clutter and what you need to let go" } },
  { name: "drugs", forms: "drug|cocaine|marijuana|weed|smoking|cigarette|cigarettes|heroin|meth|crack cocaine|overdose|overdosed|high on|got high|getting high|stoned|acid|lsd|ecstasy|mushrooms|joint|dealer|drug dealer|drug dealers", sense: { excludes: ["weeds", "pulling weeds", "pull weeds", "weed the garden", "weeding", "weed whacker", "weed eater", "drug store", "drugstore", "drug stores", "drug test", "drug tests", "no smoking", "smoking section", "smoking gun", "joint account", "knee joint", "joints", "joint effort", "joint venture", "joint custody", "out of joint", "hip joint", "acid rain", "acid reflux", "acid test", "battery acid", "stomach acid", "mushrooms in the grass", "mushroom soup", "stuffed mushrooms", "mushroom pizza", "card dealer", "car dealer", "car dealers", "car dealership", "antique dealer", "art dealer", "high on the list", "high on a hill", "high on the shelf", "high on the wall", "high on the mountain", "high on my list"] }, meaning: { jung: "altered consciousness and the search for relief", freud: "escape from tension", everyday: "health, coping, or dependency" } },
  { name: "alcohol", forms: "beer|wine|vodka|whiskey|liquor|drunk|drinking|cocktail|champagne", sense: { excludes: ["beer caps", "beer cap", "beer bottle caps", "drinking glasses", "drinking glass", "drinking water", "drinking coffee", "drinking tea", "drinking juice", "drinking milk", "drinking soda", "drinking a glass of water", "drinking fountain", "drinking from a", "drunk the water", "drunk the milk", "drunk with power", "root beer", "ginger beer", "wine glass", "wine cellar", "wine red", "wine colored"] }, meaning: { jung: "intoxication and loosening of the persona", freud: "disinhibition", everyday: "celebration, escape, or excess" } },
  { name: "music", forms: "song|songs|singing|sang|sing|piano|guitar|drum|drums|violin|band|instrument", sense: { excludes: ["watch band", "watch bands", "colorful bands", "colourful bands", "bands of", "band of", "leather band", "leather bands", "metal band", "metal bands", "elastic band", "elastic bands", "rubber band", "rubber bands", "hair band", "headband", "wrist band", "wristband", "arm band", "armband", "wedding band", "band aid", "band-aid", "bandaid", "band together", "banded together", "waist band", "waistband", "sing along", "ear drum", "eardrum", "song and dance", "for a song", "piano keys", "a band of", "drum up", "drummed up"] }, meaning: { jung: "the harmony of the psyche", freud: "pleasure and rhythm of the body", everyday: "mood, creativity, and expression" } },
  { name: "art", forms: "drawing|drew|painted|paint|sculpture|artwork|artist", sense: { excludes: ["drawing near", "drawing closer", "drawing a conclusion", "drawing attention", "drawing room", "drawing board", "back to the drawing board", "drawing blood", "drawing water", "drawing a blank", "drew closer", "drew near", "drew a gun", "drew his gun", "drew her gun", "drew my gun", "drew a knife", "drew his sword", "drew attention", "drew back", "drew the line", "drew a blank", "drew blood", "drew the curtains", "drew a breath", "drew a crowd", "drew the winning", "drew straws", "paint ball", "paintball", "the art of", "state of the art", "state-of-the-art", "martial arts", "martial art", "art class", "art teacher", "art school", "arts and crafts", "liberal arts", "paint the town", "painted a picture of", "drew up"] }, meaning: { jung: "creative expression of the Self", freud: "sublimated desire", everyday: "creativity and self-expression" } },
  { name: "game", forms: "games|playing cards|cards|chess|board game|puzzle|puzzles|competition|contest|race", sense: { excludes: ["human race", "mixed race", "heart race", "racing heart", "my heart was racing", "heart was racing", "mind was racing", "race relations", "rat race", "race car", "race cars", "race track", "racetrack", "race against time", "race against the clock", "credit cards", "credit card", "business cards", "business card", "birthday cards", "birthday card", "greeting cards", "greeting card", "id cards", "id card", "report card", "report cards", "library card", "library cards", "gift card", "gift cards", "key card", "key cards", "cards from", "card from", "post card", "postcard", "postcards", "puzzled", "puzzle piece", "missing piece of the puzzle", "game plan", "game face", "fair game", "the name of the game", "head games", "mind games", "game over", "game changer", "game show", "game shows", "game of thrones", "game room", "stiff competition"] }, meaning: { jung: "play and strategy among inner forces", freud: "rivalry and the wish to win", everyday: "competition, rules, and fun" } },
  { name: "umbrella", forms: "umbrellas|raincoat", sense: { excludes: ["umbrella term", "umbrella policy", "umbrella organization", "under the umbrella of"] }, meaning: { jung: "protection from emotional weather", freud: "shielding from exposure", everyday: "preparation and caution" } },
  { name: "balloon", forms: "balloons|kite|kites|bubble|bubbles", sense: { excludes: ["burst my bubble", "burst his bubble", "burst her bubble", "in a bubble", "in my bubble", "speech bubble", "thought bubble", "bubble wrap", "bubble bath", "bubble gum", "bubblegum", "bubble tea", "housing bubble", "ballooned", "trial balloon", "bubbled up", "bubbling up"] }, meaning: { jung: "lightness and rising feeling", freud: "inflation and fragility", everyday: "celebration or something that may pop" } },
  { name: "flag", forms: "flags|banner|badge", sense: { excludes: ["red flag", "red flags", "flag down", "flagged down", "flag me down", "flagging", "flagged", "flag football", "award ceremony", "prize money", "no prize", "booby prize", "consolation prize", "badge of honor", "badge of honour", "name badge", "name badges", "id badge", "security badge", "wave the white flag", "banner year", "banner ad"] }, meaning: { jung: "identity and allegiance", freud: "pride in belonging", everyday: "recognition, achievement, or belonging" } },
  { name: "prize", forms: "prizes|medal|medals|trophy|trophies|award|awards|gold medal", noun: "the prize", theme: "fame and being seen", sense: { excludes: ["award ceremony", "prize money", "booby prize", "keep your eyes on the prize"] }, meaning: { jung: "worth recognised, the ego's achievement made visible", freud: "the wish to be admired and preferred", everyday: "recognition, achievement, or wanting your effort seen" }, in: { lost: { jung: "worth that feels as if it could be taken away", freud: "the fear of losing a parent's or rival's esteem", everyday: "recognition slipping away, or giving up something you earned" }, found: { jung: "value recognised by others", freud: "approval granted at last", everyday: "being recognised for what you did" } } },
  { name: "crystal", forms: "crystals|magic stone|orb|amulet|talisman|wand", sense: { excludes: ["crystal clear", "crystal-clear", "crystal ball", "made it crystal clear", "crystal meth"] }, meaning: { jung: "the ordered Self and its clarity", freud: "magical wishful thinking", everyday: "clarity, healing, or luck" } },
  { name: "fence", forms: "gate latch|barbed wire|railing|railings|fences|picket fence|chain link fence|chain-link fence", sense: { excludes: ["on the fence", "sitting on the fence", "sat on the fence", "mend fences", "mending fences", "fencing"] }, meaning: { jung: "a boundary drawn between parts of life", freud: "limits on desire", everyday: "boundaries and privacy" } },
  { name: "blanket", forms: "quilt|duvet|comforter", sense: { excludes: ["blanket statement", "wet blanket", "security blanket", "blanket of snow", "blanket of fog"] }, meaning: { jung: "comfort and return to safety", freud: "regression to infancy", everyday: "comfort and security" } },
  { name: "window glass", forms: "windshield|windscreen|glass door", meaning: { jung: "a transparent barrier", freud: "seeing but not touching", everyday: "distance from what you see" } },
  { name: "calendar", forms: "date|dates|schedule|appointment|deadline|deadlines", theme: "lateness", sense: { excludes: ["on a date", "a date with", "go on a date", "went on a date", "going on a date", "first date", "blind date", "our date", "my date", "his date", "her date", "date night", "dates with", "out on a date", "out on dates", "go on dates", "went on dates", "asked me on a date", "asked her on a date", "asked him on a date", "asked me out on a date", "dinner date", "double date", "play date", "playdate", "lunch date", "coffee date", "up to date", "up-to-date", "out of date", "out-of-date", "to date", "date palm", "dates from the", "deadline approaching", "appointment with fate"] }, meaning: { jung: "the structure of time in the psyche", freud: "pressure of obligations", everyday: "planning, deadlines, and commitments" } },
  { name: "bomb", forms: "time bomb|detonator|bombs|bombing|bombings|bombed|bomber|bombers|car bomb|pipe bomb", salience: 1, sense: { excludes: ["bombed the test", "bombed my test", "bombed the exam", "bombed the interview", "photobomb", "photobombed", "da bomb", "the bomb dot com", "bath bomb", "bath bombs", "f-bomb", "bomb shelter drill", "it was the bomb", "bombarded with questions"] }, meaning: { jung: "imminent eruption of stored energy", freud: "explosive aggression", everyday: "pressure reaching breaking point" } },
  { name: "statue", forms: "statues|monument|idol|figurine", sense: { excludes: ["american idol", "pop idol", "teen idol", "my idol", "his idol", "her idol", "idolized", "idol of mine"] }, meaning: { jung: "a fixed, idealised image", freud: "frozen desire", everyday: "admiration or rigidity" } },
  {
    name: "coffin", forms: "casket", theme: "death", salience: 1,
    meaning: { jung: "an ending that contains a potential rebirth", freud: "death wishes and mourning", everyday: "closure and loss" },
    in: {
      threatens: { jung: "the ego enclosed by an ending", freud: "fear of death and confinement", everyday: "feeling trapped in an ending or a dead situation" },
      found: { jung: "an ending the psyche asks you to acknowledge", everyday: "facing a loss or a closed chapter" },
    },
  },
  { name: "sign", forms: "signpost|billboard|poster|label", salience: -2, sense: { pos: "noun", excludes: ["no sign of", "sign language", "sign here", "sign your", "star sign", "peace sign", "dollar sign", "plus sign", "minus sign", "equal sign", "sign of the cross", "sign of life", "signs of life", "warning signs", "tell-tale signs", "telltale signs", "vital signs", "record label", "poster child", "poster boy", "billboard charts", "sign a form", "sign a contract", "sign the form", "sign the papers", "sign the contract", "sign a petition", "sign up", "signed up", "signing up", "sign out", "signed out", "sign my", "sign it", "sign his"] }, meaning: { jung: "a message placed in your path by the psyche", freud: "a hint about the forbidden", everyday: "guidance or a warning" } },
  { name: "feather", forms: "feathers|wing|wings", sense: { excludes: ["chicken wings", "buffalo wings", "hot wings", "wing of the hospital", "wing of the building", "wing of the house", "wing of the school", "wing of the museum", "wing of the hotel", "west wing", "east wing", "north wing", "south wing", "new wing", "hospital wing", "left wing", "right wing", "left-wing", "right-wing", "take under my wing", "took me under her wing", "took me under his wing", "under her wing", "under his wing", "waiting in the wings", "feather in my cap", "feather duster", "feather bed", "feather pillow", "birds of a feather", "ruffled feathers", "ruffle feathers", "light as a feather", "wing chair", "wing man", "wingman", "wing it", "winged it", "winging it"] }, meaning: { jung: "spirit, lightness and ascent", freud: "a wish to rise above limits", everyday: "freedom and gentleness" } },
  {
    name: "egg", forms: "eggs|nest|nests", sense: { excludes: ["egg on my face", "egg on your face", "nest egg", "walking on eggshells", "walk on eggshells", "eggshell", "eggshells", "eggplant", "egg plant", "bad egg", "egg timer", "easter egg hunt", "empty nest", "empty nester", "nested"] },
    meaning: { jung: "potential not yet hatched", freud: "fertility", everyday: "new beginnings and fragility" },
    in: {
      found: { jung: "a new potential discovered", everyday: "an opportunity waiting to hatch" },
      broken: { jung: "potential cracking open too soon, or hatching", freud: "fear for fertility", everyday: "fragility, or a new beginning breaking through" },
    },
  },
  {
    name: "shoes", forms: "shoe|boots|boot|sneakers|sandals|slippers|high heels", sense: { excludes: ["head over heels", "on my heels", "on his heels", "on her heels", "on their heels", "hot on my heels", "hot on our heels", "dig my heels in", "dug my heels in", "car boot", "the boot of", "boot camp", "got the boot", "to boot", "reboot", "in my shoes", "in your shoes", "in his shoes", "in her shoes", "shoes to fill", "the other shoe drop", "wait for the other shoe", "shoe box", "shoebox", "shoe store", "shoe stores", "shoe shop", "shoe department", "boot up", "booted up", "booting up"] },
    meaning: { jung: "your standpoint, how you walk through life", freud: "a displaced erotic symbol", everyday: "readiness, status, or direction" },
    in: {
      lost: { jung: "a loss of standpoint and direction", freud: "anxiety about a displaced erotic symbol", everyday: "feeling unprepared, unsure of your position, or unable to move on" },
      found: { jung: "finding your footing again", everyday: "readiness to move forward" },
      broken: { jung: "the way you stand in the world giving out", everyday: "worn down, or a path that is no longer comfortable" },
    },
  },
  {
    name: "glasses", forms: "eyeglasses|sunglasses|spectacles|contact lenses", sense: { excludes: ["wine glasses", "champagne glasses", "drinking glasses", "shot glasses", "two glasses", "three glasses", "clinked glasses", "raised our glasses", "raise our glasses", "raised their glasses", "empty glasses", "dirty glasses", "beer glasses", "martini glasses"] },
    meaning: { jung: "the lens through which you see", freud: "selective seeing", everyday: "perspective and clarity" },
    in: {
      lost: { jung: "the lens of understanding lost", everyday: "confusion or lack of clarity" },
      broken: { jung: "a perspective that no longer works", everyday: "a need to see things differently" },
    },
  },
  {
    name: "computer", forms: "computers|laptop|keyboard|screen|monitor|tablet|ipad", sense: { excludes: ["screen door", "screen porch", "screened porch", "movie screen", "smoke screen", "smokescreen", "sun screen", "sunscreen", "screen test", "screened the calls", "screen my calls", "baby monitor", "heart monitor", "monitor the situation", "monitored", "monitoring", "hall monitor", "stone tablet", "stone tablets", "keyboard player", "key board player", "tablets", "monitor my"] },
    meaning: { jung: "the rational, organising function", freud: "control and information", everyday: "work, communication, and overload" },
    in: {
      lost: { jung: "access to stored knowledge cut off", everyday: "worry about work or information going missing" },
      broken: { jung: "the rational, organising function failing", everyday: "overload, stress, or losing control of your work" },
    },
  },
  { name: "television", forms: "tv|television set|movie|movies|film|films|video", sense: { byForm: { "film": { pos: "noun", excludes: ["roll of film", "rolls of film", "get film", "got film", "camera film", "film canister", "film to"] } }, excludes: ["filming a movie", "shooting a movie", "making a movie", "like in a movie", "like a movie", "like in the movies", "plastic film", "cling film", "a film of", "thin film"] }, meaning: { jung: "images of the collective and the observer stance", freud: "passive watching", everyday: "entertainment or living through others" } },
  { name: "internet", forms: "website|social media|facebook|instagram|online|app|apps", sense: { excludes: ["app store", "apply", "applied", "application", "applications"] }, meaning: { jung: "the web of connections in the collective", freud: "the wish to be seen", everyday: "communication, comparison, and news" } },
  { name: "robot", forms: "robots|machine|machines|android|cyborg|artificial intelligence", sense: { excludes: ["washing machine", "washing machines", "vending machine", "vending machines", "sewing machine", "sewing machines", "coffee machine", "coffee machines", "answering machine", "answering machines", "copy machine", "copy machines", "copying machine", "ice machine", "atm machine", "atm machines", "time machine", "machine gun", "machine guns", "fax machine", "slot machine", "slot machines", "pinball machine", "pinball machines", "gumball machine", "gumball machines", "soda machine", "soda machines", "x-ray machine", "mri machine", "snow machine", "fog machine", "bread machine", "like a machine", "political machine", "war machine", "the machine gun", "dish washing machine", "pinball", "well-oiled machine"] }, meaning: { jung: "the mechanical, unfeeling side of the psyche", freud: "automatic compulsion", everyday: "routine, efficiency, or feeling dehumanised" } },
  {
    name: "electricity", forms: "electric|power outage|blackout|electrocuted|wires|wire|outlet", sense: { excludes: ["electric guitar", "electric guitars", "electric car", "electric cars", "electric bill", "electric blue", "electric piano", "electric toothbrush", "electric fan", "electric stove", "electric chair", "electric blanket", "electric razor", "electric company", "electric fence", "electric scooter", "electric train", "electric train set", "electric atmosphere", "wire transfer", "wired money", "down to the wire", "wire hanger", "wire hangers", "barbed wire", "wired up"] },
    meaning: { jung: "psychic energy and its currents", freud: "a charge of excitement", everyday: "energy levels and connection" },
    in: {
      broken: { jung: "psychic energy cut off", everyday: "loss of energy or connection, or feeling powerless" },
    },
  },
  { name: "light switch", forms: "switch|lights wouldn't turn on|light wouldn't turn on|light didn't work|lights didn't work", sense: { byForm: { "switch": { near: { words: ["light", "lights", "lamp", "lamps", "flip", "flipped", "flick", "flicked", "flicking", "wall", "electric", "dimmer"], before: 4, after: 4 } } }, pos: "noun", excludes: ["switch places", "switch seats", "switch sides", "switch over", "switch back", "switch it up", "make the switch", "made the switch", "switch jobs", "switch classes", "switch lanes", "switch roles", "switch bodies", "switched bodies", "switch partners", "switch tracks", "switch gears", "bait and switch", "nintendo switch", "switchback", "switchbacks", "switch it"] }, meaning: { jung: "the failure or effort to bring awareness", freud: "frustrated attempts at control", everyday: "feeling powerless to change things" } },
  { name: "camera", forms: "video camera|filming|filmed|recording|recorded", sense: { excludes: ["recording studio", "record player", "off the record", "for the record", "on the record", "track record", "criminal record", "police record", "world record", "school record", "medical records", "recorded message", "recording artist", "recorded history", "filming location"] }, meaning: { jung: "the observing eye and self-consciousness", freud: "being watched", everyday: "memory, evidence, and exposure" } },
  {
    name: "wallet", forms: "wallets|billfold|coin purse|money clip", theme: "money and worth", salience: 1,
    meaning: { jung: "identity and personal value carried close to the body", freud: "what you hold on to and fear to give away", everyday: "money, ID, and a sense of security" },
    in: {
      lost: { jung: "a loss of identity and of the means to act in the world", freud: "fear of losing potency and value", everyday: "worry about security, identity, or carelessness with what matters" },
      found: { jung: "identity and resources restored", everyday: "relief at getting back something you depend on" },
      broken: { jung: "the container of your worth falling apart", everyday: "money worries or feeling your resources are leaking away" },
    },
  },
  { name: "missile", forms: "missiles|warhead|warheads|icbm|cruise missile|rocket launcher|rocket launchers|rocket attack", theme: "conflict", salience: 1, meaning: { jung: "aggression launched from a distance, aimed and unstoppable", freud: "a destructive wish projected at its target", everyday: "fear of an attack you cannot stop, or anger aimed at someone far away" } },
  {
    name: "medication", forms: "medications|medicine|medicines|pill|pills|prescription|prescriptions|tablets|capsule|capsules|antibiotics|painkillers|pain killers|pharmacy|pharmacist|drugstore|pill bottle|sleeping pills", theme: "illness and injury", sense: { excludes: ["bitter pill to swallow", "a taste of his own medicine", "a taste of my own medicine", "a taste of her own medicine", "taste of your own medicine", "laughter is the best medicine", "on the pill", "chill pill", "red pill", "blue pill"] },
    meaning: { jung: "a remedy for an imbalance in the psyche", freud: "a wish to be soothed, or a fear of what is taken in", everyday: "health, coping, or reliance on something to get through" },
    in: {
      helps: { jung: "a remedy offered by the psyche for its own imbalance", everyday: "help or a solution you are willing to accept" },
      lost: { jung: "a remedy that has slipped out of reach", everyday: "worry about getting the help you depend on" },
    },
  },
  { name: "wheelchair", forms: "wheelchairs|crutches|crutch|walker|walking cane|in a cast|leg brace", theme: "illness and injury", salience: 1, sense: { excludes: ["dog walker", "dog walkers", "sky walker", "sleepwalker", "fast walker", "slow walker", "a walker"] }, meaning: { jung: "the ego's mobility dependent on support", freud: "helplessness and the wish to be pushed along", everyday: "limits on your independence, recovery, or relying on others" } },
  { name: "bandage", forms: "bandages|bandaged|band-aid|band aid|bandaid|band-aids|gauze|plaster cast|sling|splint|first aid kit|first aid", theme: "illness and injury", sense: { excludes: ["band-aid solution", "band aid solution", "sling shot", "slingshot"] }, meaning: { jung: "the wound acknowledged and covered so it can heal", freud: "care given to a hurt that is still hidden", everyday: "recovery, protection, or a temporary fix" } },
  { name: "dishes", forms: "plate|plates|bowl|bowls|silverware|cutlery|fork|forks|spoon|spoons|chopsticks|dish|saucer|saucers|tray|trays", salience: -2, sense: { excludes: ["license plate", "license plates", "licence plate", "home plate", "on my plate", "on his plate", "a lot on my plate", "super bowl", "bowl cut", "bowling", "fork in the road", "fork over", "forked over", "satellite dish", "dish soap", "dish washer", "dishwasher", "spoon fed", "spoon-fed", "tray table", "ice tray", "plate glass", "tectonic plate", "tectonic plates", "hot plate", "name plate", "nameplate", "plated"] }, meaning: { jung: "the vessels through which nourishment is shared", freud: "domestic order and the care of meals", everyday: "household routines, hospitality, or chores" } },
];
