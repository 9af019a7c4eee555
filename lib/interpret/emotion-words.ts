/**
 * The words of the Hall/Van de Castle emotion classes and the small closed word sets the
 * detector uses to decide whose feeling a word is.
 */
import type { EmotionCode } from "./schema";

export const CLAUSE_WORDS = new Set(["because", "when", "that", "and", "but", "so", "then", "while", "if"]);

export type EmoWord = { code: EmotionCode; label: string };

export const RAW: Record<EmotionCode, string> = {
  AN:
    "angry:anger annoys:annoyance irritates:irritation angers:anger angrily:anger anger mad:anger furious:fury fury rage enraged:rage annoyed:annoyance annoyance " +
    "irritated:irritation irritation irked:irritation exasperated:exasperation exasperation frustrated:frustration " +
    "frustration infuriated:fury livid:fury pissed:anger outraged:outrage indignant:indignation resentful:resentment " +
    "resentment impatient:impatience bothered:irritation hated:hatred hate:hatred irate:anger aggravated:annoyance " +
    "annoying:annoyance jealous:jealousy jealousy contempt miffed:annoyance peeved:annoyance grumpy:irritation cranky:irritation fuming:anger seething:anger irritable:irritation vexed:annoyance envious:envy envy incensed:outrage outrage indignation hatred resented:resentment resent:resentment belligerent:belligerence disgusted:disgust repulsed:disgust irritating:irritation infuriating:fury frustrating:frustration exasperating:exasperation irritably:irritation impatiently:impatience indignantly:indignation resentfully:resentment angered:anger angrier:anger madder:anger furiously:fury annoy:annoyance irritate:irritation infuriate:fury agitated:agitation appalled:outrage loathe:hatred loathed:hatred loathing:hatred despise:hatred despised:hatred bitterness:resentment bitterly:resentment vengeful:resentment",
  AP:
    "afraid:fear scared:fear scares:fear frightens:fear worries:worry terrifies:terror embarrasses:embarrassment frightened:fear fright:fear terrified:terror terror fear feared:fear fearful:fear " +
    "horrified:horror horror panic panicked:panic panicky:panic anxious:anxiety anxiety nervous:nervousness " +
    "nervousness worried:worry worry worrying:worry concerned:concern uneasy:unease unease uncomfortable:unease " +
    "apprehensive:apprehension apprehension dread dreaded:dread alarmed:alarm tense:tension stressed:stress stress " +
    "embarrassed:embarrassment embarrassment ashamed:shame shame humiliated:humiliation guilty:guilt guilt " +
    "self-conscious:self-consciousness shy:shyness intimidated:intimidation spooked:fear petrified:terror " +
    "insecure:insecurity threatened:threat distrustful:distrust freaked:panic freaking:panic helpless:helplessness " +
    "creeped:unease unnerving:unease unsettling:unease unnerved:unease awkward:awkwardness hysterical:hysteria cowering:fear cowered:fear frantic:panic frantically:panic paranoid:fear jittery:nervousness dreading:dread fearing:fear wary:wariness anxiously:anxiety nervously:nervousness worriedly:worry mortified:embarrassment panicking:panic sheepish:embarrassment sheepishly:embarrassment edgy:unease shaken:fear scary:fear frightening:fear terrifying:terror jumpy:nervousness timid:shyness unsettled:unease remorse:guilt remorseful:guilt humiliation trepidation:apprehension foreboding stressful:stress alarm concern embarrassing:embarrassment humiliating:humiliation disturbing:unease alarming:alarm fearfully:fear apprehensively:apprehension uneasily:unease guiltily:guilt shyly:shyness timidly:shyness scare:fear frighten:fear terrify:terror scarier:fear horrifying:horror panics:panic fret:worry fretted:worry fretting:worry anxieties:anxiety uneasiness:unease nervy:nervousness flustered:embarrassment blushed:embarrassment blushing:embarrassment blush:embarrassment cringed:embarrassment cringing:embarrassment creepy:unease spooky:unease eerie:unease disturbed:unease fears:fear hesitant:hesitation hesitantly:hesitation hesitation reluctant:reluctance reluctance",
  SD:
    "sad:sadness sadness sorrow disappoints:disappointment saddens:sadness unhappy:unhappiness depressed:depression depression disappointed:disappointment " +
    "disappointment lonely:loneliness loneliness miserable:misery heartbroken:heartbreak grief grieving:grief " +
    "upset:distress distressed:distress distress devastated:devastation hopeless:hopelessness despair " +
    "desperate:desperation desperation regret regretful:regret sorry:sorrow homesick:homesickness gloomy:gloom " +
    "bummed:disappointment crushed:heartbreak dejected:dejection hopelessness cried:sadness crying:sadness cry:sadness sobbed:sadness " +
    "sobbing:sadness wept:sadness weeping:sadness tears:sadness hurt:hurt distraught:distress sadly:sadness weep:sadness sob:sadness mourning:grief grieved:grief disheartened:discouragement discouraged:discouragement melancholy:melancholy despondent:despair despaired:despair dismayed:dismay dismay forlorn:sadness sorrowful:sorrow tearful:sadness tearfully:sadness teary:sadness glum:gloom misery heartbreak anguish anguished:anguish lonesome:loneliness heartsick:heartbreak brokenhearted:heartbreak crestfallen:disappointment downcast:dejection downhearted:dejection woeful:sorrow mournful:grief mourned:grief mourn:grief grieve:grief bawled:sadness bawling:sadness teared:sadness disappointing:disappointment mournfully:grief sorrowfully:sorrow wistful:longing wistfully:longing dejectedly:dejection despairingly:despair unhappily:unhappiness saddened:sadness regretted:regret regretting:regret heartache whimpered:sadness whimpering:sadness weepy:sadness inconsolable:grief disconsolate:dejection longed:longing longing yearned:longing yearning:longing pined:longing nostalgic:longing nostalgia:longing sadder:sadness saddest:sadness despairing:despair sobs:sadness weeps:sadness wailed:sadness wailing:sadness lonelier:loneliness homesickness:homesickness devastation:devastation woe unhappiness disheartening:discouragement emptiness",
  CO:
    "confused:confusion confuses:confusion surprises:surprise amazes:amazement puzzles:puzzlement confusion confusing:confusion puzzled:puzzlement bewildered:bewilderment baffled:bafflement " +
    "perplexed:perplexity surprised:surprise surprise amazed:amazement amazement astonished:astonishment " +
    "astonishment shocked:shock shock stunned:shock disoriented:disorientation dumbfounded:astonishment " +
    "mystified:puzzlement unsure:uncertainty uncertain:uncertainty aghast:shock marveled:wonder marvelled:wonder " +
    "awed:awe awe incredulous:disbelief wondered:wonder wondering:wonder wonder surprising:surprise surprisingly:surprise " +
    "doubt:doubt doubted:doubt disbelief startled:surprise astounded:astonishment dazed:disorientation undecided:uncertainty conflicted:uncertainty ambivalent:uncertainty flabbergasted:astonishment bemused:puzzlement speechless:astonishment awestruck:awe bewilderment puzzlement perplexity uncertainty incredulity:disbelief incredulously:disbelief wonderment:wonder befuddled:confusion flummoxed:bafflement nonplussed:bafflement stupefied:astonishment thunderstruck:astonishment confusedly:confusion quizzically:puzzlement shocking:shock startling:surprise puzzling:puzzlement baffling:bafflement bewildering:bewilderment mystifying:puzzlement amazingly:amazement astonishingly:astonishment dumbstruck:astonishment gobsmacked:astonishment indecisive:uncertainty doubtful:uncertainty",
  HA:
    "touched:moved moved:moved happy:happiness happiness glad:gladness pleased:pleasure relieved:relief relief joy joyful:joy joyous:joy " +
    "delighted:delight delight excited:excitement excitement thrilled:thrill thrill enjoyed:enjoyment " +
    "enjoying:enjoyment enjoyable:enjoyment fun elated:elation ecstatic:elation cheerful:cheerfulness " +
    "content:contentment contented:contentment proud:pride grateful:gratitude thankful:gratitude " +
    "comfortable:comfort pleasant:pleasure amused:amusement amusing:amusement overjoyed:joy blissful:bliss " +
    "peaceful:peace calm:calm satisfied:satisfaction laughed:laughter laughing:laughter laugh:laughter chuckled:laughter chuckling:laughter chuckle:laughter giggled:laughter giggling:laughter happily:happiness joyfully:joy gleeful:glee glee relaxed:ease comforted:comfort reassured:relief triumphant:triumph euphoric:euphoria euphoria exhilarated:exhilaration exhilaration exhilarating:exhilaration ecstasy bliss elation jubilant:jubilation jubilation exuberant:exuberance giddy:giddiness enthusiastic:enthusiasm enthusiastically:enthusiasm happier:happiness contentment pride gratitude pleasure rejoiced:joy rejoicing:joy thrilling:thrill gratefully:gratitude proudly:pride excitedly:excitement cheerfully:cheerfulness gleefully:glee joyously:joy delightedly:delight contentedly:contentment triumphantly:triumph blissfully:bliss psyched:excitement stoked:excitement happiest:happiness cheery:cheerfulness serene:peace serenity:peace soothed:comfort calmer:calm amusement gladness",
};

