/**
 * Verb classes of the Hall/Van de Castle social interactions and outcomes, as lemmas (with the
 * particle or preposition that makes them so, where one is needed: "yell at", "run after").
 */
const set = (s: string) => new Set(s.trim().split(/\s+/));

/** deliberate harm or annoyance of another character: from a hostile word to a killing */
export const AGGRESSION = set(`
  attack assault hit punch kick slap stab shoot kill murder strangle choke beat fight chase pursue hunt capture kidnap abduct
  shove push bite scratch threaten insult mock tease ridicule curse blame accuse criticize criticise scold bully harass
  rob steal mug destroy rape molest torture hurt injure wound poison betray trick deceive dump smash strike tackle wrestle
  punish spank whip force invade arrest imprison handcuff tie jail trap corner grab seize drag hate despise glare sue reprimand
  lecture humiliate embarrass ignore reject exclude refuse snub kick slam throw spit stalk follow frighten scare terrorize
  terrorise menace torment abuse fire expel evict banish yell scream shout swear holler snap argue quarrel bicker rebuke
  taunt slaughter execute hang behead drown burn shove elbow trip lock confine pin restrain hold overpower crush
  sting claw maul charge ambush chide berate nag slander rape shun disown cheat bully dis diss boo heckle sneer snub avoid protest goose grope bomb
  cuss toss shove catch poke pinch prod jab dislike distrust critique belittle insult mistreat deny pester badger hassle pressure coerce
  bug annoy irritate provoke antagonize antagonise disagree throttle swindle blackmail scowl bash whack pummel clobber confront
  pop popped sock smack thump wallop deck slit slash`);
/** nouns of hostility: "we had a fight", "got into an argument" */
export const AGGRESSION_NOUNS = set(
  "fight fights argument arguments quarrel fistfight brawl battle shootout scuffle dispute feud disagreement raid war bombing ambush",
);
/**
 * grave deeds named as nouns, "there was a murder", "a robbery at the bank": an aggression between characters even where
 * the sentence names neither (someone did it to someone)
 */
export const GRAVE_AGGRESSION_NOUNS = set("murder murders massacre stabbing stabbings robbery robberies mugging kidnapping holdup hold-up");
/** aggression by word, mood or refusal: a shout, a slammed door, dislike, not a blow */
export const MILD_AGGRESSION =
  /^(yell|shout|scream|holler|swear|snap|argue|quarrel|bicker|criticize|criticise|critique|scold|chide|berate|nag|lecture|tease|mock|ridicule|taunt|insult|refuse|ignore|reject|snub|dislike|distrust|hate|complain|deny|slam|glare|want|angry|angered|mad|annoyed|irritated|furious|jealous|envious|boo|sneer|laugh|jeer|scoff|snicker|heckle|smirk|avoid|protest|disagree|scowl|blame|accuse|give|hand|trust|mistrust|lie|deceive|trick|let|allow|permit|forbid|ban|listen|answer|respond|acknowledge|talk|speak|like|care|approve|appreciate|welcome)$/;
/** hostile feelings toward someone are aggression too (covert hostility): "he's annoyed with me", "I hate her" */
export const HOSTILE_FEELINGS = set(
  "angry angered mad madder furious annoyed irritated irked jealous envious contempt hate hated hates despise despised resent resented disgusted livid enraged outraged miffed peeved pissed disliked",
);
/**
 * feelings that are hostile only when aimed at someone by "with" or "at": "impatient with my partner", "fed up with
 * him", "cross at her" — not "frustrated that the door was stuck", "upset about the news"
 */
