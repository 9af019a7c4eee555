/**
 * How the most common symbols stand in a dream, each with the meaning written for it: the house
 * that is the dreamer's own and the house they do not know, water drunk and water swum in, a job
 * begun and a job lost. Without these the same dictionary line stood in one dream of every six
 * (the house) or eight (school). Tried in order, the first that holds at one of the symbol's
 * first mentions wins (lib/interpret/symbol-scenes.ts); a situation the dream's events give the
 * symbol (`in`: the house broken into, the car someone else drives) still goes over it. All
 * meanings were written for Oneira.
 */
import type { Scene } from "./types";

const HOME_OWN: Scene["meaning"] = {
  jung: "the self's own dwelling, the structure you live from",
  everyday: "your own ground: how settled and safe your private life feels just now",
};
const NEGLECTED: Scene["meaning"] = {
  jung: "a neglected part of the self, where old contents linger",
  everyday: "a part of your life left unlived-in, or a past that still has a hold on it",
};
const FAMILY = [
  "mom",
  "mother",
  "dad",
  "father",
  "parents",
  "family",
  "brother",
  "brothers",
  "sister",
  "sisters",
  "grandma",
  "grandmother",
  "grandpa",
  "grandfather",
  "husband",
  "wife",
  "son",
  "daughter",
  "kids",
  "children",
  "mum",
  "siblings",
];

/** a relative's possessive right before the thing: "my mom's house", "grandma's car" */
const KIN_OWNER = ["mom's", "mother's", "mum's", "dad's", "father's", "parents'", "parent's", "grandma's", "grandmother's", "grandpa's", "grandfather's", "grandparents'", "nana's", "granny's", "aunt's", "uncle's", "sister's", "brother's", "cousin's"];
/** the dreamer's own close family named as theirs: "my dad", "my grandmother" (not "her mother") */
const MY_KIN = FAMILY.map((f) => "my " + f);
/** any possessive right before the thing: "Keith's car", "the neighbours' house" */
const ANYONES = ["*'s", "*s'"];