export const WORDS = new Map<string, EmoWord>();
for (const code of Object.keys(RAW) as EmotionCode[]) {
  for (const item of RAW[code].split(" ")) {
    const [w, label] = item.split(":");
    WORDS.set(w, { code, label: label ?? w });
  }
}
/** "felt good", "feel great": these only count right after a feeling verb. */
export const FEEL_ONLY: Record<string, EmoWord> = {
  good: { code: "HA", label: "feeling good" },
  great: { code: "HA", label: "feeling good" },
  wonderful: { code: "HA", label: "feeling good" },
  better: { code: "HA", label: "relief" },
  bad: { code: "SD", label: "feeling bad" },
  terrible: { code: "SD", label: "feeling bad" },
  awful: { code: "SD", label: "feeling bad" },
  stupid: { code: "AP", label: "embarrassment" },
  odd: { code: "CO", label: "puzzlement" },
  strange: { code: "CO", label: "puzzlement" },
  weird: { code: "CO", label: "puzzlement" },
  loved: { code: "HA", label: "feeling loved" },
  safe: { code: "HA", label: "feeling safe" },
  empty: { code: "SD", label: "emptiness" },
  heated: { code: "AN", label: "anger" },
  // the states a report names after "felt" that are feelings only there ("the room was empty", "felt empty")
  trapped: { code: "AP", label: "feeling trapped" },
  vulnerable: { code: "AP", label: "vulnerability" },
  unsafe: { code: "AP", label: "feeling unsafe" },
  exposed: { code: "AP", label: "feeling exposed" },
  watched: { code: "AP", label: "unease" },
  foolish: { code: "AP", label: "embarrassment" },
  silly: { code: "AP", label: "embarrassment" },
  dumb: { code: "AP", label: "embarrassment" },
  ridiculous: { code: "AP", label: "embarrassment" },
  alone: { code: "SD", label: "loneliness" },
  isolated: { code: "SD", label: "loneliness" },
  down: { code: "SD", label: "low spirits" },
  blue: { code: "SD", label: "low spirits" },
  low: { code: "SD", label: "low spirits" },
  rejected: { code: "SD", label: "hurt" },
  unwanted: { code: "SD", label: "hurt" },
  unloved: { code: "SD", label: "hurt" },
  abandoned: { code: "SD", label: "hurt" },
  betrayed: { code: "SD", label: "hurt" },
  lucky: { code: "HA", label: "feeling lucky" },
  blessed: { code: "HA", label: "feeling lucky" },
  nice: { code: "HA", label: "feeling good" },
  fantastic: { code: "HA", label: "feeling good" },
  terrific: { code: "HA", label: "feeling good" },
  marvelous: { code: "HA", label: "feeling good" },
  amazing: { code: "HA", label: "feeling good" },
  awesome: { code: "HA", label: "feeling good" },
  welcome: { code: "HA", label: "feeling welcome" },
  // ("we felt inadequate", "I feel uplifted": states that are feelings after "felt", not in "an inadequate brake")
  inadequate: { code: "AP", label: "inadequacy" },
  shameful: { code: "AP", label: "shame" },
  claustrophobic: { code: "AP", label: "unease" },
  uplifted: { code: "HA", label: "feeling uplifted" },
  // (the rest of the "felt terrible" family, and states that name a thing as often as a feeling:
  // "felt horrible", "felt gutted" — "a horrible dress", "gutted the fish"; "felt bitter" — "a bitter taste")
  horrible: { code: "SD", label: "feeling bad" },
  dreadful: { code: "SD", label: "feeling bad" },
  gutted: { code: "SD", label: "devastation" },
  bitter: { code: "AN", label: "resentment" },
  hostile: { code: "AN", label: "hostility" },
  cozy: { code: "HA", label: "comfort" },
  cosy: { code: "HA", label: "comfort" },
};
/** Words that an impersonal "it/this/that/which" may carry for the dreamer ("it was fun"). */
export const IMPERSONAL_OK = new Set([
  "unnerving",
  "unsettling",
  "scary",
  "frightening",
  "terrifying",
  "fun",
  "enjoyable",
  "pleasant",
  "confusing",
  "amusing",
  "annoying",
  "irritating",
  "infuriating",
  "frustrating",
  "exasperating",
  "stressful",
  "disappointing",
  "thrilling",
  "surprising",
  "surprisingly",
  // ("it was embarrassing", "it was very uncomfortable", "it was all so bewildering": the moment as the dreamer lived it)
  "embarrassing",
  "humiliating",
  "disturbing",
  "alarming",
  "uncomfortable",
  "awkward",
  "shocking",
  "startling",
  "puzzling",
  "baffling",
  "bewildering",
  "mystifying",
  // ("it was creepy", "that was even scarier": the place or the moment as the dreamer lived it; "a creepy lake" describes the lake)
  "creepy",
  "spooky",
  "eerie",
  "horrifying",
  "scarier",
  "disheartening",
]);
/** Causative participles that can take a non-dreamer object ("I upset him"). */
export const CAUSATIVE = new Set([
  "upset",
  "surprised",
  "scared",
  "annoyed",
  "frightened",
  "bothered",
  "worried",
  "terrified",
  "shocked",
  "confused",
  "amazed",
  "pleased",
  "disappointed",
  "embarrassed",
  "irritated",
  "angered",
  "excited",
  "relieved",
  "delighted",
  "thrilled",
  "puzzled",
  "hate",
  "hated",
  "enjoyed",
  "confuses",
  "scares",
  "frightens",
  "annoys",
  "worries",
  "crushed",
  "surprises",
  "amazes",
  "puzzles",
  "disappoints",
  "saddens",
  "terrifies",
  "embarrasses",
  "irritates",
  "angers",
  // (the rest of each class's verbs of feeling: "it infuriated me", "I startled the cat")
  "infuriated",
  "enraged",
  "frustrated",
  "exasperated",
  "irked",
  "horrified",
  "alarmed",
  "humiliated",
  "spooked",
  "unnerved",
  "startled",
  "saddened",
  "depressed",
  "devastated",
  "disheartened",
  "astonished",
  "stunned",
  "baffled",
  "bewildered",
  "mystified",
  "perplexed",
  "comforted",
  "amused",
  "reassured",
  // ("it freaked me out", "which creeped us out")
  "freaked",
  "creeped",
  // (the bare verbs and the rest of the family: "to scare him", "it disturbed me", "he pissed me off")
  "scare",
  "frighten",
  "terrify",
  "annoy",
  "irritate",
  "infuriate",
  "disturbed",
  "appalled",
  "agitated",
  "pissed",
  "soothed",
]);
export const COPULA = new Set(["was", "were", "am", "are", "got", "became", "grew", "felt", "is", "get", "become", "seemed"]);
export const ADVERBS = new Set([
  "also",
  "then",
  "still",
  "really",
  "just",
  "suddenly",
  "now",
  "always",
  "even",
  "only",
  "finally",
  "actually",
  "both",
  "all",
  "again",
  "so",
  "too",
  "never",
  "soon",
  "immediately",
  "quickly",
]);
export const CAUSERS = new Set([
  "made",
  "make",
  "makes",
  "making",
  "left",
  "leaves",
  "got",
  "gets",
  "get",
  "gave",
  "give",
  "let",
  "had",
  "kept",
  "keeps",
  "felt",
  "feel",
]);
export const OBJ_OTHER = new Set(["him", "her", "them"]);
export const LEADERS = new Set([
  "out",
  "of",
  "in",
  "with",
  "from",
  "feeling",
  "so",
  "very",
  "really",
  "suddenly",
  "then",
  "and",
  "but",
  "totally",
  "completely",
  "somewhat",
  "a",
  "bit",
  "little",
  "now",
  "utterly",
  "quite",
]);
// ("it must be embarrassing for them", "I guessed it must be fun to fly": a guess at a feeling, not one felt)
export const MODALS = new Set(["will", "would", "could", "might", "should", "must", "i'll", "it'll", "you'll", "we'll"]);
export const FEEL_VERBS = new Set(["felt", "feel", "feels", "feeling"]);
export const FIRST = new Set(["i", "we", "i'm", "i'd", "i've", "i'll", "we're", "we'd", "we've", "myself", "ourselves"]);
export const OBJ_FIRST = new Set(["me", "us"]);
export const OTHER_SUBJ = new Set([
  "he",
  "she",
  "they",
  "you",
  "he's",
  "she's",
  "they're",
  "you're",
  // (contracted with a modal or "have": "she'd be livid", "they'll be thrilled")
  "he'd",
  "she'd",
  "they'd",
  "you'd",
  "he'll",
  "she'll",
  "they'll",
  "they've",
  "you've",
  "him",
  "her",
  "them",
  "his",
  "everyone",
  "everybody",
  "someone",
  "somebody",
  "people",
  "nobody",
  "anyone",
  "man",
  "woman",
  "guy",
  "girl",
  "boy",
  "lady",
  "mom",
  "dad",
  "mother",
  "father",
  "sister",
  "brother",
  "friend",
  "teacher",
  "kids",
  "children",
  "others",
  // (the plurals of the same people: "the girls were thrilled", "as the men laugh")
  "girls",
  "boys",
  "men",
  "women",
  "guys",
  "ladies",
  "friends",
  "parents",
  "teachers",
]);
export const IMPERSONAL = new Set(["it", "this", "that", "which", "it's", "that's", "everything"]);
export const WAKING = new Set(["woke", "awoke", "awakened", "waking", "awake", "wake"]);
export const MY_WORDS = new Set(["my", "our"]);
export const OBJECT_FOLLOW = new Set(["him", "her", "them", "the", "a", "his", "their", "everyone", "people"]);

