/**
 * Nouns that name a person or a creature, with what the Hall/Van de Castle identity scale needs:
 * kind (family, friend, known, stranger, creature), sex where the word gives it, and whether it
 * names a group ("the crowd", "my parents": one character each).
 */
import type { CharacterKind } from "./schema";

export type PersonNoun = { head: string; kind: CharacterKind; sex: "m" | "f" | null; group: boolean; occupational?: boolean };

type Row = [words: string, kind: CharacterKind, sex: "m" | "f" | null, group: boolean, head?: string, occupational?: boolean];

const ROWS: Row[] = [
  ["mother mom mum mommy mummy mama momma ma", "family", "f", false, "mother"],
  // not "pop": a case of pop is a drink
  ["father dad daddy papa pa", "family", "m", false, "father"],
  ["sister sis", "family", "f", false, "sister"],
  ["brother bro", "family", "m", false, "brother"],
  ["grandmother grandma granny nana nanna gran grandmom oma abuela", "family", "f", false, "grandmother"],
  ["grandfather grandpa granddad grandad gramps grampa poppa pappy opa abuelo", "family", "m", false, "grandfather"],
  ["aunt auntie aunty", "family", "f", false, "aunt"],
  ["uncle", "family", "m", false],
  ["cousin", "family", null, false],
  ["nephew", "family", "m", false],
  ["niece", "family", "f", false],
  ["husband", "family", "m", false],
  ["wife", "family", "f", false],
  ["son stepson", "family", "m", false, "son"],
  ["daughter stepdaughter", "family", "f", false, "daughter"],
  ["stepmother stepmom", "family", "f", false, "stepmother"],
  ["stepfather stepdad", "family", "m", false, "stepfather"],
  ["stepsister", "family", "f", false],
  ["stepbrother", "family", "m", false],
  ["sibling", "family", null, false],
  ["grandson", "family", "m", false],
  ["granddaughter", "family", "f", false],
  ["sons grandsons", "family", "m", true],
  ["daughters granddaughters", "family", "f", true],
  ["twins folks", "family", null, true],
  // ("I had this twin": a twin is a sibling)
  ["twin", "family", null, false],
  ["parents grandparents siblings in-laws relatives family cousins sisters brothers aunts uncles", "family", null, true],
  // (plurals the rows above lack, each met in dream reports: "both my grandmothers", "the husbands")
  ["mothers grandmothers", "family", "f", true],
  ["fathers dads grandpas grandfathers husbands nephews", "family", "m", true],
  ["friend buddy pal bestie roommate housemate flatmate classmate teammate", "friend", null, false, "friend"],
  ["girlfriend", "known", "f", false],
  ["boyfriend", "known", "m", false],
  ["friends buddies pals roommates housemates flatmates classmates teammates", "friend", null, true, "friends"],
  ["girlfriends", "friend", "f", true, "friends"],
  ["boyfriends", "known", "m", true],
  ["lovers bosses", "known", null, true],
  ["partner ex spouse lover crush", "known", null, false],
  ["fiance fiancé", "known", "m", false],
  ["fiancee fiancée", "known", "f", false],
  [
    "boss coworker co-worker colleague neighbor neighbour coach principal supervisor manager therapist landlord landlady tutor mentor roommate teacher professor",
    "known",
    null,
    false,
    undefined,
    true,
  ],
  ["coworkers co-workers colleagues neighbors neighbours teachers", "known", null, true, undefined, true],
  ["man guy gentleman boy dude fellow chap lad", "stranger", "m", false],
  ["gentlemen dudes", "stranger", "m", true],
  ["woman lady girl", "stranger", "f", false],
  ["person stranger someone somebody kid child baby toddler teenager teen adult figure individual", "stranger", null, false],
  [
    "men guys women ladies girls boys kids children babies people strangers teenagers teens adults crowd group gang gangs mob audience team band crew staff army troops fellows lads couple",
    "stranger",
    null,
    true,
  ],
  [
    "policeman policewoman cop officer detective soldier sailor nurse doctor dentist surgeon waiter waitress clerk cashier driver pilot guard bartender salesman saleswoman salesperson priest nun monk pastor preacher judge lawyer firefighter fireman janitor receptionist secretary chef cook farmer student passenger customer tourist visitor guest host hostess intruder burglar thief robber killer murderer attacker kidnapper terrorist criminal prisoner inmate patient victim enemy king queen prince princess president celebrity actor actress singer musician rapper boxer wrestler player athlete",
    "stranger",
    null,
    false,
    undefined,
    true,
  ],
  [
    "lifeguard worker employee mechanic plumber carpenter electrician builder gardener servant babysitter sheriff pirate sergeant captain colonel lieutenant commander hunter butcher baker barber hairdresser librarian scientist artist painter writer author poet reporter journalist photographer vendor shopkeeper tenant referee umpire clown magician dancer beggar psychiatrist counselor vet veterinarian pharmacist paramedic ranger intern assistant employer shopper usher bouncer warrior knight guru bully thug gangster mobster bandit stalker rapist sniper hitman assassin owner resident weirdo housekeeper courier instructor trainer dealer salesman saleswoman salesperson pupil infant newborn elder teller banker accountant engineer architect astronaut",
    "stranger",
    null,
    false,
    undefined,
    true,
  ],
  ["fisherman mailman postman cowboy butler groom seaman crewman admiral", "stranger", "m", false, undefined, true],
  // people named by what the dreamer thinks of them: "the idiots messed with the phones", "some nerds"
  // (not a lone "idiot" or "nerd": "you idiot" is said to someone already there, "nerd" most often describes; not "jerks", a verb as often: "the horse jerks its head")
  ["idiots nerds", "stranger", null, true],
  ["veteran agent attorney leader client villain tramp aborigine attendee participant", "stranger", null, false, undefined, true],
  ["veterans agents attorneys leaders clients villains tramps policemen workmen males females", "stranger", null, true, undefined, true],
  ["maid nanny stewardess bride", "stranger", "f", false, undefined, true],
  // trades, offices and roles the lists above lack: "the concierge", "a bellhop", "the usher"
  [
    "concierge bellhop florist busboy dishwasher valet chauffeur cabbie attendant steward porter caretaker custodian technician contractor laborer roofer welder miner rancher shepherd landscaper groundskeeper caterer grocer storekeeper merchant peddler jeweler seamstress stylist beautician manicurist realtor physician orthodontist optometrist dermatologist pediatrician psychologist midwife medic prosecutor juror bailiff inspector investigator trooper deputy marshal warden jailer diplomat ambassador senator governor mayor politician rabbi imam chaplain bishop deacon vicar reverend missionary editor publisher novelist playwright producer comedian entertainer performer drummer guitarist pianist violinist composer ballerina stripper juggler acrobat announcer newscaster emcee barista lecturer cheerleader quarterback goalie jockey gymnast freshman sophomore researcher cadet bodyguard dispatcher messenger trucker hitchhiker traveler traveller pedestrian commuter hermit hobo vagrant drifter orphan hostage convict outlaw fugitive mugger pickpocket shoplifter molester pervert pedophile prowler trespasser vandal arsonist smuggler junkie gambler hooker prostitute pimp hoodlum bystander spectator onlooker prophet pilgrim villager immigrant refugee foreigner peasant homeowner millionaire billionaire contestant opponent sidekick protester protestor demonstrator marcher picketer rioter looter activist captor",
    "stranger",
    null,
    false,
    undefined,
    true,
  ],
  [
    "doorman repairman handyman milkman deliveryman garbageman watchman gunman footman congressman paperboy bellboy schoolboy headmaster duke emperor sultan widower bachelor bridegroom groomsman",
    "stranger",
    "m",
    false,
    undefined,
    true,
  ],
  [
    "duchess countess empress heiress widow bridesmaid governess barmaid saleslady headmistress schoolgirl",
    "stranger",
    "f",
    false,
    undefined,
    true,
  ],
  ["doormen repairmen handymen milkmen deliverymen garbagemen watchmen gunmen footmen congressmen", "stranger", "m", true, undefined, true],
  ["fishermen mailmen postmen", "stranger", null, true, undefined, true],
  [
    "police cops officers soldiers nurses doctors students passengers customers tourists visitors guests thieves robbers burglars killers terrorists criminals prisoners enemies players workers employees kidnappers",
    "stranger",
    null,
    true,
    undefined,
    true,
  ],
];
const CREATURES =
  "monster ghost alien zombie vampire demon devil angel witch dragon fairy giant troll goblin werewolf spirit mermaid unicorn beast creature robot cyborg terminator ghoul phantom wizard sorcerer elf dwarf ogre cyclops";