export const HOSTILE_TOWARD = set("impatient frustrated exasperated cross upset fed irate indignant");
/** words that name a hostile feeling somewhere in them: "I got upset, angry", "she was irked at me" */
export const namesHostileFeeling = (words: string): boolean =>
  words
    .toLowerCase()
    .split(/[^a-z']+/)
    .some((w) => HOSTILE_FEELINGS.has(w));
/** verbs that are hostile only with this preposition or particle */
export const AGGRESSION_WITH: Record<string, string[]> = {
  yell: ["at"],
  scream: ["at"],
  shout: ["at"],
  swear: ["at"],
  snap: ["at"],
  holler: ["at"],
  laugh: ["at"],
  glare: ["at"],
  throw: ["at", "out"],
  spit: ["at", "on"],
  run: ["after"],
  come: ["after"],
  go: ["after"],
  kick: ["out", "*"],
  lock: ["*"],
  follow: ["*"],
  hold: ["down", "hostage", "captive", "prisoner"],
  stick: ["up"],
  tie: ["up", "*"],
  break: ["into"],
  lie: ["to"],
  cheat: ["on"],
  turn: ["against"],
  hang: ["up"],
  make: ["fun"],
  pick: ["on"],
  tell: ["off"],
  bawl: ["out"],
  chew: ["out"],
  trip: ["*"],
  charge: ["at"],
  lunge: ["at"],
  jump: ["on"],
  slam: ["*"],
  close: ["in"],
  send: ["away"],
  catch: ["*"],
  lash: ["out", "at"],
};
/**
 * aggression verbs that lose their hostility with this particle or the word after them: "struck up a conversation",
 * "we hit it off", "kicked off the party", "knocked on her door"
 */
export const NOT_HOSTILE_WITH: Record<string, string[]> = {
  strike: ["up"],
  hit: ["it off"],
  kick: ["off"],
};
/** hostile only when it has a character as target (never "hit the ground", "grabbed my bag") */
// ("we were laughing at nothing", "laughed at the joke": a laugh at no one mocks no one)
export const AGGRESSION_NEEDS_PERSON = set(
  "laugh hit hold grab push pull trap lock charge follow trip crush pin tie throw drag burn drown hang fire force ignore refuse reject shoot stab destroy break smash wreck hunt toss hate despise resent jump catch poke pinch prod jab dislike distrust send deny slam avoid shove punch kick slap bug annoy irritate provoke antagonize antagonise confront pop popped sock deck",
);
/** how someone is toward another: "was rude to me", "very passive aggressive with me", "so kind to her" */
export const HOSTILE_MANNER = set("aggressive hostile rude mean nasty cruel unkind sarcastic condescending cold abusive");
export const FRIENDLY_MANNER = set("nice kind friendly sweet helpful polite warm generous gentle affectionate welcoming");
/** feelings put as passives ("I was scared", "got embarrassed") are feelings, not attacks, unless someone is named: "scared by a dog" */
export const FEELING_VERBS = set("scare frighten embarrass terrorize terrorise humiliate annoy irritate bug");
/** the verbs that make an aggression a pursuit */
export const PURSUIT = set("chase pursue hunt follow stalk");

export const FRIENDLINESS = set(`
  help hug embrace greet welcome thank compliment praise comfort console reassure protect save rescue give hand offer invite
  share feed befriend apologize apologise forgive support encourage congratulate lend escort guide wave smile hold cuddle
  marry propose visit treat teach show pet stroke care cheer accompany defend warn introduce adopt console squeeze pass tip assist
  bandage nurse heal cure bathe massage soothe tend tuck commend`);
export const FRIENDLINESS_WITH: Record<string, string[]> = {
  smile: ["at"],
  wave: ["at", "to"],
  wink: ["at"],
  nod: ["at", "to"],
  grin: ["at"],
  beam: ["at"],
  take: ["care"],
  look: ["after"],
  pick: ["up"],
  cheer: ["up", "for"],
  hold: ["*"],
  show: ["around", "*"],
  say: ["hello", "hi", "goodbye", "bye", "sorry"],
  shake: ["hands"],
  stick: ["up"],
  stand: ["up"],
  walk: ["home"],
  drive: ["home"],
  bring: ["*"],
  buy: ["*"],
  cook: ["for"],
  make: ["friends"],
};
/** friendly only toward a character (never "held the rope", "gave up", "showed up") */
export const FRIENDLINESS_NEEDS_PERSON = set(
  "give hand offer hold share show treat teach help walk drive bring buy cook visit pet stroke warn guide squeeze pass tip bandage nurse heal cure bathe massage soothe tend tuck",
);
/** closeness named as a state: "we were getting married", "my fiancée and I were engaged" */
export const BOND_WORDS = set("married marry marrying wedding engaged engagement honeymoon dating");

export const SEXUALITY = set("kiss seduce fondle caress grope undress masturbate sleep flirt fuck sex make proposition");
export const SEXUALITY_WITH: Record<string, string[]> = {
  sleep: ["with"],
  make: ["love", "out"],
  have: ["sex", "intercourse"],
};
export const SEXUAL_WORDS = set(
  "sex sexual sexually intercourse erotic aroused arousal orgasm penis vagina clitoris erection horny foreplay fellatio cunnilingus ejaculation emission masturbate masturbating kiss kissed kissing",
);

/** things going wrong through circumstance: the Hall/Van de Castle misfortunes */
export const MISFORTUNE = set(`
  fall trip slip crash collapse drown sink die faint vomit bleed break lose miss forget burn choke suffocate drop spill
  stumble tumble sprain crumble rot shatter explode flood capsize derail overturn freeze starve strand stick stall puke oversleep flip electrocute
  tip limped limping`);
export const MISFORTUNE_STATE = set(`
  lost late stuck stranded sick ill hurt injured dead dying wounded bleeding broken trapped pregnant paralyzed paralysed blind
  deaf lame crippled soaked drenched burned burnt poisoned infected diseased fired homeless broke overdrawn locked stolen missing
  ruined wrecked damaged destroyed flooded cancelled canceled wrong astray separated split bloody bloodied sore electrocuted`);
export const MISFORTUNE_NOUNS = set(`
  accident crash fire flood earthquake tornado hurricane storm tsunami explosion disaster illness disease cancer injury
  wreck avalanche blizzard flu fever infection heart_attack stroke emergency flames pain pains headache stomachache toothache
  cramps nausea rash blisters bruises seizure seizures convulsions limp`);
/** a body hurt by its own owner's mishap: "cut my finger", "banged my head", "twisted my ankle" */
export const INJURE = set("cut bump bang hit smack scrape bruise twist sprain stub hurt injure break burn scratch slice");
/** machines and supplies that give out: "my phone died", "the power went out", "ran out of gas" */
export const GIVE_OUT = set("phone battery car engine power lights light electricity flashlight computer laptop elevator bus truck");
/** machines and devices whose failing to work is their user's mishap: "my phone wasn't working", "the brakes failed" */
export const MACHINES = set(
  "phone cellphone computer laptop tv television radio printer camera car engine brakes elevator lift lights light flashlight torch power electricity heater heating stove oven microwave toaster kettle fridge washer dryer alarm clock remote controller keyboard internet wifi key keys machine mod game",
);
/** craft whose accident befalls whoever rides in it */
export const CRAFT = set(
  "boat ship ferry plane airplane aeroplane jet helicopter car bus train truck van raft canoe submarine elevator taxi cab",
);
export const RUN_OUT_OF = set("gas fuel petrol money cash time battery air water food oxygen");
/** "fell asleep", "fell in love", "broke up", "died laughing": not misfortunes */
export const NOT_MISFORTUNE: Record<string, RegExp> = {
  fall: /^(asleep|in|for|behind|silent|quiet)$/,
  break: /^(up|out|through|free|into|the|off|in|down)$/,
  die: /^(laughing|down|out|for|to)$/,
  lose: /^(weight|track|interest|it|my_temper|touch|control|my_mind|sight|patience|my_patience|my_cool|heart|faith|hope)$/,
  miss: /^(you|him|her|them|home|me)$/,
  drop: /^(off|by|out|in|hints?|names?|lines?|everything|anchors?|subject)$/,
  burn: /^(down)$/,
  // "tipped the waiter", "tipped his hat", "a tip-off": only a craft or a load that tips over is a mishap
  tip: /^(the|a|an|him|her|them|me|us|my|his|their|your|our|off|toe|toes|hat)$/,
  // "I slip behind a convenient shell", "slipped into the room": moving quietly, not falling
  slip: /^(behind|into|out|away|through|past|in|inside|outside|around|by)$/,
};
/** parts of a body whose mishap befalls their owner: "my teeth fell out" */
export const BODY_PARTS = set(
  "teeth tooth hair leg legs arm arms hand hands finger fingers nail nails eye eyes skin face nose ear ears foot feet head knee knees ankle ankles wrist wrists back neck throat chest temple side shoulder elbow toe toes lip lips tongue chin forehead stomach cheek cheeks",
);
/** a thing that will not do what it is for: "the door wouldn't lock", "the car wouldn't start" */
export const WONT_WORK = set("lock unlock open close start work move budge turn stop shut load connect");
export const GOOD_FORTUNE_WORDS = set("lucky luckily fortunately windfall jackpot lottery inherit inherited inheritance");
export const FIND = set("find discover stumble");
export const VALUABLES = set(
  "money cash wallet treasure gold coin coins diamond diamonds jewel jewels jewelry dollar dollars bill bills prize ticket gift ring necklace check cheque",
);
export const SUCCESS = set("manage succeed win pass solve fix escape finish reach make accomplish achieve beat");
export const FAILURE = set("fail lose flunk");

/** what one fails to find without having lost it: "couldn't find the answer", "the definitions" */
export const SOUGHT_NOT_LOST =
  /^(definition|definitions|answer|answers|solution|solutions|clue|clues|word|words|meaning|name|names|number|numbers|reason|explanation|place|spot|seat|space|room|parking|table)$/;

/** near danger — fire, water, a wreck, a fall — that someone is got out of: "pulled me out", "dragged them out" is a rescue */
export const PERIL =
  /^(fire|flames|burning|smoke|water|river|lake|sea|drowning|sinking|wreck|wreckage|crash|crashed|flipped|rubble|stuck|trapped|pit|hole|ice|cliff|edge|danger|bleeding|hurt|injured|unconscious|collapsed|flooded)$/;