/** the object of a verb in -ing: "embarrassing him", "disturbing the neighbours" */
const CAUSED_ON = /^(him|her|them|me|us|you|the|a|an|my|his|her|their|our|your|everyone|everybody|anyone|anybody|people|someone|somebody)$/;

/** "a surprise party", "felt hurt" vs "hurt my leg" */
export const NOT_FEELING_NEXT: Record<string, RegExp> = {
  surprise: /^(attack|party|visit|gift|present|test|quiz|guest|ending|appearance)$/,
  // "cried out 'Here it is!'": a shout, not tears
  cried: /^out$/,
  cry: /^out$/,
  crying: /^out$/,
  // "a relief teacher", "relief workers": a stand-in or aid, not the feeling
  relief: /^(teacher|teachers|worker|workers|pitcher|map|maps|effort|efforts|fund|supplies|agency|driver|staff|sculpture|carving)$/,
  hurt: /^(my|his|her|their|him|them|me|myself|the|a|badly|bad)$/,
  // "I was embarrassing him", "kept disturbing the neighbours": what the dreamer does to someone, not a feeling
  embarrassing: CAUSED_ON,
  humiliating: CAUSED_ON,
  disturbing: CAUSED_ON,
  alarming: CAUSED_ON,
  shocking: CAUSED_ON,
  startling: CAUSED_ON,
  bewildering: CAUSED_ON,
  // a feeling noun or adjective that names a kind of thing: "a horror film", "the panic button", "a thrill ride",
  // "sang happy birthday", "the fun fair", "a shock absorber", "my comfort zone" (a panic attack is the feeling itself)
  horror: /^(movie|movies|film|films|flick|flicks|story|stories|show|shows|novel|novels|book|books|genre|fan|fans|house|comic|comics)$/,
  panic: /^(button|buttons|room|rooms|bar|alarm)$/,
  thrill: /^(ride|rides|seeker|seekers|seeking)$/,
  fear: /^(factor)$/,
  terror: /^(attack|attacks|cell|cells|group|groups|alert)$/,
  shock: /^(absorber|absorbers|wave|waves|therapy|collar|collars|treatment|jock|jocks)$/,
  happy: /^(birthday|hour|hours|meal|meals|ending|endings)$/,
  fun: /^(fair|fairs|house|houses|run|runs|park|parks|size)$/,
  joy: /^(ride|rides|stick|sticks)$/,
  comfort: /^(zone|zones|food|foods|station|stations|room)$/,
  amusement: /^(park|parks|ride|rides|arcade|arcades|center|centre|centers|centres|pier)$/,
  wonder: /^(bread|woman|wheel|boy|drug|drugs)$/,
  stress: /^(test|tests|ball|balls|fracture|fractures)$/,
  alarm: /^(clock|clocks|bell|bells|system|systems|went|goes|sounded|sounds|rang|rings|ringing|button|code|signal)$/,
  pleasure: /^(boat|boats|ship|ships|cruise|craft|trip|ground|grounds|island|dome|palace|garden|gardens|principle|seeker|seekers)$/,
  // "a strange nervous feeling": the strangeness is the other feeling's, not puzzlement
  strange: /^(nervous|anxious|sad|sick|uneasy|empty|tingling|sinking|heavy|calm|peaceful|warm|cold|feeling|sensation|sense|mix|mixture)$/,
  weird: /^(nervous|anxious|sad|sick|uneasy|empty|tingling|sinking|heavy|calm|peaceful|warm|cold|feeling|sensation|sense|mix|mixture)$/,
  odd: /^(nervous|anxious|sad|sick|uneasy|empty|tingling|sinking|heavy|calm|peaceful|warm|cold|feeling|sensation|sense|mix|mixture)$/,
};

/** The five plain regexes used as the benchmark baseline (one per class). */
export const BASELINE_REGEXES: Record<EmotionCode, RegExp> = {
  AN: /\b(angry|anger|mad|furious|annoyed|irritated|rage)\b/i,
  AP: /\b(afraid|scared|frightened|fear|terrified|anxious|nervous|worried|panic)\b/i,
  SD: /\b(sad|unhappy|depressed|disappointed|lonely|upset|cried|crying)\b/i,
  CO: /\b(confused|surprised|puzzled|amazed|shocked|strange)\b/i,
  HA: /\b(happy|glad|pleased|relieved|joy|excited|fun|enjoyed)\b/i,
};
