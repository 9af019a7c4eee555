import type { SymbolEntry } from "./types";

export const people: SymbolEntry[] = [
  {
    name: "mother", forms: "mom|mum|mommy|mummy|mama|stepmother|stepmom", sense: { excludes: ["a mummy", "mummy wrapped", "mummies", "mother nature", "mother of all", "mother tongue", "mother earth", "mother ship", "mothership", "egyptian mummy", "the mummy", "mother of pearl", "mother-of-pearl", "mom and pop"],
      // ("the mummy rose from its tomb": the Egyptian dead, not mum)
      byForm: { "mummy|mummies": { avoids: ["tomb", "tombs", "egypt", "egyptian", "egyptians", "pyramid", "pyramids", "sarcophagus", "bandages", "bandaged", "wrapped", "wrappings", "museum", "undead", "pharaoh", "embalmed", "crypt", "monster", "monsters", "zombie", "zombies", "corpse", "curse", "cursed", "ancient", "linen"] } } },
    meaning: { jung: "the mother archetype: nurture, origin, and the pull back toward dependence", freud: "the first love object and the roots of attachment", everyday: "care, expectations, or your relationship with her" },
    in: {
      threatens: { jung: "the devouring mother who holds you back or judges", freud: "the mother as rival or forbidding authority", everyday: "pressure, criticism, or a struggle for independence from her" },
      helps: { jung: "the nourishing mother: care and guidance from the source of life", freud: "the comfort of the first love object", everyday: "support, reassurance, or missing her care" },
      fled: { jung: "the ego breaking away from the mother's pull", everyday: "a need for independence or distance from family expectations" },
      lost: { jung: "separation from the maternal ground of the self", freud: "the primal fear of losing the mother", everyday: "worry about her, grief, or feeling unsupported" },
      found: { jung: "a return to the maternal source and its comfort", everyday: "reconnection, or finding the care you needed" },
      broken: { jung: "the end of dependence on the mother image", freud: "ambivalence and guilt toward her", everyday: "fear for her health, or a changing relationship with her" },
      clashes: { jung: "the mother complex met head on", freud: "the old struggle to separate from the mother", everyday: "friction with your mother, or with being looked after in a way that chafes" },
    },
  },
  {
    name: "father", forms: "dad|daddy|papa|stepfather|stepdad", sense: { excludes: ["father time", "founding fathers", "father christmas", "our father", "holy father"] },
    meaning: { jung: "the father archetype: order, authority, and the law", freud: "the rival and judge of early desire", everyday: "guidance, approval, or pressure from authority" },
    in: {
      threatens: { jung: "the judging father: authority turned harsh", freud: "the rival father and his punishment", everyday: "criticism, conflict with authority, or pressure to meet expectations" },
      helps: { jung: "the guiding father: order, protection and direction", freud: "the approving father's blessing", everyday: "support, advice, or the approval you want" },
      fled: { jung: "the ego escaping an authority it has outgrown", everyday: "a wish to get out from under rules or expectations" },
      lost: { jung: "a loss of inner structure and direction", freud: "fear of losing the protecting father", everyday: "worry about him, grief, or lacking guidance" },
      broken: { jung: "the fall of an old authority within", freud: "the rival overcome, and the guilt that follows", everyday: "fear for his health, or outgrowing his rules" },
      clashes: { jung: "the ego standing up to paternal authority", freud: "rivalry with the father", everyday: "friction with your father, or with an authority you push against" },
    },
  },
  {
    name: "parents", forms: "parent",
    meaning: { jung: "the pair that shaped the ego's first world", freud: "the family drama at the source of desire", everyday: "home, rules, and the ways you were raised" },
    in: {
      threatens: { jung: "the parental complex judging and restricting", freud: "the forbidding parents of childhood", everyday: "family pressure, criticism, or old rules still binding you" },
      helps: { jung: "the original pair supporting the growing self", everyday: "family support and a sense of security" },
      lost: { jung: "the ego without its first protectors", everyday: "fear of losing your parents or of standing alone" },
      clashes: { jung: "the growing self pulling against its origins", freud: "the child's protest against the parental pair", everyday: "friction with your parents, or with the rules you grew up under" },
    },
  },
  { name: "brother", forms: "bro|stepbrother|half-brother", sense: { excludes: ["brothers of the", "brother of the", "brother of a", "brothers of a", "brothers of his", "brothers of her", "oh brother", "big brother is watching", "brothers grimm"] }, meaning: { jung: "a brother figure mirroring qualities of your own shadow", freud: "sibling rivalry and shared origins", everyday: "loyalty, competition, or a real sibling tie" }, in: { clashes: { jung: "a brother figure carrying a side of the self you resist", freud: "sibling rivalry", everyday: "friction with your brother, or an old rivalry" } } },
  { name: "sister", forms: "sis|stepsister|half-sister", sense: { excludes: ["sister city", "sister company", "sister ship"] }, meaning: { jung: "a sister figure carrying a side of the self you can recognise", freud: "rivalry and intimacy among siblings", everyday: "closeness, comparison, or family obligations" }, in: { clashes: { jung: "a sister figure carrying a side of the self you resist", freud: "sibling rivalry", everyday: "friction with your sister, or an old rivalry" } } },
  {
    name: "baby", forms: "babies|infant|newborn", theme: "caring for the vulnerable", salience: 1, sense: { excludes: ["like babies", "like a baby", "baby doctor", "baby chick", "baby chicks", "baby blue", "baby steps", "baby powder", "baby carrots", "baby shower", "hey baby", "oh baby", "baby face", "baby pink", "baby oil", "baby tooth", "baby teeth", "baby grand"] },
    meaning: { jung: "the divine child: new potential asking to be cared for", freud: "the wish for and fear of dependence", everyday: "a new project, responsibility, or vulnerability" },
    in: {
      threatens: { jung: "new potential that demands more than you can give", everyday: "a responsibility that feels overwhelming" },
      mastered: { jung: "the ego caring for its newborn potential", everyday: "taking responsibility and nurturing something new" },
      lost: { jung: "a new potential neglected or forgotten", freud: "guilt over care not given", everyday: "a responsibility or project slipping through your fingers" },
      found: { jung: "the divine child appearing: a new beginning discovered", everyday: "a surprising opportunity or new part of life" },
      broken: { jung: "a young potential hurt before it could grow", freud: "fear of harming what depends on you", everyday: "worry about something new failing, or fear for someone vulnerable" },
    },
  },
  {
    name: "child", forms: "children|kid|kids|little boy|little girl|toddler", theme: "caring for the vulnerable", sense: { excludes: ["since i was a child", "when i was a child", "as a child", "when i was a kid", "since i was a kid", "as a kid", "since we were kids", "when we were kids", "when we were children", "like a kid", "like a child", "like kids", "like children", "like a little kid", "like a little girl", "like a little boy", "just kidding", "kid you not", "child's play", "child support"] },
    meaning: { jung: "the child archetype, spontaneity and the future self", freud: "early wishes that still shape adult life", everyday: "innocence, play, or worry about the young" },
    in: {
      helps: { jung: "the child as guide to a simpler truth", everyday: "fresh perspective and honesty" },
      lost: { jung: "the inner child out of reach", freud: "anxiety over what was neglected in childhood", everyday: "worry about children in your care, or a lost sense of play" },
      found: { jung: "reunion with the spontaneous inner child", everyday: "rediscovering playfulness or innocence" },
      broken: { jung: "the wounded inner child", everyday: "old hurts, or fear for a child's safety" },
      clashes: { jung: "the inner child resisted", freud: "impatience with dependence", everyday: "frustration with a child, or with a demand on your patience" },
    },
  },
  { name: "son", forms: "sons", sense: { excludes: ["son of a", "son of the", "son of his", "son of her", "son of their", "sons of a", "sons of the", "son of a bitch"] }, meaning: { jung: "your own continuation and developing potential", freud: "pride and rivalry between generations", everyday: "care and concern for your child" } },
  { name: "daughter", forms: "daughters", meaning: { jung: "a young form of the feeling self", freud: "the bond and the letting go between parent and child", everyday: "care and concern for your child" } },
  {
    name: "grandparent", forms: "grandmother|grandma|granny|nana|grandfather|grandpa|granddad|grandparents", sense: { excludes: ["granny flat", "granny smith", "granny smiths", "granny knot"] },
    meaning: { jung: "the wise elder and the weight of ancestry", freud: "the distant authority behind the parents", everyday: "tradition, memory, and family roots" },
    in: {
      threatens: { jung: "the weight of ancestry pressing on the ego", everyday: "old family expectations or traditions that constrain you" },
      helps: { jung: "ancestral wisdom guiding the present", everyday: "advice from experience, or the comfort of family roots" },
      broken: { jung: "a link with the past coming to an end", everyday: "grief, or worry about an elderly relative" },
    },
  },
  { name: "husband", forms: "hubby", meaning: { jung: "a partner figure who embodies your animus or your bond", freud: "desire and the rules of commitment", everyday: "your marriage and shared daily life" }, in: { clashes: { jung: "the bond strained: what you resist in your partner, and in yourself", freud: "frustration in the marriage bond", everyday: "friction in the marriage, or what frustrates you in him" } } },
  { name: "wife", forms: "wives", meaning: { jung: "a partner figure who embodies your anima or your bond", freud: "desire and the rules of commitment", everyday: "your marriage and shared daily life" }, in: { clashes: { jung: "the bond strained: what you resist in your partner, and in yourself", freud: "frustration in the marriage bond", everyday: "friction in the marriage, or what frustrates you in her" } } },
  {
    name: "partner", forms: "boyfriend|girlfriend|fiance|fiancee|lover|spouse|sweetheart", theme: "love and relationships", sense: { byForm: { "partner|partners": { avoids: ["shoot", "shoots", "shot", "gun", "guns", "cop", "cops", "police", "officer", "detective", "crime", "patrol", "squad", "mission", "suspect", "robbery"] } }, excludes: ["business partner", "lab partner", "dance partner", "tennis partner"] },
    meaning: { jung: "the beloved as mirror of the contrasexual soul", freud: "longing, jealousy, and union", everyday: "intimacy, trust, and where the relationship stands" },
    in: {
      threatens: { jung: "the contrasexual side turned hostile", freud: "jealousy and rivalry in love", everyday: "conflict, mistrust, or tension in the relationship" },
      helps: { jung: "the beloved as ally and mirror", everyday: "support and closeness you value" },
      lost: { jung: "the beloved withdrawing: a gap between you and your own soul", freud: "fear of abandonment", everyday: "insecurity about the relationship or fear of losing them" },
      broken: { jung: "a union coming undone", everyday: "fear of the relationship ending, or worry for their wellbeing" },
      clashes: { jung: "the beloved as the mirror you would rather not look into", freud: "frustration and ambivalence in love", everyday: "friction in the relationship, or patience running out with them" },
    },
  },
  {
    name: "ex", forms: "ex-boyfriend|ex-girlfriend|ex-husband|ex-wife|former boyfriend|former girlfriend", noun: "your ex", theme: "love and relationships", salience: 1,
    meaning: { jung: "an old attachment still active in the psyche", freud: "unfinished desire and old wounds", everyday: "closure, comparison, or memories resurfacing" },
    in: {
      threatens: { jung: "an old complex still able to wound", freud: "old desire and hurt returning", everyday: "unfinished business or a pattern you fear repeating" },
      helps: { jung: "an old attachment now offering insight", everyday: "reconciliation with the past or a lesson finally learned" },
      found: { jung: "a part of the self left in the old relationship coming back", everyday: "memories resurfacing, or a wish to reconnect" },
      clashes: { jung: "an old attachment still able to rile you", freud: "old grievances in love", everyday: "unfinished anger or grievance from that relationship" },
    },
  },
  { name: "friend", forms: "friends|buddy|pal|best friend|roommate|classmate|classmates", salience: -2, meaning: { jung: "an ally of the ego and a known side of yourself", freud: "affection and identification", everyday: "support, belonging, or a specific friendship" }, in: { clashes: { jung: "a known side of yourself you are at odds with", freud: "ambivalence toward someone close", everyday: "friction or unspoken tension in a friendship" } } },
  {
    name: "stranger", forms: "strangers|unknown man|unknown woman|someone i didn't know",
    meaning: { jung: "an unknown figure from the unconscious, often a shadow or guide", freud: "a disguised stand-in for someone close", everyday: "the unfamiliar, or people you have not yet figured out" },
    in: {
      threatens: { jung: "the shadow in an unknown face", freud: "a disguised threat from someone close", everyday: "unease about the unfamiliar or about someone you cannot read" },
      helps: { jung: "an unknown guide from the unconscious", everyday: "unexpected help or a new perspective" },
      fled: { jung: "the ego avoiding an unfamiliar part of itself", everyday: "shying away from new people or situations" },
    },
  },
  { name: "man", forms: "men|guy|guys|gentleman", salience: -2, sense: { excludes: ["oh man", "man oh man", "come on man", "no man's land", "man up"] }, meaning: { jung: "a masculine figure, possibly the animus or a shadow", freud: "an image of masculine desire or threat", everyday: "a man in your life or male qualities in yourself" } },
  { name: "woman", forms: "women|lady|ladies|girl|girls", salience: -2, sense: { excludes: ["girl scouts", "girl scout"] }, meaning: { jung: "a feminine figure, possibly the anima or a guide", freud: "an image of feminine desire or the mother", everyday: "a woman in your life or feminine qualities in yourself" } },
  { name: "boy", forms: "boys|teenager|teen|teens", salience: -2, sense: { excludes: ["oh boy", "boy oh boy", "boy scouts", "boy scout"] }, meaning: { jung: "youthful energy and the unfinished self", freud: "adolescent desire and rivalry", everyday: "youth, immaturity, or someone younger" } },
  {
    name: "teacher", forms: "teachers|professor|instructor|tutor|principal|headmaster", theme: "school", sense: { excludes: ["principal reason", "principal role", "principal part", "principal character"] },
    meaning: { jung: "the inner mentor and the voice of evaluation", freud: "the superego that grades and judges", everyday: "learning, being tested, or seeking approval" },
    in: {
      threatens: { jung: "the inner examiner finding fault", freud: "the superego's harsh grading", everyday: "fear of being judged or found lacking" },
      helps: { jung: "the inner mentor guiding your learning", everyday: "guidance and encouragement" },
      clashes: { jung: "the ego pushing against its own inner judge", freud: "defiance of authority", everyday: "frustration with being taught, tested or told what to do" },
    },
  },
  {
    name: "boss", forms: "manager|supervisor|employer|ceo|foreman", theme: "work",
    sense: { byForm: { manager: { dreamRequires: ["job", "jobs", "work", "hired", "fired", "shift", "employee", "employees", "coworker", "coworkers", "co-worker", "co-workers", "colleague", "colleagues", "clerk", "cashier", "paycheck", "promotion", "promoted", "workplace", "boss"] } } },
    meaning: { jung: "the ruling principle of your working life", freud: "the father's authority transferred to work", everyday: "job pressure, evaluation, or power at work" },
    in: {
      threatens: { jung: "the ruling principle of working life turned oppressive", freud: "the father's authority punishing at work", everyday: "job insecurity, criticism, or conflict at work" },
      helps: { jung: "authority supporting the ego's ambitions", everyday: "recognition and support at work" },
      clashes: { jung: "the ego pushing against outer authority", freud: "defiance of the father in the workplace", everyday: "friction at work, or resentment of being told what to do" },
    },
  },
  { name: "coworker", forms: "coworkers|colleague|colleagues|co-worker|employee|staff", theme: "work", sense: { byForm: { "employee|staff": { near: { words: ["my", "our", "fellow", "other", "co"], before: 2 } } } }, meaning: { jung: "aspects of yourself in your working role", freud: "rivalry and cooperation among equals", everyday: "workplace relationships and teamwork" }, in: { clashes: { jung: "a side of yourself you rub up against", freud: "rivalry among equals", everyday: "friction or rivalry at work" } } },
  { name: "doctor", forms: "doctors|surgeon|physician|paramedic", meaning: { jung: "the inner healer", freud: "care of the body and its secrets", everyday: "health concerns or wanting to be looked after" } },
  {
    name: "police", forms: "policeman|policemen|cop|cops|officer|officers|detective|sheriff|police station|police officer|police car|patrol car|squad car", sense: { excludes: ["officer of the company", "commanding officer", "loan officer", "police record"] },
    meaning: { jung: "the guardian of collective order", freud: "the superego enforcing prohibitions", everyday: "rules, guilt, or fear of getting caught" },
    in: {
      threatens: { jung: "collective order catching the ego out", freud: "the superego arresting a forbidden wish", everyday: "guilt or fear of getting caught" },
      helps: { jung: "the guardian of order on your side", everyday: "protection and help in a crisis" },
      fled: { jung: "the ego avoiding its own conscience", freud: "flight from guilt", everyday: "avoiding consequences or responsibility" },
    },
  },
  { name: "soldier", forms: "soldiers|marine|marines", theme: "conflict", sense: { excludes: ["marine life", "marine biology", "marine biologist", "marine animals", "marine park"] }, meaning: { jung: "the warrior archetype and disciplined aggression", freud: "aggression organised by authority", everyday: "conflict, duty, or feeling under attack" } },
  {
    name: "criminal", forms: "thief|robber|murderer|killer|gangster|kidnapper|gunman|robbers|thieves|mugger|muggers|murderers|killers|serial killer|kidnappers|criminals|escaped convict|convict|convicts", theme: "intrusion and attack", salience: 1, sense: { excludes: ["killer whale", "killer whales", "killer app", "killer heels", "lady killer", "pain killer", "painkiller", "painkillers", "pain killers", "time killer", "killer view", "killer smile"] },
    meaning: { jung: "the shadow breaking into the house of the self", freud: "forbidden impulses projected onto an intruder", everyday: "feeling violated, unsafe, or robbed of something" },
    in: {
      threatens: { jung: "the shadow breaking into the house of the self", freud: "a forbidden impulse projected onto a criminal", everyday: "feeling unsafe, violated or robbed" },
      helps: { jung: "an outlaw part of yourself offering what the rules forbid", everyday: "a rebellious streak that might serve you" },
      mastered: { jung: "the ego confronting and containing its own shadow", everyday: "standing up to someone who harmed you" },
      fled: { jung: "the ego escaping a shadow it does not want to own", everyday: "avoiding a threat or a person who wrongs you" },
    },
  },
  { name: "king", forms: "queen|prince|princess|royalty|emperor", sense: { excludes: ["queen size", "queen-size", "king size", "king-size", "queen bed", "king bed", "queen sized", "king sized", "drama queen", "prom queen", "prom king", "burger king", "dairy queen", "prince charming"] }, meaning: { jung: "the ruling Self in its full dignity", freud: "the parents seen as royalty by the child", everyday: "status, power, or being treated as special" } },
  { name: "celebrity", forms: "celebrities|famous|movie star|singer|actor|actress|president|rock star", theme: "fame and being seen", sense: {
      // ("a very famous wine", "a famous restaurant": "famous" of a thing is its renown, no star in the dream; of someone, or the dreamer, it is)
      byForm: { famous: { near: { words: ["i", "i'm", "he", "she", "he's", "she's", "they", "they're", "we", "was", "were", "am", "is", "are", "be", "been", "become", "became", "becoming", "being", "person", "people", "man", "woman", "person's", "people's", "man's", "woman's", "guy's", "girl's", "men", "women", "guy", "girl", "boy", "someone", "somebody", "singer", "singers", "star", "stars", "band", "writer", "author", "artist", "athlete", "player", "actor", "actress", "couple", "family", "celebrity", "rapper", "musician", "director", "model"], before: 2, after: 1 } },
        // ("running for president": a candidacy, the race, not fame)
        president: { avoids: ["running", "run", "ran", "runs", "election", "elections", "vote", "votes", "voted", "candidate", "candidates", "campaign", "campaigning", "nominated", "nomination"] } },
      excludes: ["world famous", "famous last words", "president of the club", "class president", "student council president", "president of the company", "vice president", "famous for"] }, meaning: { jung: "a projected ideal of what you could become", freud: "admiration mixed with the wish to be seen", everyday: "ambition, fandom, or wanting recognition" } },
  { name: "crowd", forms: "crowds|audience|mob|group of people|lots of people|lot of people|many people|hundreds of people|thousands of people|full of people|crowd of people|crowded|packed with people|throng|masses of people|sea of people|swarm of people", salience: -2, sense: { excludes: ["crowded around me", "crowd around"] }, meaning: { jung: "the collective and its pressure on the individual", freud: "exposure before many eyes", everyday: "social expectations and fitting in" } },
  { name: "family", forms: "relatives|relative|cousin|cousins|aunt|uncle|nephew|niece|in-laws", salience: -2, meaning: { jung: "the clan and its inherited patterns", freud: "early bonds and their rivalries", everyday: "family gatherings, duties, and ties" }, in: { clashes: { jung: "the family complex chafing", freud: "old family rivalries", everyday: "friction with relatives, or family ties that chafe" } } },
  { name: "priest", forms: "priests|minister|pastor|nun|monk|rabbi|preacher|pope|bishop", sense: { excludes: ["prime minister", "foreign minister", "cabinet minister"] }, meaning: { jung: "the spiritual guide and the sacred function", freud: "moral authority and forbidden knowledge", everyday: "faith, conscience, or looking for guidance" } },
  { name: "old man", forms: "old men|elderly man|wise man|old woman|elderly woman|old lady|crone|hermit", meaning: { jung: "the wise old one: accumulated wisdom of the psyche", freud: "the aging parent and mortality", everyday: "experience, advice, or concerns about aging" } },
  {
    name: "enemy", forms: "enemies|bully|bullies|rival|rivals|attacker|villain", theme: "conflict",
    meaning: { jung: "the shadow you have not yet accepted", freud: "aggression disowned and placed outside", everyday: "conflict, competition, or someone you resent" },
    in: {
      threatens: { jung: "the shadow you have not accepted, on the attack", freud: "disowned aggression returning from outside", everyday: "conflict with a rival or critic" },
      mastered: { jung: "the ego overcoming and integrating its shadow", everyday: "winning a conflict or outgrowing a rivalry" },
    },
  },
  { name: "self", forms: "my reflection|twin|twins|clone|saw myself|see myself|seeing myself|watching myself|watched myself|doppelganger|doppelgänger|my double|another me|other me|copy of myself|version of myself|two of me", noun: "your double", salience: -2, sense: {
    // ("I saw myself walking to school" is narration; a self seen is a double only where it stands apart: in a mirror, across the room, from above, on a screen)
    byForm: { "saw myself|see myself|seeing myself|watching myself|watched myself": { near: { words: ["mirror", "mirrors", "reflection", "reflected", "across", "above", "below", "outside", "distance", "screen", "tv", "television", "video", "photo", "photograph", "picture", "film", "movie", "footage", "double", "twin", "another", "older", "younger", "dead", "body", "corpse", "coffin", "lying", "asleep", "sleeping", "third"], after: 6 } } }, excludes: ["twin bed", "twin beds", "twin size", "twin-size"] }, meaning: { jung: "the Self looking at itself from outside", freud: "narcissistic curiosity about one's image", everyday: "self-awareness or feeling split in two" } },
  { name: "team", forms: "teammates|teammate|coach|players|player", sense: { excludes: ["cd player", "dvd player", "record player", "mp3 player", "tape player", "video player", "music player", "team spirit"] }, meaning: { jung: "a cooperative circle of inner forces", freud: "belonging and rivalry in a group", everyday: "teamwork, competition, or being picked" } },
  { name: "waiter", forms: "waitress|cashier|clerk|receptionist|salesman|saleswoman", meaning: { jung: "a helper figure who offers passage or service", freud: "a dependency on anonymous others", everyday: "everyday exchanges and service" } },
  { name: "neighbor", forms: "neighbors|neighbour|neighbours", meaning: { jung: "the near-but-not-family part of the psyche", freud: "curiosity about others' private lives", everyday: "community, boundaries, and proximity" } },
  { name: "student", forms: "students|pupil|pupils|schoolmate", theme: "school", sense: { excludes: ["student union", "student center", "student centre", "student lounge", "student council", "student body", "student loan", "student loans", "student housing", "student parking", "student id", "pupils dilated", "my pupils", "his pupils", "her pupils", "pupils were", "pupils of his eyes", "pupils of her eyes"] }, meaning: { jung: "the learning self still in formation", freud: "anxiety about performance and judgement", everyday: "studying, growth, or feeling unprepared" } },
  {
    name: "nurse", forms: "nurses|head nurse|school nurse", theme: "illness and injury", sense: { pos: "noun", excludes: ["nurse the baby", "nursed the baby", "nurse a grudge", "nursing a grudge", "nursing home", "nursed back to health"] },
    meaning: { jung: "the inner carer who tends what has been hurt", freud: "the comforting mother at the bedside", everyday: "a need to be looked after, or the care you give others" },
    in: {
      threatens: { jung: "care turned controlling, the healer who harms", freud: "fear of being handled and exposed while helpless", everyday: "distrust of the people who are supposed to help you" },
      helps: { jung: "the caring aspect of the psyche tending its own wounds", everyday: "a wish to be looked after while you recover" },
    },
  },
  { name: "dentist", forms: "dentists|dental|orthodontist|dentist's chair|dental office|dental appointment|braces on my teeth", theme: "teeth", meaning: { jung: "an authority that inspects how you bite into life", freud: "fear of a painful, intrusive examination", everyday: "health worries, dread of an appointment, or concern about your appearance" } },
  {
    name: "army", forms: "armies|troops|military|regiment|battalion|platoon|militia|the marines|navy|air force", theme: "conflict", sense: { excludes: ["salvation army", "army surplus", "army knife", "swiss army knife", "navy blue", "navy-blue", "military time", "army pants", "army trousers", "army shorts", "army boots", "army jacket", "army coat", "army green", "army-navy store", "army navy store", "military-style", "military style", "navy pants", "navy jacket", "navy dress", "navy suit", "navy shirt", "navy sweater"] },
    meaning: { jung: "collective discipline and aggression placed under command", freud: "the drives regimented by the father's law", everyday: "rules, pressure from institutions, or a conflict that feels organised against you" },
    in: {
      threatens: { jung: "a collective force marching over the individual", freud: "organised punishment by authority", everyday: "feeling overpowered by an institution or group" },
      helps: { jung: "disciplined energy brought to the ego's side", everyday: "support that comes with order and rules" },
    },
  },
  { name: "enemy soldiers", forms: "enemy soldier|enemy troops|enemy army|enemy forces|invaders|invading army|nazis|nazi|rebels|guerrillas", noun: "the enemy soldiers", theme: "conflict", salience: 1, meaning: { jung: "an organised shadow advancing on the borders of the self", freud: "aggression disowned and given a uniform", everyday: "a conflict where you feel outnumbered and on the defensive" } },
  { name: "pilot", forms: "pilots|co-pilot|copilot|captain of the plane|the captain announced", theme: "travel", sense: { excludes: ["pilot episode", "pilot program", "pilot light", "auto pilot", "autopilot", "pilot project"] }, meaning: { jung: "the guiding function that steers you over great heights", freud: "the trusted father who holds your life in his hands", everyday: "trust in whoever is in control, or your own wish to take the controls" } },
  {
    name: "clown", forms: "clowns|jester|jesters|mime|clown makeup", salience: 1,
    meaning: { jung: "the trickster who mocks what the ego takes seriously", freud: "forbidden impulses allowed out under a painted face", everyday: "feeling foolish, hiding feelings behind humour, or someone you cannot read" },
    in: {
      threatens: { jung: "the grinning mask of the shadow, joy turned sinister", freud: "the uncanny: the familiar playful figure made frightening", everyday: "distrust of someone who seems friendly on the surface" },
    },
  },
  {
    name: "intruder", forms: "intruders|burglar|burglars|prowler|trespasser|trespassers|break-in|broke into the house|broke into my house|broken into|breaking into|someone in the house|someone breaking in|somebody in the house|man in the house|home invasion", noun: "the intruder", theme: "intrusion and attack", salience: 2, sense: { excludes: ["broken into pieces", "broken into two", "broken into groups", "breaking into a run", "breaking into song", "breaking into a smile", "breaking into tears", "breaking into a sweat", "broken into small"] },
    meaning: { jung: "a shadow content that will not stay outside", freud: "a repressed wish breaking in at night", everyday: "fear for your safety, or something pushing into your private life" },
    in: {
      threatens: { jung: "a rejected content breaking into the house of the self", freud: "a forbidden wish forcing its way past the guard", everyday: "feeling that your privacy or security is being violated" },
      mastered: { jung: "the ego confronting what broke in and reclaiming its house", freud: "aggression turned to defence of one's own", everyday: "standing up for your boundaries" },
      fled: { jung: "the ego hiding from something it will sooner or later have to meet", everyday: "avoidance of a threat that keeps getting closer" },
    },
  },
  { name: "firefighter", forms: "firefighters|fireman|firemen|fire department|fire truck|fire trucks|fire engine|fire engines|fire fighter|fire fighters", theme: "fire", meaning: { jung: "the part of the psyche that contains passion before it destroys", freud: "the strong rescuer who puts out dangerous desire", everyday: "a need to control a crisis, or help arriving just in time" } },
  { name: "guard", forms: "guards|security guard|security guards|bodyguard|bodyguards|prison guard|prison guards|sentry|bouncer|bouncers", sense: { pos: "noun", excludes: ["off guard", "caught off guard", "let my guard down", "let his guard down", "let her guard down", "guard against", "on guard", "mouth guard", "shin guard", "crossing guard", "guard rail", "guardrail", "national guard", "old guard"] }, meaning: { jung: "the threshold keeper who decides what may enter or leave", freud: "the censor standing watch over forbidden wishes", everyday: "rules, protection, or feeling watched and restricted" } },
  { name: "guide", forms: "guides|tour guide|spirit guide|mentor|mentors|wise woman|showed me the way|led me to", salience: 1, sense: { excludes: ["guide dog", "guide dogs", "guide book", "guidebook", "tv guide", "guided tour", "user guide", "study guide"] }, meaning: { jung: "the helping figure the psyche sends at a crossing", freud: "the idealised parent who knows the way", everyday: "advice you are looking for, or trust in your own intuition" } },
  { name: "crush", forms: "crushes|my crush|love interest|secret admirer|had a crush|have a crush|has a crush|crush on", noun: "your crush", theme: "love and relationships", sense: { pos: "noun", excludes: ["crushed", "crushing", "crush of people", "orange crush"] }, meaning: { jung: "the anima or animus projected onto someone just out of reach", freud: "longing kept safe by distance", everyday: "attraction, hope, or a quality you admire and want for yourself" } },
  { name: "flight attendant", forms: "flight attendants|stewardess|stewardesses|air hostess|cabin crew", theme: "travel", meaning: { jung: "a helper who keeps order in a passage through the air", freud: "care offered in a space where you cannot leave", everyday: "service, reassurance, and rules during a transition" } },
  { name: "spy", forms: "spies|spying|spied|secret agent|secret agents|undercover|espionage|double agent", salience: 1, sense: { pos: "noun", excludes: ["i spy", "spied on me"] }, meaning: { jung: "the part of you that watches from hiding and gathers what is secret", freud: "curiosity about forbidden knowledge", everyday: "secrets, mistrust, or feeling observed" } },
  { name: "patient", forms: "patients|hospital bed|hospital beds|hospital gown|intensive care|icu", noun: "the patient", theme: "illness and injury", sense: { pos: "noun", excludes: ["be patient", "patient with", "was patient", "very patient", "so patient", "more patient", "impatient", "patient enough", "stay patient", "remain patient"] }, meaning: { jung: "the wounded part of the self that must accept care", freud: "regression to being helpless and tended", everyday: "health worries, or needing to slow down and be looked after" } },
  { name: "therapist", forms: "therapists|psychiatrist|psychiatrists|psychologist|psychologists|counselor|counselors|counsellor|counsellors|shrink|therapy|therapy session|psychoanalyst", meaning: { jung: "the inner observer who helps the self make sense of itself", freud: "the analyst as a new parent for old feelings", everyday: "a wish to talk something through or be understood" } },
  { name: "pirate", forms: "pirates|pirate ship|buccaneer|buccaneers", salience: 1, meaning: { jung: "the outlaw energy that takes what it wants", freud: "lawless appetite sailing free of guilt", everyday: "rebellion, adventure, or someone taking what is yours" } },
  { name: "gang", forms: "gangs|gang members|gang member|thugs|thug|hoodlums|street gang|bikers|biker gang", theme: "intrusion and attack", sense: { excludes: ["the whole gang", "the gang was all there", "gang bang", "gangbang"] }, meaning: { jung: "a collective shadow that gives courage to aggression", freud: "impulses banded together against authority", everyday: "peer pressure, intimidation, or feeling outnumbered" } },
];