export const SCENES: Record<string, Scene[]> = {
  house: [
    {
      id: "moving",
      near: ["moving in", "moved in", "move in", "moving into", "moved into", "move into", "moved back", "move back", "moving back", "moving out", "moved out", "move out", "buy", "bought", "buying", "rent", "rented", "renting", "for sale", "selling", "sold", "new house", "new home", "new apartment", "house hunting", "real estate", "looking at houses", "looking over homes"],
      meaning: {
        jung: "the self taking up a new dwelling, a structure of life not yet lived in",
        freud: "leaving the first home behind, and what it meant to you",
        everyday: "a change in how and where you live: a new arrangement of your life, or the wish for one",
      },
    },
    {
      id: "tending",
      near: ["clean", "cleaning", "cleaned", "tidy", "tidying", "tidied", "vacuum*", "scrub*", "fixing up", "fix up", "fixed up", "renovat*", "redecorat*", "remodel*", "decorating"],
      window: 4,
      meaning: {
        jung: "the self's dwelling being set to rights",
        everyday: "putting your private life in order, or the work it takes to keep it so",
      },
    },
    {
      id: "entered",
      near: ["broke into", "broken into", "break into", "breaking into", "broke in", "break in", "breaking in", "burglar*", "intruder*", "robbed", "trespass*"],
      meaning: {
        jung: "the self's dwelling breached by something it has not let in",
        freud: "a fear of intrusion into what is most private",
        everyday: "your private life and its boundaries, and who gets in without being asked",
      },
    },
    {
      id: "explored",
      near: ["rooms", "upstairs", "downstairs", "basement", "attic", "hallway", "hallways", "corridor*", "explor*", "floors", "staircase", "wing", "secret"],
      window: 5,
      meaning: {
        jung: "the psyche's many rooms, some of them not yet entered",
        everyday: "how much there is to your life, room by room, and what turns up in its corners",
      },
    },
    // ("a dark house", "the house was abandoned": but not an old woman a few words off, nor "my dad's old house", a house of his past)
    { id: "neglected", near: ["dark", "abandoned", "haunted", "creepy", "spooky", "empty", "deserted", "derelict"], window: 1, meaning: NEGLECTED },
    { id: "neglected", near: ["abandoned", "haunted", "creepy", "spooky", "deserted", "run-down", "rundown", "dilapidated", "falling apart", "derelict", "boarded up"], window: 4, meaning: NEGLECTED },
    {
      id: "grand",
      near: ["mansion", "huge", "enormous", "beautiful", "gorgeous", "luxurious", "fancy", "dream house", "palace", "big", "giant"],
      window: 1,
      meaning: {
        jung: "the self imagined at its full size",
        everyday: "a sense of what your life could hold, and whether it feels like yours",
      },
    },
    {
      id: "past home",
      // ("the old house", "Mom's old house": a home the dreamer once lived in; not "an old house", which is only old)
      near: ["the old house", "our old house", "my old house", "the old home", "our old home", "my old home", "the old apartment", "our old apartment", "my old apartment", "childhood home", "house i grew up in", "where i grew up", "used to live", "mom's old", "mum's old", "dad's old", "parents' old", "grandma's old", "nana's old"],
      window: 4,
      meaning: {
        jung: "an earlier dwelling of the self, come back in the dream",
        everyday: "a house from your past: the life you lived there, and what of it is still with you",
      },
    },
    {
      id: "kin's",
      owner: KIN_OWNER,
      meaning: {
        jung: "the dwelling of figures who shaped the self",
        everyday: "a relative's house: their ground, and who you are when you are on it",
      },
    },
    {
      id: "family",
      near: FAMILY,
      // (the family's own house: not "crashed into a house" with Dad at the wheel)
      owner: ["my", "our", "at", "the", "was", "were", "back", "in", "to", "family"],
      meaning: {
        jung: "the self's dwelling shared with the figures who shaped it",
        everyday: "family life under one roof, and where you stand in it",
      },
    },
    {
      id: "next door",
      near: ["next door", "neighbor's", "neighbour's", "neighbors'", "neighbours'", "across the street", "down the street", "next to ours", "next to mine"],
      window: 4,
      meaning: {
        jung: "another dwelling beside the self's own: what lives next to you",
        everyday: "the life next to yours: your neighbours, and how close you let them come",
      },
    },
    {
      id: "lived in",
      near: ["i lived", "we lived", "i live", "we live", "i was living", "we were living", "i am living", "we are living", "i'm living", "we're living", "and i lived", "and i live", "i used to live", "we used to live", "i rent", "we rent", "i own", "we own"],
      window: 8,
      meaning: HOME_OWN,
    },
    {
      id: "return",
      near: ["back to the", "back at the", "arrived back", "get back", "got back", "went back", "came back", "go back", "return*", "arrived at", "arrive at", "got to the", "get to the", "way back to"],
      window: 4,
      meaning: {
        jung: "the ego returning to its dwelling",
        everyday: "getting back to base: the place you return to, and what is waiting there",
      },
    },
    { id: "own", owner: ["my", "our"], meaning: HOME_OWN },
    {
      id: "someone's",
      owner: ANYONES,
      meaning: {
        jung: "another figure's dwelling, a life beside the self's own",
        everyday: "someone else's house: how they live, and where you fit in it",
      },
    },
    {
      id: "home alone",
      forms: ["home"],
      near: ["alone", "by myself", "on my own", "nobody else", "no one else", "empty"],
      window: 6,
      meaning: {
        jung: "the ego alone in its own dwelling",
        everyday: "home with no one else about: your own company, and what comes to you there",
      },
    },
    {
      id: "home, company",
      forms: ["home"],
      near: ["party", "guests", "visitors", "came over", "come over", "people came", "people arrive", "people arrived", "arrive", "arrived", "knock*", "doorbell"],
      window: 10,
      meaning: {
        jung: "the ego's own centre opened to other figures",
        everyday: "home with others coming in: your own ground opened to other people, and how that sits with you",
      },
    },
    {
      id: "home, a day",
      forms: ["home"],
      near: ["watching", "watched", "watch", "tv", "television", "movie", "computer", "eating", "ate", "cooking", "reading", "playing", "sleeping", "bed", "morning", "getting ready", "downloading", "doing"],
      window: 10,
      meaning: {
        jung: "the ego at rest in its own centre",
        everyday: "an ordinary spell at home: your own ground, and what breaks into it or does not",
      },
    },
    {
      id: "at home",
      forms: ["home"],
      owner: ["at", "was", "were", "am", "stayed", "stay", "staying", "back"],
      meaning: {
        jung: "the centre the ego lives from",
        everyday: "home ground: where you are most yourself, and whether it still feels that way",
      },
    },
    {
      id: "street",
      forms: ["houses", "homes", "apartments", "cottages", "cabins"],
      meaning: {
        jung: "the collective's many dwellings, the self's one among them",
        everyday: "a neighbourhood: lives side by side, and where yours fits among them",
      },
    },
    {
      id: "outside",
      near: ["in front of the", "in front of a", "outside the", "outside a", "outside of the", "outside of a", "front of the house", "front yard", "the yard", "backyard", "back yard", "driveway", "porch", "lawn", "window of the", "windows of the"],
      window: 4,
      meaning: {
        jung: "the self's dwelling seen from without",
        everyday: "the house from its doorstep: a life looked at from outside, and whether you go in",
      },
    },
    {
      id: "in unknown",
      owner: ["a", "an", "this", "some", "another", "strange", "unfamiliar", "unknown"],
      near: ["i was in a", "i'm in a", "i am in a", "we were in a", "we're in a", "we are in a", "i was at a", "we were at a", "i'm at a", "we're at a", "i am at a", "we are at a", "i was in this", "we were in this"],
      window: 4,
      meaning: {
        jung: "an unfamiliar structure of the self, the ego already inside it",
        everyday: "a house you find yourself in without knowing it: a life you are inside before you know its rooms",
      },
    },
    {
      id: "entered unknown",
      owner: ["a", "an", "this", "some", "another", "strange", "unfamiliar", "unknown"],
      near: ["go into", "went into", "goes into", "going into", "walk into", "walked into", "enter", "entered", "enters", "entering", "came to", "come to", "led me", "took me", "inside"],
      window: 5,
      meaning: {
        jung: "an unfamiliar structure of the self, entered for the first time",
        everyday: "a house you go into without knowing it: a side of life you are only now finding your way into",
      },
    },
    {
      id: "unknown",
      owner: ["a", "an", "this", "some", "another", "strange", "unfamiliar", "unknown"],
      meaning: {
        jung: "an unfamiliar structure of the self, not yet lived in",
        everyday: "a life, or a side of yourself, you do not yet know your way around",
      },
    },
    {
      id: "leaving",
      near: ["out of the house", "left the house", "leave the house", "leaving the house", "out of this house", "out of that house", "left the apartment", "leave the apartment", "out of the apartment"],
      window: 3,
      meaning: {
        jung: "the ego stepping out of its dwelling",
        everyday: "leaving the house: stepping off your own ground, and what draws or drives you out",
      },
    },
    {
      id: "visiting",
      near: ["visiting", "visit", "visited", "guest", "guests", "staying at", "stayed at", "invited", "owner of the house", "owners of the house", "whose house"],
      window: 6,
      meaning: {
        jung: "another figure's dwelling, entered as a guest",
        everyday: "a house you are a guest in: someone else's life, seen from inside for a while",
      },
    },
    {
      id: "inside",
      near: ["in the house", "inside the house", "into the house", "through the house", "around the house", "in the apartment", "into the apartment", "in the cottage", "in the cabin"],
      window: 3,
      dreamer: true,
      meaning: {
        jung: "the dwelling the dream sets the ego in",
        everyday: "the house the dream keeps you in: what goes on under its roof, and how you move in it",
      },
    },
  ],

  school: [
    {
      id: "staff",
      near: ["where i worked", "where i work", "i worked at", "i work at", "i was working at", "i teach", "i taught", "where i teach", "where i taught", "my students", "i was teaching"],
      window: 8,
      meaning: {
        jung: "the ego on the other side of the desk",
        everyday: "the school as your workplace: what you owe the young, and how you are judged in front of them",
      },
    },
    {
      id: "tested",
      near: ["test", "tests", "exam", "exams", "quiz", "finals", "homework", "school work", "schoolwork", "assignment", "assignments", "grades", "graded", "essay", "studying", "study", "studied", "project"],
      window: 8,
      meaning: {
        jung: "an initiation to be passed before the next stage of life",
        freud: "the fear of being found out as not enough",
        everyday: "being tested: a standard you feel measured against, and whether you are ready for it",
      },
    },
    {
      id: "behind",
      near: ["late", "missed", "missing", "skip", "skipped", "skipping", "forgot", "forgotten", "can't find", "couldn't find", "could not find", "lost", "wrong class", "wrong room"],
      window: 8,
      meaning: {
        jung: "the ego out of step with its own timetable",
        everyday: "being behind or in the wrong place: a demand you fear you are not meeting",
      },
    },
    {
      id: "peers",
      near: ["classmates", "friends", "popular", "lunch", "cafeteria", "locker", "lockers", "recess", "playground", "bully", "bullies", "bullied", "gym"],
      window: 8,
      meaning: {
        jung: "the self among its peers, working out where it stands",
        everyday: "your place among your peers: who you belong with and how they see you",
      },
    },
    {
      id: "term",
      near: ["last day", "first day", "graduat*", "semester", "end of the year", "start of the year", "new term", "summer break", "reunion"],
      window: 8,
      meaning: {
        jung: "a threshold in the ego's schooling, one stage closing on the next",
        everyday: "a turning point in the year: a stage of life ending, or one just begun",
      },
    },
    {
      id: "college",
      forms: ["college", "university", "campus"],
      meaning: {
        jung: "a later initiation: the ego finding its own direction",
        everyday: "the stretch of life where you choose your own course, and what you still have to learn",
      },
    },
    {
      id: "college",
      forms: ["dorm", "dormitory"],
      // (a hospital ward's or a barracks' dormitory is no college)
      not: ["hospital", "ward", "patient", "patients", "nurse", "nurses", "army", "barracks", "soldiers", "prison", "jail", "orphanage", "camp", "hostel"],
      window: 12,
      meaning: {
        jung: "a later initiation: the ego finding its own direction",
        everyday: "the stretch of life where you choose your own course, and what you still have to learn",
      },
    },
    {
      id: "bound",
      near: ["go to", "went to", "going to", "get to", "got to", "way to", "ready for", "walked to", "walk to", "drove to", "drive to", "leave for", "left for", "leaving for", "off to", "late for", "towards", "toward", "take the kids to", "took me to", "take me to", "drop me off", "dropped me off"],
      // (a man the dreamer was at school with is someone known from there)
      not: ["with"],
      window: 3,
      meaning: {
        jung: "the ego's ordinary round of obligations",
        everyday: "daily duty: the routine of having to be somewhere and do what is asked",
      },
    },
    {
      id: "class",
      forms: ["class", "classroom", "classrooms", "lecture"],
      meaning: {
        jung: "the part of you still in the learner's seat",
        everyday: "sitting under instruction: being taught, watched, and expected to keep up",
      },
    },
    {
      id: "there",
      near: ["at school", "in school", "at a school", "at the school", "at my school", "at our school"],
      window: 2,
      meaning: {
        jung: "the ego set down again in a place of initiation",
        everyday: "school as the ground of the dream: rules, peers and being measured, whatever your age now",
      },
    },
  ],

  car: [
    {
      id: "struck",
      near: ["hit by a car", "hit by the car", "hit by a truck", "run over", "ran over", "runs over", "knocked down by", "struck by", "got hit", "was hit", "were hit", "hit him", "hit her", "hit me", "hit us"],
      window: 6,
      meaning: {
        jung: "a force in motion striking the ego from outside",
        everyday: "something moving too fast to stop, and the blow it deals",
      },
    },
    {
      id: "missing",
      near: ["find the car", "find my car", "find our car", "finding the car", "finding my car", "looking for the car", "looking for my car", "lost the car", "lost my car", "car was stolen", "car had been stolen", "stole my car", "stole the car", "car was gone", "car was missing", "where i parked", "where i had parked", "where we parked", "where we had parked", "someone had moved it"],
      window: 8,
      meaning: {
        jung: "the ego's vehicle gone missing",
        everyday: "your way of getting on out of reach: a means you count on that you cannot lay hands on",
      },
    },
    {
      id: "crash",
      near: ["accident", "crash", "crashed", "crashes", "crashing", "wreck", "wrecked", "collision", "collided", "totaled", "totalled", "swerv*", "brakes", "slammed into", "smashed into", "bumped into", "crashed into", "barely hit", "hit another", "to avoid it"],
      window: 8,
      meaning: {
        jung: "the ego's drive colliding with what it did not see",
        everyday: "a course that has gone wrong, or the fear of losing control of it",
      },
    },
    {
      id: "parked",
      near: ["park", "parked", "parking", "garage", "driveway", "parking lot", "car park"],
      window: 4,
      meaning: {
        jung: "the ego's vehicle at rest",
        everyday: "your drive set down for a while: a pause, and whether you can take it up again",
      },
    },
    {
      id: "aboard",
      // (someone else with the dreamer: getting into one's own truck alone is the dreamer's own drive)
      near: ["back seat", "backseat", "passenger", "in the car with", "in a car with", "in the truck with", "in the van with", "in the car together", "we were in the car", "we are in the car", "we're in the car", "we were in a car", "we got in the car", "we got into the car", "we get in the car", "we got in a car", "we waited in the car", "we sat in the car", "and i are in the car", "and i were in the car", "and i got in the car"],
      window: 4,
      meaning: {
        jung: "the ego carried along with the figures beside it",
        everyday: "a journey shared: where you and the people with you are headed together",
      },
    },
    {
      id: "tended",
      near: ["fix", "fixed", "fixing", "repair*", "clean", "cleaned", "cleaning", "wash", "washed", "washing", "under the", "hood", "engine", "tire", "tires", "flat", "mechanic", "gas", "petrol"],
      window: 4,
      meaning: {
        jung: "the ego's vehicle in need of care",
        everyday: "what gets you about, and the care or repair it is asking for",
      },
    },
    {
      id: "own",
      owner: ["my", "our"],
      meaning: {
        jung: "the ego's vehicle: how you move under your own power",
        everyday: "your own means of getting ahead, and the shape it is in",
      },
    },
    {
      id: "others",
      owner: ["his", "her", "their", ...ANYONES],
      meaning: {
        jung: "another figure's drive, beside or across your own",
        everyday: "someone else's drive and direction, and whether you go along with it",
      },
    },
    {
      id: "stepped out",
      near: ["got out of", "get out of", "getting out of", "stepped out of", "jumped out of", "climbed out of"],
      window: 5,
      meaning: {
        jung: "the ego leaving its vehicle for solid ground",
        everyday: "arriving: stepping out of the drive into whatever comes next",
      },
    },
    {
      id: "inside",
      near: ["in the car", "in a car", "in this car", "in the truck", "in a truck", "in the van", "in a van", "into the car", "into a car", "in the taxi", "in a taxi", "in the cab", "in a cab", "piled into", "packed in"],
      // (getting in and driving off: the dreamer at the wheel is no passenger)
      not: ["drove", "drive", "driving", "drives", "sitting", "sat", "parked"],
      window: 3,
      meaning: {
        jung: "the ego carried in its vehicle, its direction not yet said",
        everyday: "being on the move inside something: where you are headed, and who has the wheel",
      },
    },
    {
      id: "passing",
      owner: ["a", "an", "this", "another", "some", "one"],
      near: ["approach*", "came", "coming", "pulled", "drove", "driving", "passed", "passing", "stopped", "behind", "speeding", "sped", "following", "followed", "out of nowhere", "saw", "see"],
      window: 5,
      meaning: {
        jung: "a force in the psyche moving with its own momentum",
        everyday: "something moving on its own course close to yours, not steered by you",
      },
    },
    {
      id: "you drive",
      near: ["i drove", "i was driving", "i'm driving", "i am driving", "i drive", "i'd driven", "i had driven", "i started driving", "i start driving", "drive it", "drove it", "my driving", "behind the wheel", "i steer*"],
      window: 14,
      meaning: {
        jung: "the ego's vehicle with the ego at the wheel",
        everyday: "the car you drive: where you are taking it, and how much of that is in your hands",
      },
    },
    {
      id: "handled",
      near: ["stopped the car", "stop the car", "put the car", "moving a car", "move the car", "moved the car", "started the car", "start the car", "turned the car", "backed", "back the car", "into reverse", "pulled over", "pull over", "pulled out", "pulled into", "steered", "steering"],
      window: 8,
      dreamer: true,
      meaning: {
        jung: "the ego handling its vehicle",
        everyday: "the car in your hands: where you take it, and how well it answers you",
      },
    },
    {
      id: "driven",
      near: ["he drove", "she drove", "they drove", "he was driving", "she was driving", "they were driving", "drove us", "drove me", "driving us", "driving me", "gave me a ride", "gave us a ride", "give me a ride", "picked me up", "picked us up", "pick me up", "pick us up", "take me", "took me", "took us"],
      window: 14,
      meaning: {
        jung: "the ego carried on a course another steers",
        everyday: "a car someone else drives: their course, and how far you let it carry you",
      },
    },
    {
      id: "traffic",
      near: ["behind me", "in front of me", "approaching", "tailgat*", "lane", "lanes", "traffic", "highway", "freeway", "intersection", "oncoming", "turn around"],
      window: 6,
      meaning: {
        jung: "other forces moving on the ego's road",
        everyday: "cars around you on the road: traffic you must keep pace with or keep clear of",
      },
    },
    {
      id: "loaded",
      near: ["out of the car", "in the trunk", "the trunk", "the boot", "loading", "loaded", "unload*", "suitcase", "suitcases", "luggage", "groceries", "bags"],
      window: 6,
      meaning: {
        jung: "the vehicle as what carries the ego's belongings",
        everyday: "what gets packed into the car or taken out of it: what goes along with you, and who decides",
      },
    },
    {
      id: "setting off",
      near: ["to the car", "towards the car", "toward the car", "back to the car", "out to the car", "by car", "road trip", "a trip", "car ride"],
      window: 4,
      meaning: {
        jung: "the ego making for its vehicle",
        everyday: "setting off by car: where you are going next, and who goes with you",
      },
    },
  ],

  water: [
    {
      id: "drunk",
      near: ["drink", "drinking", "drank", "glass", "bottle", "bottles", "cup", "thirsty", "thirst", "pour", "poured", "sip", "kettle", "boil", "boiling", "tap", "faucet", "jug", "pitcher", "add water", "added water", "pot", "pan", "cooking", "fridge", "ice", "gallons", "gallon", "supply", "supplies", "bottled", "getting some water"],
      meaning: {
        jung: "the water of life in its everyday form",
        everyday: "a plain need met or unmet: thirst, care, something to give or to take",
      },
    },
    {
      id: "under",
      near: ["under", "underwater", "drown", "drowned", "drowning", "sink", "sinking", "sank", "sunk", "fell into", "fall into", "fell in", "falling into", "jumped into", "jump into", "jump in", "jumped in", "dove in", "dived in", "plunge*", "submerge*", "dove into", "dived into", "slid into", "slipped into", "fell in"],
      window: 4,
      meaning: {
        jung: "the ego going under into the unconscious",
        freud: "being overwhelmed, or a return to the first waters",
        everyday: "feelings that close over your head, or a plunge you could not hold back from",
      },
    },
    {
      id: "swum",
      near: ["swim", "swimming", "swam", "swum", "float", "floating", "floated", "wade", "waded", "wading", "dive", "diving", "dove", "surf*", "paddl*"],
      window: 8,
      meaning: {
        jung: "the ego immersed in the unconscious, and how it fares there",
        everyday: "going into your feelings, and how easily you move in them",
      },
    },
    {
      id: "loose",
      near: ["flood*", "rising", "rose", "leak*", "floor", "spill*", "everywhere", "pouring", "gushing", "dripping", "ceiling", "burst", "flowing", "spraying", "sprayed", "filled with water", "full of water", "lot of water", "streaming"],
      window: 6,
      meaning: {
        jung: "the unconscious seeping into the rooms of consciousness",
        everyday: "water where it should not be: feeling that has broken its banks into everyday life",
      },
    },
    {
      id: "washing",
      near: ["shower", "bath", "bathtub", "tub", "faucet", "tap", "sink", "hose", "wash", "washed", "washing", "rinse*", "splash* some water on", "on my face", "on my hands"],
      window: 8,
      meaning: {
        jung: "cleansing in its everyday form",
        everyday: "water for washing: something to rinse away, or plain daily care",
      },
    },
    {
      id: "deep",
      near: ["deep", "depth", "depths", "bottom", "murky", "dark", "black"],
      window: 3,
      meaning: {
        jung: "the unconscious in its depth",
        everyday: "feeling with no floor under it: how far down it goes, and whether you dare look",
      },
    },
    {
      id: "soaked",
      forms: ["wet", "soaked"],
      meaning: {
        jung: "the unconscious clinging to the ego after contact",
        everyday: "being soaked through: something that has got to you, whether you wanted it or not",
      },
    },
    {
      id: "others in",
      near: ["was in the water", "were in the water", "playing in the water", "into the water", "in the water with", "out of the water", "pulled him", "pulled her", "pulled them"],
      not: ["i", "we", "me", "us"],
      window: 4,
      meaning: {
        jung: "other figures immersed in the unconscious, the ego watching",
        everyday: "someone or something in the water while you stay out of it: feeling watched from the edge",
      },
    },
    {
      id: "in it",
      near: ["in the water", "into the water", "in water", "in some water", "went in", "got in", "get in", "jumped in", "in the lake", "in the river", "in the sea", "in the ocean", "in the pool"],
      window: 4,
      dreamer: true,
      meaning: {
        jung: "the ego in the waters of the unconscious",
        everyday: "being in the water: feeling you are in, not only looking at, and how it holds you",
      },
    },
    {
      id: "shore",
      near: ["boat", "boats", "shore", "edge", "beach", "bank", "bridge", "dock", "pier", "over the", "above the", "across the", "by the", "near the", "next to the", "looking at", "looked at", "surface", "over water", "near water", "near some", "by some", "near the water"],
      window: 4,
      meaning: {
        jung: "the border of the unconscious, looked across",
        everyday: "feeling seen from its edge: close by, but not gone into",
      },
    },
    {
      id: "open",
      near: ["lake", "lakes", "river", "rivers", "creek", "brook", "stream", "ocean", "sea", "pond", "waterfall", "bay", "lagoon", "tide", "tides", "waves", "current", "currents", "canal", "swamp", "marsh"],
      window: 6,
      meaning: {
        jung: "the unconscious as landscape, running on by itself",
        everyday: "open water in the dream's landscape: feeling that runs on whether or not you go near it",
      },
    },
    {
      id: "crossed",
      near: ["voyage", "sail*", "across", "over it", "over the", "ferry", "cross", "crossed", "crossing", "travel*", "on water"],
      window: 5,
      meaning: {
        jung: "the unconscious as the stretch the ego must cross",
        everyday: "water to get across: a stretch of feeling between you and where you are going",
      },
    },
    {
      id: "looked at",
      near: ["clear", "crystal", "pretty", "beautiful", "blue", "green", "brown", "muddy", "dirty", "clean", "murky", "calm", "still", "fish", "fishes", "glowing", "sparkling", "shallow"],
      window: 3,
      meaning: {
        jung: "the unconscious seen in its colours",
        everyday: "water whose look the dream dwells on: the state your feeling is in, as the dream shows it",
      },
    },
  ],

  death: [
    {
      id: "wish",
      near: ["wanted to die", "want to die", "wanting to die", "wish i was dead", "wish i were dead", "wished i was dead", "wished i were dead", "rather be dead", "rather die"],
      window: 3,
      meaning: {
        jung: "the ego wanting out of a place it cannot bear",
        freud: "the wish for rest, or punishment turned on the self",
        everyday: "wanting to be gone from where you are: how badly you want out of it",
      },
    },
    {
      id: "threatened",
      near: ["going to kill", "gonna kill", "going to die", "gonna die", "would kill", "will kill", "wanted to kill", "want to kill", "wants to kill", "tried to kill", "trying to kill", "try to kill", "to kill", "get killed", "be killed", "warned", "threatened", "threatening", "about to"],
      window: 3,
      meaning: {
        jung: "the shadow's threat, hanging in the air",
        everyday: "death threatened but not yet done: a danger hanging over someone, and what you would do about it",
      },
    },
    {
      id: "own",
      near: ["i was killed", "i got killed", "killed me", "we were killed", "i died", "i die", "we died", "i was dead", "i am dead", "i'm dead", "we were dead", "i was dying", "i'm dying", "i am dying", "my death", "my own death", "to my death", "declared dead"],
      window: 3,
      meaning: {
        jung: "the ego's own death: one stage of the self ending so another can begin",
        freud: "the wish for rest, or punishment turned on the self",
        everyday: "an ending in your own life: a role, a phase or a self you are leaving",
      },
    },
    {
      id: "news",
      near: ["heard", "hear", "news", "found out", "find out", "learned", "funeral", "announced", "obituary"],
      window: 8,
      meaning: {
        jung: "the psyche taking in an ending before it can feel it",
        everyday: "news of a loss, and how you take it in",
      },
    },
    {
      id: "beast",
      near: ["dog", "dogs", "cat", "cats", "bird", "birds", "fish", "pet", "pets", "horse", "whale", "animal", "animals", "mouse", "mice", "rat", "rats", "kitten", "puppy", "rabbit", "hamster", "pigeon", "deer", "cow", "chicken"],
      window: 6,
      meaning: {
        jung: "an instinctive part of the psyche left to fade",
        everyday: "something small and alive that could not be kept, or a part of you gone without care",
      },
    },
    {
      id: "the dead",
      near: ["dead people", "dead body", "dead bodies", "bodies", "corpse", "corpses", "zombie*", "ghost*", "dead man", "dead woman", "dead person", "the dead", "undead"],
      window: 3,
      meaning: {
        jung: "figures of the past not yet laid to rest",
        everyday: "what is over in your life but still walks about in memory",
      },
    },
    {
      id: "violence",
      near: ["murder*", "killer", "killed", "killing", "kill", "kills", "shot", "stabbed", "stab", "gun", "knife", "shoot", "shooting", "strangled", "poison*"],
      window: 8,
      meaning: {
        jung: "the shadow at its most destructive",
        everyday: "something in your life cut off by force, or a rage you do not let yourself feel",
      },
    },
    {
      id: "kin",
      near: [...MY_KIN, "grandma", "grandpa", "grandmother", "grandfather", "nana", "granny"],
      window: 5,
      meaning: {
        jung: "a figure the self grew from, passing",
        freud: "the old ambivalence toward those closest, and grief for them",
        everyday: "the death of someone of your own family: the tie to them, and what losing it would leave",
      },
    },
    {
      id: "another's",
      by: "other",
      meaning: {
        jung: "an ending seen in another figure: a tie, or a side of the self, passing",
        everyday: "someone else's death in the dream: a life ended, and what it takes with it",
      },
    },
  ],

  "work task": [
    {
      id: "late",
      near: ["late for work", "late to work", "late for my shift", "be late for", "going to be late", "running late", "overslept", "oversleep"],
      window: 8,
      meaning: {
        jung: "the persona's duty pressing on an ego not yet ready",
        everyday: "work you are late for: a duty pressing on you before you are ready for it",
      },
    },
    {
      id: "new",
      near: ["new job", "got a job", "get a job", "getting a job", "hired", "interview", "interviewing", "applied", "apply", "applying", "first day", "job offer", "offered me"],
      window: 6,
      meaning: {
        jung: "a new persona being tried on",
        everyday: "a new role, and whether you will measure up in it",
      },
    },
    {
      id: "ended",
      near: ["fired", "quit", "quitting", "lost my job", "lose my job", "laid off", "eliminat*", "resign*", "retire*", "let go"],
      window: 6,
      meaning: {
        jung: "the persona stripped away, and what stands under it",
        freud: "punishment feared, or a wish to be free of a duty",
        everyday: "your standing at work, and the fear or the wish of leaving it",
      },
    },
    {
      id: "task",
      near: ["working on", "worked on", "work on", "works on"],
      window: 2,
      meaning: {
        jung: "the ego bent over a piece of its own work",
        everyday: "a task in hand, and how it is going",
      },
    },
    {
      id: "at work",
      near: ["at work", "my job", "my boss", "my shift", "coworker*", "co-worker*", "boss", "shift", "customers", "colleague*"],
      window: 8,
      meaning: {
        jung: "the persona at work, among the people who see it daily",
        everyday: "your working life as it feels now: its pressures and its people",
      },
    },
    {
      id: "theirs",
      owner: ["his", "her", "their", ...ANYONES],
      meaning: {
        jung: "another figure's role in the world, beside the ego's own",
        everyday: "someone else's work: the place it gives them, and where you stand beside it",
      },
    },
    {
      id: "held",
      // (working in a document or on a file is a task, not a job)
      not: ["document", "documents", "spreadsheet*", "file", "files", "essay", "homework", "computer"],
      near: ["i was working", "i worked", "i work", "i'm working", "i am working", "we were working", "we worked", "we work", "i was employed", "working at", "working in", "worked at", "worked in", "work at", "work in", "my work", "my job"],
      window: 6,
      meaning: {
        jung: "the persona at its daily post",
        everyday: "the job you hold in the dream: your daily work, and what it asks of you there",
      },
    },
  ],

  store: [
    {
      id: "behind the counter",
      near: ["works in", "worked in", "working in", "work in", "works at", "worked at", "working at", "work at", "running a", "runs a", "ran a", "owned", "owns", "owner", "manag*", "my shift", "cashier", "clerk", "employee*"],
      window: 5,
      meaning: {
        jung: "the persona at its post of service",
        everyday: "a shop seen from behind the counter: the work of serving, and who gets served",
      },
    },
    {
      id: "buying",
      near: ["buy", "buying", "bought", "pay", "paid", "paying", "cashier", "checkout", "register", "counter", "price", "prices", "cost", "money", "cart", "purchase*", "afford", "shopping"],
      window: 10,
      meaning: {
        jung: "the psyche choosing what it needs from what is on offer",
        freud: "wanting, and what you allow yourself to have",
        everyday: "what you are after, and what you will give for it",
      },
    },
    {
      id: "looking",
      near: ["looking for", "look for", "looked for", "searching", "find", "found", "browsing", "browse*", "shelves", "aisle", "aisles"],
      window: 10,
      meaning: {
        jung: "the ego searching among many things for the one it lacks",
        everyday: "looking for something you need, and how hard it is to find among everything else",
      },
    },
    {
      id: "crowd",
      near: ["crowd*", "crowded", "packed", "queue", "full of people", "lots of people", "so many people"],
      window: 6,
      meaning: {
        jung: "the self amid the collective's abundance",
        everyday: "a crowd of choices and people, all competing for you",
      },
    },
    {
      id: "errand",
      near: ["went to", "go to", "going to", "drove to", "walked to", "get to", "got to", "stopped at", "stop at", "went into", "walked into", "go into"],
      window: 3,
      meaning: {
        jung: "the ego going out for what it lacks",
        everyday: "an errand: a need to be met, small or large, and who goes with you",
      },
    },
    {
      id: "company",
      near: ["with my", "with a friend", "with mom", "with dad", "with her", "with him", "with them", "with some", "with a", "with the"],
      window: 4,
      meaning: {
        jung: "the ego choosing in company",
        everyday: "an errand shared: what you look for together, and what the company brings to it",
      },
    },
    {
      id: "there",
      near: ["at a", "at the", "in a", "in the", "inside the", "into a"],
      window: 2,
      meaning: {
        jung: "the psyche's market: the possibilities set out before you",
        everyday: "somewhere to choose from: what is on offer to you just now, and what you want of it",
      },
    },
    {
      id: "passed",
      near: ["store fronts", "storefront*", "shop window*", "shop fronts", "passed", "past the", "walked by", "drove by", "next to", "across the street"],
      window: 4,
      meaning: {
        jung: "the goods of the world seen in passing",
        everyday: "shops seen in passing: wants on display, not yet acted on",
      },
    },
  ],

  child: [
    {
      id: "at risk",
      near: ["dead", "died", "dying", "sick", "ill", "hurt", "injured", "crying", "cried", "drowning", "drowned", "kidnap*", "abducted", "abandoned", "handicapped", "bleeding", "missing", "hostage"],
      window: 8,
      meaning: {
        jung: "the child archetype in danger: new potential at risk",
        freud: "fear for the young, or guilt over a charge neglected",
        everyday: "the young at risk: a worry for someone small, or for a tender part of yourself",
      },
    },
    {
      id: "in care",
      near: ["watching after", "look after", "looking after", "looked after", "babysit*", "taking care", "take care", "took care", "care of", "in charge of", "supposed to be watching", "watch the", "feed", "feeding", "fed", "carry*", "carried", "holding", "hold", "held"],
      window: 6,
      meaning: {
        jung: "the child in you, or a new beginning, given into your keeping",
        everyday: "a charge in your care, and whether you feel up to it",
      },
    },
    {
      id: "cruel",
      near: ["bully*", "bullied", "teasing", "teased", "tease", "mean", "picked on", "picking on", "tormenting"],
      window: 8,
      meaning: {
        jung: "the shadow in its earliest form",
        everyday: "the young at their cruellest: being picked on, or doing the picking",
      },
    },
    {
      id: "self",
      near: ["i was a", "i was the", "i am a", "i'm a", "i was just a", "i was still a", "when i was a", "as a"],
      window: 3,
      meaning: {
        jung: "the ego back in the child's place",
        everyday: "being small again: the child you were, and what that child still feels",
      },
    },
    {
      id: "given",
      near: ["give", "gave", "giving", "handed", "hand out", "handing"],
      window: 5,
      meaning: {
        jung: "the ego's care for what comes after it",
        everyday: "what you give the young, and what you hope it passes on",
      },
    },
    {
      id: "own",
      owner: ["my", "our"],
      meaning: {
        jung: "what you have brought into being, and what you owe it",
        everyday: "your own children and your hopes and fears for them, or something young in your life",
      },
    },
    {
      id: "many",
      forms: ["children", "kids"],
      near: ["lots of", "all these", "all the", "full of", "group", "bunch", "many", "running around", "playing", "class", "school", "crowd"],
      window: 6,
      meaning: {
        jung: "the child archetype among many: spontaneity all around",
        everyday: "the liveliness of the young around you: play, noise, and what they ask of you",
      },
    },
    {
      id: "one",
      forms: ["little boy", "little girl", "child", "toddler", "kid"],
      owner: ["a", "an", "this", "one", "some"],
      // (a child said of someone already named: "my niece, a little child then")
      not: ["is a", "was a", "as a", "be a"],
      window: 3,
      meaning: {
        jung: "the child archetype: a beginning in the psyche, small and full of promise",
        everyday: "a single child who catches your eye: what in you is young, unguarded or just starting",
      },
    },
  ],

  door: [
    {
      id: "knock",
      near: ["knock*", "doorbell", "rang", "ringing", "answer", "answered", "someone at the", "outside my door", "outside the door", "at the door"],
      window: 5,
      meaning: {
        jung: "a content of the unconscious knocking for admission",
        everyday: "someone or something asking to come in, and whether you let it",
      },
    },
    {
      id: "hidden",
      near: ["back door", "side door", "trap door", "trapdoor", "secret door", "hidden door", "back entrance", "side entrance", "back gate"],
      window: 1,
      meaning: {
        jung: "a way into the psyche not meant for everyone",
        everyday: "a way in by the back: an entry not everyone is meant to use",
      },
    },
    {
      id: "barred",
      near: ["locked", "lock", "locking", "won't open", "wouldn't open", "couldn't open", "can't open", "shut", "slammed", "jammed", "stuck", "bolted", "barricad*", "deadbolt", "won't close", "wouldn't close"],
      window: 6,
      meaning: {
        jung: "a threshold barred, from one side or the other",
        everyday: "a way that is closed, or one you close yourself: what you keep out, or cannot get past",
      },
    },
    {
      id: "open",
      near: ["was open", "were open", "wide open", "left open", "standing open", "ajar", "open door", "open doors"],
      window: 3,
      meaning: {
        jung: "a threshold left unguarded",
        everyday: "a way standing open: an invitation, or an exposure you did not choose",
      },
    },
    {
      id: "passage",
      near: ["went through", "go through", "going through", "walked through", "walk through", "ran through", "came through", "out the", "through the", "ran out", "walked out", "went out", "came in", "come in", "into", "leads", "led"],
      window: 4,
      meaning: {
        jung: "a crossing from one state of being into another",
        everyday: "a passage from one part of things to the next, and what waits on the other side",
      },
    },
    {
      id: "many",
      forms: ["doors", "gates", "entrances"],
      meaning: {
        jung: "the psyche's many thresholds",
        everyday: "ways laid side by side: several ways in, and which to take",
      },
    },
    {
      id: "closed",
      // ("close to the door" is only near it)
      near: ["closed", "close the", "close it", "closing", "closes", "shut", "pushed", "pushing", "pulled", "held"],
      window: 3,
      meaning: {
        jung: "a threshold shut between the ego and what is beyond it",
        everyday: "a door closed: what is kept out, and what is shut in with you",
      },
    },
    {
      id: "before it",
      near: ["in front of", "front door", "came to the", "come to the", "stood at", "standing at", "by the", "next to the", "through a", "through the"],
      window: 3,
      meaning: {
        jung: "the ego at a threshold",
        everyday: "standing at a way in: what lies past it, and whether you are let through",
      },
    },
  ],

  party: [
    {
      id: "milestone",
      near: ["birthday", "graduation", "wedding", "christmas", "anniversary", "retirement", "farewell", "going-away", "engagement", "new year*", "halloween", "reunion", "shower"],
      window: 4,
      meaning: {
        jung: "a rite of passage kept in company",
        everyday: "a milestone marked with others: what it celebrates, and your part in it",
      },
    },
    {
      id: "outside",
      near: ["not invited", "wasn't invited", "uninvited", "crash", "crashed", "sneak*", "snuck", "private", "kicked out", "left out", "alone", "nobody", "no one"],
      window: 8,
      meaning: {
        jung: "the ego at the edge of the group",
        everyday: "wanting in: belonging sought where you are not sure you are wanted",
      },
    },
    {
      id: "ahead",
      near: ["planned", "planning", "plan", "talk about", "talked about", "preparing", "prepare", "getting ready", "get ready", "going to be", "was going to", "tonight", "later", "invited", "invitation"],
      window: 6,
      meaning: {
        jung: "the self looking forward to being among others",
        everyday: "an occasion in the making, and what you expect of it",
      },
    },
    {
      id: "there",
      near: ["at a", "at the", "went to", "go to", "going to", "were at", "was at", "in a", "into a"],
      window: 2,
      meaning: {
        jung: "the self among others, at ease or on show",
        everyday: "being among people for the fun of it: how at ease you are, and who you are there with",
      },
    },
  ],

  bathroom: [
    {
      id: "exposed",
      near: ["public", "people", "everyone", "walked in", "walks in", "came in", "watching", "saw me", "see me", "naked", "no door", "no walls", "no privacy", "open", "line", "stalls"],
      window: 10,
      meaning: {
        jung: "the ego caught without its persona",
        freud: "shame at being seen in what is most private",
        everyday: "privacy breached: being exposed in what you would keep to yourself",
      },
    },
    {
      id: "need",
      near: ["toilet", "pee", "peed", "peeing", "poop*", "urinat*", "go to the bathroom", "going to the bathroom", "went to the bathroom", "use the bathroom", "used the bathroom", "using the bathroom", "needed to go", "had to go", "need to go"],
      window: 6,
      meaning: {
        jung: "letting go of what is used up",
        everyday: "a bodily need that will not wait, and where you can see to it in private",
      },
    },
    {
      id: "washing",
      forms: ["shower", "showers", "bath", "bathtub"],
      meaning: {
        jung: "cleansing and renewal: something washed away so the self can begin again",
        everyday: "washing: getting something off you, or starting fresh",
      },
    },
    {
      id: "refuge",
      near: ["hid", "hide", "hiding", "locked", "lock", "escape", "away from"],
      window: 8,
      meaning: {
        jung: "the ego withdrawing to gather itself",
        everyday: "somewhere to get away: privacy sought from the others",
      },
    },
  ],

  journey: [
    {
      id: "holiday",
      forms: ["vacation", "vacations", "holiday", "holidays"],
      meaning: {
        jung: "the psyche let loose from its usual order",
        everyday: "time out from the everyday, and what you do with being free of it",
      },
    },
    {
      id: "return",
      near: ["coming home", "came home", "coming back", "came back", "back from", "way home", "way back", "return*", "home from"],
      window: 4,
      meaning: {
        jung: "the ego coming back changed from its passage",
        everyday: "coming back: what a time away leaves you with",
      },
    },
    {
      id: "ahead",
      near: ["plan*", "going on", "going to", "supposed to", "pack*", "booked", "about to", "beginning", "begin", "start*", "getting ready", "prepar*", "leave", "leaving"],
      window: 5,
      meaning: {
        jung: "the first steps of a passage",
        everyday: "a change ahead: something you are getting ready for and are not yet in",
      },
    },
    {
      id: "tour",
      forms: ["tour", "tours"],
      meaning: {
        jung: "the ego led through a new part of the psyche",
        everyday: "being shown round: something new taken in at someone else's pace",
      },
    },
  ],

  running: [
    {
      id: "away",
      near: ["away", "from", "escape*", "chas*", "after me", "after us", "flee", "fled", "fleeing", "for my life", "for our lives", "hide", "get away"],
      window: 5,
      meaning: {
        jung: "the ego fleeing a content of the psyche it is not ready to meet",
        everyday: "getting away from something, and what you would rather not face",
      },
    },
    {
      id: "late",
      near: ["late", "catch the", "catch a", "catch my", "miss the", "missed the", "hurry", "hurried", "hurrying", "rush*", "in time", "on time", "plane", "train", "bus", "flight"],
      window: 8,
      meaning: {
        jung: "the ego racing a clock it did not set",
        everyday: "racing the clock: a demand with too little time to meet it",
      },
    },
    {
      id: "searching",
      near: ["looking for", "trying to find", "to find", "find", "search*", "around"],
      window: 6,
      meaning: {
        jung: "the ego casting about for what it has lost sight of",
        everyday: "a hurried search: something you need and cannot yet find",
      },
    },
    {
      id: "toward",
      near: ["towards", "toward", "to him", "to her", "to them", "to meet", "up to", "over to", "into his arms", "into her arms"],
      window: 3,
      meaning: {
        jung: "the ego moving toward what draws it",
        everyday: "hurrying toward what you want, or someone you want to reach",
      },
    },
    {
      id: "yours",
      by: "dreamer",
      meaning: {
        jung: "the ego in haste",
        everyday: "you running: a pace the dream puts you to, and what drives it",
      },
    },
    {
      id: "theirs",
      by: "other",
      meaning: {
        jung: "haste in another figure, the ego near it",
        everyday: "someone else running: what sends them off, and what it leaves you to do",
      },
    },
  ],

  television: [
    {
      id: "made",
      near: ["make", "making", "made", "shoot", "shooting", "filming", "record*", "camera", "director", "directing", "acting", "act", "starring", "cast", "audition*", "script"],
      window: 6,
      meaning: {
        jung: "the persona staged for an audience",
        everyday: "how you present yourself, and the story you would make of your life",
      },
    },
    {
      id: "desire",
      near: ["porn*", "pornographic", "dirty", "sex", "sexy", "nude", "naked", "x-rated"],
      window: 6,
      meaning: {
        jung: "desire met as image, at one remove",
        freud: "desire watched rather than acted on",
        everyday: "desire looked at from outside, at a safe distance",
      },
    },
    {
      id: "outing",
      near: ["cinema", "theater", "theatre", "go to the movies", "went to the movies", "going to the movies", "go to a movie", "went to a movie", "going to a movie", "see a movie", "saw a movie", "pick out", "rent*"],
      window: 4,
      meaning: {
        jung: "a shared dream, watched in company",
        everyday: "a story stepped into with others for a while, and who you share it with",
      },
    },
    {
      id: "news",
      near: ["news", "report*", "broadcast*", "announce*", "breaking"],
      window: 6,
      meaning: {
        jung: "the collective's images breaking in on the private self",
        everyday: "the outside world's news pressing in on your own life",
      },
    },
    {
      id: "watched",
      near: ["watch*", "watched", "saw", "seeing", "see", "on tv", "on the tv", "was on"],
      window: 4,
      meaning: {
        jung: "the observer's seat: the psyche watching its own images at one remove",
        everyday: "something followed from a safe seat rather than lived",
      },
    },
  ],

  music: [
    {
      id: "dance",
      near: ["danc*"],
      window: 8,
      meaning: {
        jung: "the self moving in time with others",
        everyday: "moving to the same beat as others: joy, and how freely you join in",
      },
    },
    {
      id: "own voice",
      // (the dreamer's own playing or singing: not "she sang to us")
      near: ["i play", "i played", "i was playing", "we played", "we were playing", "i sang", "we sang", "i sing", "i was singing", "we were singing", "we all sang", "i performed", "we performed", "i tried to play", "i started to play", "i started playing", "i started singing", "i practiced", "i was practicing", "my solo", "my recital", "my band", "our band", "i was in a band"],
      window: 4,
      meaning: {
        jung: "the psyche expressing itself in its own key",
        everyday: "your own voice and what you make with it: expression, and whether it is heard",
      },
    },
    {
      id: "heard",
      near: ["listen*", "heard", "hear", "hearing", "came on", "radio", "concert", "playing", "played"],
      window: 5,
      meaning: {
        jung: "feeling stirred by what the psyche hears",
        everyday: "a mood that comes to you from outside and moves you",
      },
    },
  ],

  office: [
    {
      id: "appointment",
      near: ["doctor*", "dentist*", "lawyer*", "therapist*", "waiting room", "appointment", "clinic", "interview", "clerk", "receptionist"],
      window: 6,
      meaning: {
        jung: "the ego submitting to examination",
        everyday: "an appointment with someone whose judgement counts: your health, your prospects or your affairs looked over",
      },
    },
    {
      id: "called in",
      near: ["boss", "boss's", "principal", "principal's", "manager", "manager's", "called into", "called in", "summoned", "in trouble", "sent to"],
      window: 6,
      meaning: {
        jung: "the ego before the inner authority",
        everyday: "being called before authority: a judgement of your work or your conduct",
      },
    },
    {
      id: "own",
      owner: ["my", "our"],
      meaning: {
        jung: "the persona's own ground, where the role is kept",
        everyday: "your place of work and the role you keep there",
      },
    },
    {
      id: "workplace",
      near: ["at work", "i work", "i worked", "i was working", "working", "my job", "my desk", "coworker*", "co-worker*", "colleague*", "my office"],
      window: 8,
      meaning: {
        jung: "the public role at its daily post",
        everyday: "the office as your workplace: the day's work, and the people you do it among",
      },
    },
    {
      id: "someone's",
      owner: ["his", "her", "their", ...ANYONES],
      meaning: {
        jung: "another figure's seat of authority",
        everyday: "someone else's office: their ground at work, and what you are there for",
      },
    },
    {
      id: "gone into",
      near: ["went into", "go into", "going into", "walked into", "walk into", "enter", "entered", "came into", "come into", "called me into", "into the office", "into his office", "into her office"],
      window: 4,
      meaning: {
        jung: "the ego entering the place of rules and business",
        everyday: "an office you go into: a place of business, and what you have come there about",
      },
    },
  ],

  road: [
    {
      id: "crossing",
      near: ["cross", "crossed", "crossing", "across the", "other side"],
      window: 4,
      meaning: {
        jung: "a crossing from one side of the psyche to the other",
        everyday: "a crossing: a move from one side of things to another, and the risks in between",
      },
    },
    {
      id: "traffic",
      near: ["traffic", "cars", "busy", "trucks", "lanes", "lane"],
      window: 6,
      meaning: {
        jung: "the ego's course among the many courses of others",
        everyday: "the flow of life with others on it: pace, traffic, and keeping to your lane",
      },
    },
    {
      id: "rough",
      near: ["dirt", "narrow", "winding", "country", "gravel", "muddy", "steep", "bumpy", "dark", "icy", "slippery", "rocky", "dusty", "long", "deserted", "empty"],
      window: 2,
      meaning: {
        jung: "the life path at its hardest stretch",
        everyday: "a rough or uncertain way ahead, and how it tests you",
      },
    },
    {
      id: "junction",
      forms: ["intersection", "crossroads", "fork"],
      meaning: {
        jung: "a meeting of ways, where the self must choose",
        everyday: "a choice point where ways part",
      },
    },
    {
      id: "trail",
      forms: ["path", "paths", "trail", "trails"],
      meaning: {
        jung: "a way of one's own through ground not yet charted",
        everyday: "a way you find for yourself, step by step",
      },
    },
  ],

  woman: [
    {
      id: "attraction",
      near: ["beautiful", "pretty", "attractive", "sexy", "gorgeous", "hot", "cute", "lovely", "stunning"],
      window: 2,
      meaning: {
        jung: "the anima as the figure of desire",
        everyday: "attraction: what draws you, and what it says you want",
      },
    },
    {
      id: "many",
      forms: ["women", "ladies", "girls"],
      meaning: {
        jung: "the feminine as a collective presence",
        everyday: "women together: how you stand with them, and what they share",
      },
    },
    {
      id: "young",
      near: ["young", "younger", "teenage", "teen", "little"],
      window: 1,
      meaning: {
        jung: "the young feminine, feeling not yet grown",
        everyday: "youth and what it brings: freshness, or a younger side of yourself",
      },
    },
    {
      id: "unknown",
      near: ["strange", "stranger", "unknown", "didn't know", "don't know", "did not know", "do not know", "mysterious", "never seen", "never met", "some"],
      window: 4,
      meaning: {
        jung: "the unknown feminine: a side of the psyche met as a stranger",
        everyday: "a woman you cannot place: a quality in you, or in your life, not yet known by name",
      },
    },
    {
      id: "speaks",
      near: ["said", "says", "told", "tells", "asked", "asks", "accused", "warned", "explained", "answered", "replied", "yelled", "shouted", "whispered"],
      window: 4,
      meaning: {
        jung: "the anima speaking: feeling given words",
        everyday: "a woman who speaks to you: what she says, and whose voice it might be",
      },
    },
    {
      id: "beside",
      near: ["with a woman", "with woman", "with another woman", "with a lady", "with a girl", "rooming with", "and a girl", "and a woman", "walked with", "was with"],
      window: 3,
      meaning: {
        jung: "the anima as companion",
        everyday: "a woman at your side: her company, and what it brings out in you",
      },
    },
  ],

  man: [
    {
      id: "attraction",
      near: ["handsome", "attractive", "cute", "hot", "sexy", "good-looking", "good looking", "nice looking", "nice-looking", "gorgeous"],
      window: 2,
      meaning: {
        jung: "the animus as the figure of desire",
        everyday: "attraction: what draws you to him, and what it says you want",
      },
    },
    {
      id: "many",
      forms: ["men", "guys"],
      meaning: {
        jung: "the masculine as a collective presence",
        everyday: "men together: their force in numbers, and where you stand with them",
      },
    },
    {
      id: "unknown",
      near: ["strange", "stranger", "unknown", "didn't know", "don't know", "did not know", "do not know", "mysterious", "never seen", "never met", "some"],
      window: 4,
      meaning: {
        jung: "the unknown masculine: a side of the psyche met as a stranger, perhaps the shadow",
        everyday: "a man you cannot place: a quality in you, or in your life, not yet known by name",
      },
    },
    {
      id: "speaks",
      near: ["said", "says", "told", "tells", "asked", "asks", "accused", "warned", "explained", "answered", "replied", "yelled", "shouted", "whispered"],
      window: 4,
      meaning: {
        jung: "the animus speaking: a judgement, or a word of guidance",
        everyday: "a man who speaks to you: what he says, and what authority it carries",
      },
    },
    {
      id: "beside",
      near: ["with a man", "with another man", "with a guy", "with some guy", "and a man", "and a guy", "walked with", "was with"],
      window: 3,
      meaning: {
        jung: "the animus as companion",
        everyday: "a man at your side: his company, and what it brings out in you",
      },
    },
  ],

  mother: [
    {
      id: "disapproves",
      near: ["complained", "complains", "scolded", "scolds", "yelled at me", "yelling at me", "mad at me", "angry with me", "angry at me", "disturbed", "upset with me", "told me off", "wouldn't let me", "won't let me", "not allowed", "disapprov*", "grounded me", "lectur*"],
      window: 8,
      meaning: {
        jung: "the mother as judge of the ego",
        everyday: "your mother's disapproval: what she will not let pass, and how much it still weighs with you",
      },
    },
    {
      id: "absent",
      near: ["dead", "died", "passed away", "funeral", "grave", "missing", "gone", "left me", "lost"],
      window: 6,
      meaning: {
        jung: "the mother archetype in absence: care that must now come from within",
        everyday: "a mother lost or out of reach: what her care meant, and what stands in for it now",
      },
    },
    {
      id: "voice",
      near: ["called", "calls", "phone", "told me", "tells me", "said", "says", "asked", "asks", "yelled", "warned", "wanted me"],
      window: 5,
      meaning: {
        jung: "the mother's word, still spoken inside you",
        everyday: "her voice in your life: what she tells you, and what you hear in it",
      },
    },
    {
      id: "together",
      near: ["with mom", "with my mom", "with my mother", "with mum", "with my mum", "mom and i", "mother and i", "mum and i", "me and mom", "me and my mom", "and my mom", "and mom"],
      window: 3,
      meaning: {
        jung: "the mother as companion: the first bond, carried on",
        everyday: "being alongside your mother: what you share with her, and what you still look to her for",
      },
    },
    {
      id: "waiting",
      near: ["waiting for me", "waited for me", "came to get me", "picked me up", "came to pick me up", "was there", "was waiting", "came in", "showed up", "arrived"],
      window: 5,
      meaning: {
        jung: "the mother figure present at the ego's side",
        everyday: "your mother there in the scene: what her being there gives you, or asks of you",
      },
    },
  ],

  friend: [
    {
      id: "old tie",
      near: ["old", "childhood", "high school", "elementary", "haven't seen", "hadn't seen", "years", "used to", "former"],
      window: 4,
      meaning: {
        jung: "an earlier self met in a friend's face",
        everyday: "an old tie: someone from an earlier chapter, and what they kept of you",
      },
    },
    {
      id: "closest",
      forms: ["best friend"],
      meaning: {
        jung: "the ally nearest the ego: a second self",
        everyday: "your closest ally, and what you trust them with",
      },
    },
    {
      id: "circle",
      forms: ["friends", "buddies", "pals", "classmates"],
      meaning: {
        jung: "the self in its chosen circle",
        everyday: "the company you keep, and where you fit among them",
      },
    },
  ],

  partner: [
    {
      id: "doubt",
      near: ["cheat*", "another girl", "another woman", "another guy", "another man", "affair", "flirt*", "jealous", "jealousy", "other woman", "other girl"],
      window: 10,
      meaning: {
        jung: "the beloved slipping from the ego's hold",
        freud: "jealousy, and the wish it covers",
        everyday: "trust in question: the fear of being left for someone else",
      },
    },
    {
      id: "past",
      near: ["ex", "broke up", "break up", "breaking up", "used to date", "former", "old", "dumped"],
      window: 4,
      meaning: {
        jung: "an earlier image of the beloved, still at work in you",
        everyday: "a past relationship, and what it still asks of you",
      },
    },
    {
      id: "beginning",
      near: ["new", "met", "meet", "meeting", "asked me out", "date", "dating", "going out", "crush"],
      window: 4,
      meaning: {
        jung: "the beloved newly met: a projection still taking shape",
        everyday: "a new attachment, and what you hope it will bring",
      },
    },
  ],

  teacher: [
    {
      id: "judged",
      near: ["yell*", "scold*", "angry", "mad at", "trouble", "detention", "punish*", "fail*", "grade*", "graded", "wrong", "caught"],
      window: 8,
      meaning: {
        jung: "the inner critic, in the teacher's voice",
        freud: "the superego, speaking as the one who marks you",
        everyday: "being judged and found wanting, or the fear of it",
      },
    },
    {
      id: "old",
      near: ["old", "former", "high school", "elementary", "years ago", "used to"],
      window: 4,
      meaning: {
        jung: "the judge of your schooldays, taken inside",
        everyday: "an old authority still in your head: how you were judged once, and whether it still holds",
      },
    },
    {
      id: "teaching",
      near: ["class", "lesson", "teaching", "taught", "teaches", "lecture", "lecturing", "explain*", "showed", "showing"],
      window: 6,
      meaning: {
        jung: "the inner mentor, holding out what it knows",
        everyday: "being taught: someone's knowledge held out to you, and how you take it",
      },
    },
  ],

  gun: [
    {
      id: "play",
      near: ["toy", "toys", "fake", "water gun", "water guns", "paintball", "nerf", "cap gun", "squirt", "pretend", "game", "video game"],
      window: 4,
      meaning: {
        jung: "aggression held in play, where it can be tried without harm",
        everyday: "a threat in play: force made a game, and what the game lets out",
      },
    },
    {
      id: "held",
      near: ["had a gun", "have a gun", "has a gun", "holding", "held", "pointed", "pointing", "points", "aim*", "carrying", "carried", "pulled out", "pulls out", "loaded"],
      window: 5,
      meaning: {
        jung: "aggression kept at hand, its power not yet spent",
        everyday: "a threat held ready: power that you, or someone near you, could use",
      },
    },
    {
      id: "fired",
      near: ["shot", "shoot", "shoots", "shooting", "fired", "firing", "fire", "bang", "bullet*"],
      window: 6,
      meaning: {
        jung: "destructive power let loose",
        everyday: "force used: a conflict that has gone past words",
      },
    },
  ],

  bed: [
    {
      id: "bedtime",
      near: ["went to bed", "go to bed", "going to bed", "time for bed", "get into bed", "got into bed", "getting into bed", "get in bed", "got in bed", "ready for bed", "put to bed", "put me to bed"],
      window: 3,
      meaning: {
        jung: "the day's consciousness laid down for the night",
        everyday: "the day's end: letting go of it, or not being able to",
      },
    },
    {
      id: "lying",
      near: ["lying", "lay", "laying", "asleep", "sleeping", "slept", "woke", "wake", "waking", "resting", "rest", "awake"],
      window: 5,
      meaning: {
        jung: "the threshold of sleep, where the unconscious begins",
        everyday: "rest, and what keeps you from it or comes to you there",
      },
    },
    {
      id: "many",
      forms: ["beds"],
      meaning: {
        jung: "rest among others, the self not alone even in sleep",
        everyday: "a place to stay among others: where you will sleep, and near whom",
      },
    },
  ],

  room: [
    {
      id: "own",
      owner: ["my", "our"],
      meaning: {
        jung: "the self's most private compartment",
        everyday: "a room of your own: the privacy that is yours, and who comes into it",
      },
    },
    {
      id: "narrow",
      near: ["dark", "small", "tiny", "little", "narrow", "cramped", "empty", "bare", "white", "locked", "windowless"],
      window: 2,
      meaning: {
        jung: "a confined compartment of the psyche",
        everyday: "a narrowed space: a part of life that feels close, bare or shut in",
      },
    },
    {
      id: "beyond",
      near: ["another", "next", "other", "back", "adjoining", "different"],
      window: 2,
      meaning: {
        jung: "a compartment of the psyche next to the one you are in",
        everyday: "the room beyond: what goes on in another part of your life, just out of view",
      },
    },
    {
      id: "shared",
      near: ["with", "people", "full of", "crowded", "everyone", "group"],
      window: 5,
      meaning: {
        jung: "a compartment of the psyche where others are met",
        everyday: "a space shared with others: who is in it with you, and how close",
      },
    },
  ],

  shopping: [
    {
      id: "selling",
      near: ["sell", "sold", "selling", "sells", "from me", "my customers", "for sale"],
      window: 6,
      meaning: {
        jung: "the psyche putting a value on what it has to offer",
        everyday: "a trade where you have something others want: what it is worth, and what you let it go for",
      },
    },
    {
      id: "gift",
      near: ["for him", "for her", "for them", "for my", "gift", "gifts", "present", "presents"],
      window: 6,
      meaning: { jung: "the self's gift to another", everyday: "giving: what you would choose for someone, and what it says of the tie" },
    },
    {
      id: "appearance",
      near: ["clothes", "dress", "shoes", "shirt", "jacket", "outfit", "pants", "jeans", "coat", "hat", "boots", "skirt", "sweater", "bra", "underwear"],
      window: 6,
      meaning: { jung: "the persona being chosen", everyday: "how you want to appear, and what you would change about it" },
    },
    {
      id: "cost",
      near: ["afford", "expensive", "money", "price", "cost", "paid", "pay", "cheap", "dollars", "cash", "credit card"],
      window: 8,
      meaning: { jung: "the psyche weighing what a thing is worth", everyday: "what things cost you, and what you think you can afford" },
    },
    {
      id: "commitment",
      near: ["house", "car", "home", "apartment", "land", "property", "truck", "condo"],
      window: 4,
      meaning: { jung: "the ego committing to a new structure", everyday: "a big commitment weighed: what you are ready to take on" },
    },
    {
      id: "small want",
      near: ["food", "groceries", "milk", "bread", "pizza", "lunch", "dinner", "candy", "snacks", "coffee", "drink", "drinks", "ice cream", "soda", "beer", "cake", "chocolate"],
      window: 6,
      meaning: { jung: "the psyche seeing to its ordinary needs", everyday: "a simple want met: nourishment, comfort, a small treat" },
    },
    {
      id: "yours",
      by: "dreamer",
      meaning: {
        jung: "the ego choosing what to take in",
        everyday: "what you pick out and pay for: a want you act on, and what it says about you now",
      },
    },
    {
      id: "theirs",
      by: "other",
      meaning: {
        jung: "another figure choosing what to take in",
        everyday: "what someone else buys or wants to: their want, and how it bears on you",
      },
    },
  ],

  money: [
    {
      id: "owed",
      near: ["owe", "owes", "owed", "debt", "debts", "pay", "paid", "paying", "bill", "bills", "rent", "loan", "borrow*", "lend", "lent", "pay back", "paid back"],
      window: 6,
      meaning: { jung: "the psyche's balance of giving and receiving", everyday: "what is owed, given and paid back: a debt of money or of feeling" },
    },
    {
      id: "lack",
      near: ["not enough", "enough", "short", "broke", "couldn't afford", "can't afford", "ran out", "run out", "too little"],
      window: 6,
      meaning: { jung: "psychic energy running low", everyday: "lack: what you feel you cannot afford, in money or in yourself" },
    },
    {
      id: "plenty",
      near: ["lots of", "a lot of", "much", "million*", "thousand*", "hundred*", "rich", "pile", "piles", "stack*", "counting", "counted", "wad", "bag of", "fortune"],
      window: 4,
      meaning: { jung: "psychic energy in abundance", everyday: "plenty: a sense of worth or of luck, and whether it feels earned" },
    },
  ],

  game: [
    {
      id: "contest",
      near: ["won", "win", "winning", "wins", "lost", "lose", "losing", "beat", "beating", "score*", "scored", "champion*", "cheat*"],
      window: 8,
      meaning: { jung: "the contest of inner forces, and which prevails", everyday: "winning and losing: where you measure yourself against others" },
    },
    {
      id: "strategy",
      forms: ["cards", "playing cards", "chess", "board game", "puzzle", "puzzles"],
      meaning: { jung: "the psyche's strategies laid out where they can be seen", everyday: "a game of strategy: the moves you make, and the rules you play by" },
    },
    {
      id: "watched",
      near: ["watch*", "watched", "crowd", "stadium", "fans", "stands", "audience", "on tv"],
      window: 6,
      meaning: { jung: "the ego on the sidelines of a contest", everyday: "a contest watched from the stands: others striving while you look on" },
    },
  ],

  photograph: [
    {
      id: "taken",
      near: ["taking", "took", "take", "camera", "snap*", "posing", "pose", "posed", "photographer", "selfie"],
      window: 6,
      meaning: { jung: "the ego fixing an image it would keep", everyday: "catching the moment: what you want to keep, or how you want to be seen" },
    },
    {
      id: "past",
      near: ["old", "looking at", "looked at", "look at", "album", "albums", "memories", "when i was", "as a child", "younger", "wall", "frame", "framed"],
      window: 6,
      meaning: { jung: "a fixed image of memory, looked into", everyday: "looking back: a past held still so you can look at it" },
    },
    {
      id: "someone",
      // (of a person: "a picture of my sister", not "a picture of the cannery")
      near: ["picture of my", "photo of my", "photograph of my", "pictures of my", "photos of my", "photographs of my", "picture of him", "picture of her", "picture of them", "photo of him", "photo of her", "photo of them", "pictures of him", "pictures of her", "pictures of them", "picture of us", "photo of us", "picture of me", "photo of me"],
      window: 3,
      meaning: { jung: "an image of another carried within", everyday: "someone's image in your keeping: what you hold on to of them" },
    },
  ],

  stairs: [
    {
      id: "fall",
      near: ["fell", "fall", "falling", "tripped", "trip", "slipped", "slip", "tumbled", "pushed"],
      window: 6,
      meaning: { jung: "the ego losing its footing between levels", everyday: "a missed step: a setback, or losing your footing" },
    },
    {
      id: "ladder",
      forms: ["ladder", "ladders"],
      meaning: { jung: "a narrow ascent, every rung a risk", everyday: "a climb with nothing to spare: effort and risk, rung by rung" },
    },
    {
      id: "down",
      near: ["down", "downstairs", "descend*", "bottom", "basement", "below"],
      window: 4,
      meaning: { jung: "the descent into deeper layers of the psyche", everyday: "going down: toward what lies beneath, or a step back" },
    },
    {
      id: "up",
      near: ["up", "climb*", "climbed", "upstairs", "top", "ascend*", "higher"],
      window: 4,
      meaning: { jung: "the ascent toward a higher level of consciousness", everyday: "going up: effort toward something higher, and how hard it is" },
    },
  ],

  sleeping: [
    {
      id: "unguarded",
      near: ["while i was sleeping", "while i was asleep", "while i slept", "while we slept", "while we were sleeping", "while we were asleep", "in my sleep", "asleep when", "sleeping when", "woke me", "woken by"],
      window: 4,
      meaning: {
        jung: "the ego unguarded, and what the unconscious does meanwhile",
        everyday: "being caught off guard: what happens while you are not watching",
      },
    },
    {
      id: "restless",
      near: ["couldn't sleep", "can't sleep", "could not sleep", "cannot sleep", "trying to sleep", "tried to sleep", "try to sleep", "no sleep", "wouldn't let me sleep", "kept me awake"],
      window: 3,
      meaning: { jung: "the ego unable to hand itself over to the unconscious", everyday: "rest that will not come: a mind that cannot let go" },
    },
    {
      id: "lodging",
      near: ["where to sleep", "place to sleep", "sleep over", "sleepover", "slept over", "spend the night", "spent the night", "slept in", "sleeping in", "sleep in", "sleeping on", "slept on", "sleep on"],
      window: 3,
      meaning: { jung: "the self seeking shelter for the night", everyday: "finding a place for the night: where you can rest, and whether it feels safe" },
    },
    {
      id: "drifting",
      near: ["fell asleep", "fall asleep", "falling asleep", "dozed", "doze", "nap", "napping", "nodded off"],
      window: 2,
      meaning: { jung: "consciousness yielding to the unconscious", everyday: "letting go: giving in to tiredness, or slipping away from something" },
    },
    {
      id: "others",
      by: "other",
      meaning: { jung: "a figure of the psyche not yet awake", everyday: "someone else at rest: what goes on while they are not watching" },
    },
  ],

  boat: [
    {
      id: "rough water",
      near: ["sink*", "sank", "storm", "stormy", "waves", "capsiz*", "rough", "tipped", "flooding", "leak*", "overturn*", "rocking"],
      window: 8,
      meaning: { jung: "the ego's vessel tested by the unconscious", everyday: "a vessel in rough water: how you keep afloat when feelings run high" },
    },
    {
      id: "fishing",
      near: ["fish*"],
      window: 8,
      meaning: { jung: "the ego drawing contents up from the unconscious", everyday: "fishing from a boat: patience, and what you hope to pull up from the depths" },
    },
    {
      id: "small craft",
      forms: ["canoe", "canoes", "kayak", "kayaks", "raft", "rafts", "rowboat", "rowboats"],
      meaning: { jung: "the ego's small vessel, close to the water", everyday: "a small craft moved by your own effort: how you steer through feeling" },
    },
    {
      id: "passage",
      forms: ["cruise", "ferry", "ship", "ships", "cruises", "ferries"],
      meaning: { jung: "the collective vessel crossing the unconscious", everyday: "being carried over with many others: a passage shared" },
    },
  ],

  baby: [
    {
      id: "birth",
      near: ["pregnant", "had a baby", "have a baby", "having a baby", "gave birth", "give birth", "giving birth", "born", "birth", "delivered", "labor", "labour", "expecting"],
      window: 6,
      meaning: { jung: "the birth of new potential in the self", everyday: "something new brought into being in your life, and what it will ask of you" },
    },
    {
      id: "crying",
      near: ["crying", "cried", "cries", "screaming", "wailing", "wouldn't stop", "won't stop"],
      window: 6,
      meaning: { jung: "new life in the psyche crying for attention", everyday: "a need that cries out and will not wait" },
    },
    {
      id: "in care",
      near: ["holding", "hold", "held", "feed*", "fed", "carry*", "carried", "changing", "diaper*", "bottle", "nurs*", "breastfe*", "rocking", "take care", "taking care", "babysit*", "look after", "looking after"],
      window: 6,
      meaning: { jung: "new potential given into the ego's keeping", everyday: "a charge given into your hands: what needs your care, and whether you feel ready" },
    },
    {
      id: "own",
      owner: ["my", "our"],
      meaning: { jung: "what the self has newly made its own", everyday: "your own little one, or something newly yours that needs you" },
    },
  ],

  sex: [
    {
      id: "pressed",
      near: ["pressur*", "forced", "force me", "forcing", "made me", "raped", "rape", "against my will", "kept going", "didn't want to", "did not want to", "resisted", "unwanted", "molest*"],
      window: 8,
      meaning: {
        jung: "desire pressed on the ego from outside",
        freud: "a wish and its refusal, met in someone else's demand",
        everyday: "sex pressed on you: what is asked or taken, and whether you wanted it",
      },
    },
    {
      id: "watched",
      near: ["watch*", "watched", "saw", "walked in on", "walk in on", "caught", "seeing"],
      window: 6,
      meaning: { jung: "union glimpsed, not yet your own", everyday: "desire seen from outside: what others' closeness stirs in you" },
    },
    {
      id: "brink",
      near: ["about to", "almost", "wanted to", "want to", "tried to", "try to", "interrupted", "going to"],
      window: 3,
      meaning: { jung: "union on the threshold, held back", freud: "a wish half allowed", everyday: "desire on the brink: wanting, and what holds it back" },
    },
    {
      id: "known",
      near: ["boyfriend", "girlfriend", "husband", "wife", "partner", "fiance", "fiancee", "lover"],
      window: 8,
      meaning: { jung: "union with the beloved, and what it joins in you", everyday: "closeness with someone you know, and what it shows of the bond" },
    },
    {
      id: "stranger",
      near: ["stranger", "didn't know", "don't know", "some guy", "some girl", "a guy", "a girl", "a man", "a woman", "celebrity", "friend"],
      window: 8,
      meaning: { jung: "the unknown other as the figure of desire", everyday: "desire with no name attached: what you want, apart from who it is with" },
    },
    {
      id: "others'",
      by: "other",
      // ("he wanted to sleep with me": the dreamer is in it)
      not: ["me", "my", "us", "i"],
      meaning: {
        jung: "union among other figures, the ego outside it",
        everyday: "sex between other people: desire you are not part of, and where it leaves you",
      },
    },
    {
      id: "yours",
      by: "dreamer",
      meaning: {
        jung: "union of the ego with another figure",
        everyday: "the sex you have in the dream: the closeness it gives you, and with whom",
      },
    },
  ],

  hospital: [
    {
      id: "visiting",
      near: ["visit*", "to see", "visited"],
      window: 5,
      meaning: { jung: "the psyche attending to a wounded figure", everyday: "visiting the sick: a worry for someone, and what you can do for them" },
    },
    {
      id: "patient",
      near: ["patient", "surgery", "operation", "admitted", "treatment", "bed", "stretcher", "ambulance", "i was in", "took me"],
      window: 6,
      meaning: { jung: "the ego given over to healing", everyday: "being a patient: in others' hands, needing care and not in control" },
    },
  ],

  beach: [
    {
      id: "waves",
      near: ["swim*", "swam", "waves", "wave", "water", "ocean", "sea", "surf*", "tide"],
      window: 8,
      meaning: { jung: "the edge of the unconscious, where its waves reach you", everyday: "standing at the edge of feeling, drawn in or held back" },
    },
    {
      id: "leisure",
      near: ["vacation", "holiday", "friends", "family", "picnic", "sunbath*", "lying", "lay", "relax*", "sun", "tan"],
      window: 8,
      meaning: { jung: "the self at leisure on the unconscious's shore", everyday: "ease and time off: what rest you allow yourself" },
    },
  ],

  kiss: [
    {
      id: "refused",
      near: ["refused", "pulled away", "pushed away", "turned away", "didn't want", "did not want", "wouldn't let", "tried to kiss", "rejected", "backed away", "no kiss"],
      window: 8,
      meaning: {
        jung: "union offered and refused",
        freud: "a wish met by its refusal",
        everyday: "closeness offered and turned down: the sting of refusal, given or taken",
      },
    },
    {
      id: "greeting",
      near: ["cheek", "goodbye", "good-bye", "hello", "forehead", "hand", "greet*"],
      window: 4,
      meaning: { jung: "acceptance in its everyday form", everyday: "a greeting's warmth: affection in its everyday form" },
    },
    {
      id: "known",
      near: ["boyfriend", "girlfriend", "husband", "wife", "partner", "fiance", "fiancee"],
      window: 8,
      meaning: { jung: "union with the beloved, renewed", everyday: "affection given and taken where it belongs: the state of your closeness" },
    },
    {
      id: "unexpected",
      near: ["stranger", "didn't know", "don't know", "some guy", "some girl", "friend", "ex", "celebrity", "crush", "teacher", "boss"],
      window: 8,
      meaning: { jung: "union with an unfamiliar part of the self", everyday: "closeness where you did not expect it: what that attraction says you want" },
    },
    {
      id: "kissed",
      near: ["kissed me", "kisses me", "kiss me", "kissing me", "kissed my", "kissed us"],
      window: 2,
      meaning: {
        jung: "another figure reaching for union with the ego",
        everyday: "being kissed: closeness offered to you, and how you take it",
      },
    },
    {
      id: "yours",
      by: "dreamer",
      meaning: {
        jung: "the ego reaching for union with another figure",
        everyday: "the kiss you give: the closeness you reach for, and with whom",
      },
    },
    {
      id: "others'",
      by: "other",
      not: ["me", "my", "us"],
      window: 4,
      meaning: {
        jung: "union between other figures, the ego looking on",
        everyday: "a kiss between others: closeness you see from outside",
      },
    },
  ],

  hug: [
    {
      id: "parting",
      near: ["goodbye", "good-bye", "bye", "leaving", "left", "leave"],
      window: 6,
      meaning: { jung: "the self holding on at a threshold of loss", everyday: "parting: holding on to someone before they go" },
    },
    {
      id: "comfort",
      near: ["cried", "crying", "cry", "tears", "sad", "comfort*", "upset", "scared"],
      window: 8,
      meaning: { jung: "acceptance offered where it hurts", everyday: "comfort given or taken when it is needed" },
    },
    {
      id: "reunion",
      near: ["hello", "again", "missed", "hadn't seen", "haven't seen", "reunion", "reunited", "back", "finally"],
      window: 8,
      meaning: { jung: "a part of the self taken back in", everyday: "a reunion: someone held again after time apart" },
    },
    {
      id: "held",
      near: ["hugged me", "hugs me", "hug me", "hugging me", "held me", "embraced me", "holds me", "cuddled me"],
      window: 2,
      meaning: {
        jung: "acceptance offered to the ego by another figure",
        everyday: "being held: warmth someone gives you, and what it answers in you",
      },
    },
    {
      id: "yours",
      by: "dreamer",
      meaning: {
        jung: "the ego taking another figure in",
        everyday: "you holding someone close: what you want to keep, or to give",
      },
    },
  ],

  fight: [
    {
      id: "blows",
      near: ["punch*", "hit", "hitting", "kick*", "fists", "fist", "beat", "beating", "wrestl*", "physical", "fistfight", "slap*", "knife", "sword"],
      window: 8,
      meaning: { jung: "opposing inner forces at open war", everyday: "a conflict come to blows: anger that words no longer hold" },
    },
    {
      id: "quarrel",
      forms: ["argument", "arguments", "argued", "arguing", "quarrel", "quarrelled", "quarreled", "argue"],
      meaning: { jung: "two sides of the psyche in dispute", everyday: "a quarrel: a difference said out loud, and what it is really about" },
    },
    {
      id: "watched",
      near: ["watch*", "watched", "saw", "broke out", "between", "started"],
      window: 6,
      meaning: { jung: "a conflict among inner figures, the ego looking on", everyday: "a conflict among others that you watch, or are pulled into" },
    },
  ],

  driving: [
    {
      id: "unsteady",
      near: ["couldn't control", "could not control", "can't control", "cannot control", "don't know how to drive", "didn't know how to drive", "did not know how to drive", "can't drive", "couldn't drive", "never driven", "erratic*", "couldn't steer", "couldn't stop", "wouldn't stop", "learning to drive", "driving lesson*", "driving test"],
      window: 8,
      meaning: {
        jung: "the ego at a wheel it has not mastered",
        everyday: "at the wheel without command of it: a course you are expected to steer and cannot quite",
      },
    },
    {
      id: "getaway",
      near: ["drove off", "drive off", "drove away", "drive away", "driving away", "driving off", "sped off", "sped away"],
      window: 2,
      meaning: {
        jung: "the ego removing itself from what it cannot yet face",
        everyday: "getting away: leaving a scene behind under your own power",
      },
    },
    {
      id: "together",
      near: ["we drove", "we were driving", "we drive", "we had driven", "we'd driven", "we were all driving"],
      window: 2,
      meaning: {
        jung: "the ego moving in company, the course shared",
        everyday: "the ride shared: where you are going together, whoever steers",
      },
    },
    {
      id: "reckless",
      near: ["fast", "speed*", "out of control", "brakes", "swerv*", "crash*", "race", "racing", "raced", "skid*", "slid", "sliding", "too fast", "wrong side"],
      window: 8,
      meaning: {
        jung: "momentum outrunning the ego",
        freud: "a drive that will not be held back",
        everyday: "going faster than feels safe, or control slipping from your hands",
      },
    },
    {
      id: "searching",
      near: ["looking for", "trying to find", "find", "lost", "around", "circles", "the wrong way", "wrong way", "directions"],
      window: 6,
      meaning: {
        jung: "the ego searching for its course",
        everyday: "looking for your way: a direction sought but not yet found",
      },
    },
    {
      id: "for others",
      by: "dreamer",
      near: ["everyone", "us", "them", "kids", "children", "family", "passengers", "with"],
      window: 6,
      meaning: {
        jung: "the ego steering for more than itself",
        everyday: "taking the wheel for others: the direction you set and the people who ride with it",
      },
    },
    {
      id: "bound",
      // (the driving record is the dreamer's own driving: "got in and drove to the lake" names no subject)
      near: ["drove to", "driving to", "drive to", "drove home", "driving home", "drive home", "drove back", "driving back", "drive back", "on my way", "on our way", "drove over to", "drove out to", "drove into", "driving into", "drove down to"],
      window: 4,
      meaning: {
        jung: "the ego steering toward a place it has set",
        everyday: "you driving somewhere: where you are headed, and what you are going there for",
      },
    },
    {
      id: "yours",
      by: "dreamer",
      meaning: {
        jung: "the ego taking the wheel of its own course",
        everyday: "you at the wheel: the way ahead is yours to steer, and where it is taking you",
      },
    },
  ],

  chase: [
    {
      id: "giving chase",
      near: ["i chased", "we chased", "i was chasing", "we were chasing", "i chase", "we chase", "i ran after", "we ran after", "i followed", "we followed", "i was following", "we were following", "i went after", "we went after"],
      window: 3,
      meaning: {
        jung: "the ego in pursuit of a content that keeps ahead of it",
        everyday: "you giving chase: something you are after, and what happens if you reach it",
      },
    },
    {
      id: "followed",
      near: ["following me", "followed me", "follows me", "following us", "followed us", "follow me", "follow us", "stalking me", "stalked me", "on my tail", "behind me"],
      window: 3,
      meaning: {
        jung: "a figure of the unconscious keeping pace behind the ego",
        everyday: "being followed: someone on your trail, close but not yet on you, and what they want",
      },
    },
    {
      id: "pursued",
      near: ["chasing me", "chased me", "chase me", "chases me", "chasing us", "chased us", "chase us", "came after me", "coming after me", "come after me", "after me", "after us", "chased after my", "chasing after my", "hunting me", "hunted me", "hunting us"],
      window: 3,
      meaning: {
        jung: "a disowned part of the self catching up with the ego",
        everyday: "being run after: something that will not leave you be, and what it would do if it caught up",
      },
    },
    {
      id: "watched",
      by: "other",
      meaning: {
        jung: "pursuit among other figures, the ego looking on",
        everyday: "a chase among others: who runs from whom, and where you stand while it happens",
      },
    },
  ],

  bus: [
    {
      id: "to catch",
      // (children seen waiting for their bus: not the dreamer's to catch)
      not: ["they were waiting", "they waited", "they had to catch", "he was waiting", "she was waiting", "kids were waiting", "children were waiting"],
      near: ["catch the", "catch a", "caught the", "caught a", "missed the", "miss the", "missing the", "waiting for the", "waiting for a", "waited for the", "waited for a", "wait for a", "wait for the", "bus stop", "late for the", "get on the", "make the"],
      window: 5,
      meaning: {
        jung: "the collective's timetable the ego must meet",
        everyday: "a bus to catch: a set time and route you have to be at, and whether you make it",
      },
    },
    {
      id: "got off",
      near: ["i got off", "we got off", "i get off", "we get off", "i was getting off", "i stepped off", "we stepped off", "i jumped off", "we jumped off", "i climbed off"],
      window: 3,
      meaning: {
        jung: "the ego leaving the collective route for its own",
        everyday: "getting off the set route: where you step down, and what waits there",
      },
    },
    {
      id: "aboard",
      not: ["don't take", "didn't take", "never take", "never took", "don't ride", "didn't ride", "never ride"],
      near: ["on the bus", "on a bus", "on this bus", "in the bus", "took the bus", "take the bus", "taking the bus", "rode the bus", "ride the bus", "riding the bus", "riding on", "rode on", "on the same bus", "school bus", "sat", "sitting", "seat", "seats"],
      window: 4,
      meaning: {
        jung: "the ego carried along a set route with others",
        everyday: "riding with others on a route you do not steer: the people it puts you among, and where it takes you",
      },
    },
  ],

  blood: [
    {
      id: "own",
      near: ["my nose", "my arm", "my arms", "my hand", "my hands", "my leg", "my legs", "my head", "my face", "my mouth", "my finger", "my fingers", "my foot", "my feet", "my lip", "my knee", "i was bleeding", "i'm bleeding", "i bled", "i am bleeding", "my blood", "my own blood", "i started bleeding"],
      window: 5,
      meaning: {
        jung: "the ego's own life force spilling out",
        everyday: "your own blood: a hurt done to you, and how much it takes out of you",
      },
    },
    {
      id: "marks",
      near: ["blood on the", "blood all over", "covered in blood", "covered with blood", "blood stain*", "bloodstain*", "pool of blood", "puddle of blood", "soaked in blood", "on the floor", "on the walls", "on the wall", "on the ground", "on his shirt", "on her shirt", "on my shirt", "on my clothes"],
      window: 5,
      meaning: {
        jung: "the trace of a wound, left where the ego sees it",
        everyday: "blood left on things: the mark of a harm, and the question of whose",
      },
    },
    {
      id: "another's",
      by: "other",
      meaning: {
        jung: "the life force of another figure spilling out",
        everyday: "someone else bleeding: a hurt you see done, and what you do about it",
      },
    },
  ],

  attack: [
    {
      id: "on you",
      near: ["attacked me", "attacking me", "attacks me", "attack me", "assaulted me", "stabbed me", "stab me", "punched me", "hit me", "beat me", "beat me up", "strangled me", "attacked us", "attacking us", "attack us", "i was attacked", "we were attacked", "i was stabbed", "i was beaten", "i got beaten", "i was assaulted"],
      window: 2,
      meaning: {
        jung: "the shadow striking at the ego",
        everyday: "being attacked: a blow aimed at you, and where in your life something is coming at you",
      },
    },
    {
      id: "yours",
      by: "dreamer",
      meaning: {
        jung: "the ego striking at what threatens it",
        everyday: "the blow you strike: anger you act on, and what it is aimed at",
      },
    },
    {
      id: "others'",
      by: "other",
      meaning: {
        jung: "violence among other figures, the ego near it",
        everyday: "an attack by someone else: harm done in front of you, and who it is done to",
      },
    },
  ],

  hiding: [
    {
      id: "hidden thing",
      near: ["hid the", "hid it", "hide the", "hide it", "hid my", "hide my", "hiding the", "hiding it", "hiding my", "hid them", "hide them", "hidden in", "hidden under", "hidden behind", "was hidden", "were hidden", "hiding place"],
      window: 2,
      meaning: {
        jung: "a content the psyche keeps out of sight",
        freud: "a secret kept, and the wish inside it",
        everyday: "something kept out of sight: what is hidden, and from whom",
      },
    },
    {
      id: "yours",
      by: "dreamer",
      meaning: {
        jung: "withdrawal of the ego from a threatening content",
        everyday: "you hiding: keeping out of sight of something, and what it would mean to be found",
      },
    },
    {
      id: "theirs",
      by: "other",
      meaning: {
        jung: "another figure withdrawing from sight",
        everyday: "someone else hiding: what they are keeping from, and whether you know where they are",
      },
    },
  ],

  "going home": [
    {
      id: "cannot",
      near: ["trying to get home", "try to get home", "tried to get home", "couldn't get home", "can't get home", "could not get home", "find my way home", "find our way home", "way home was", "get home in time", "trying to go home", "wanted to go home", "want to go home", "wanted to get home", "need to get home", "needed to get home", "had to get home", "have to get home"],
      window: 3,
      meaning: {
        jung: "the ego seeking its centre and not yet reaching it",
        everyday: "a return you cannot yet make: your own ground, and what stands between you and it",
      },
    },
    {
      id: "back",
      meaning: {
        jung: "the ego returning to its centre",
        freud: "a return to the safe first place",
        everyday: "getting back to your own ground, and what you find there",
      },
    },
  ],
};