export const PERSON_NOUNS = new Map<string, PersonNoun>();
for (const [words, kind, sex, group, head, occupational] of ROWS) {
  for (const w of words.split(" ")) PERSON_NOUNS.set(w, { head: head ?? w, kind, sex, group, occupational });
}
for (const m of ["man", "woman"]) PERSON_NOUNS.set(m, { ...PERSON_NOUNS.get(m)!, head: m });
// (a wedding's role written as two words: not the plain "man" met before it, `compoundAt` in characters.ts)
PERSON_NOUNS.set("best man", { head: "best man", kind: "stranger", sex: "m", group: false, occupational: true });
// every occupation has its plural as a group: "the waiters", "some sailors"
for (const [w, p] of [...PERSON_NOUNS]) {
  if (!p.occupational || p.group || /(s|sh|ch|x|man)$/.test(w)) continue;
  const plural = /[^aeiou]y$/.test(w) ? w.slice(0, -1) + "ies" : w + "s";
  if (!PERSON_NOUNS.has(plural)) PERSON_NOUNS.set(plural, { ...p, head: plural, sex: null, group: true });
}

export const CREATURE_NOUNS = new Map<string, PersonNoun>();
for (const w of CREATURES.split(" ")) {
  CREATURE_NOUNS.set(w, { head: w, kind: "creature", sex: w === "witch" ? "f" : null, group: false });
  CREATURE_NOUNS.set(w.endsWith("f") ? w.slice(0, -1) + "ves" : w.endsWith("y") ? w.slice(0, -1) + "ies" : w + "s", {
    head: w,
    kind: "creature",
    sex: null,
    group: true,
  });
}
