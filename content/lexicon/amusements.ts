import type { SymbolEntry } from "./types";

export const amusements: SymbolEntry[] = [
  {
    name: "concert", forms: "concerts|gig|gigs|orchestra|symphony|choir|band practice", theme: "fame and being seen", salience: 1, sense: { pos: "noun", excludes: ["in concert with", "acted in concert"] },
    meaning: { jung: "the self in harmony with others, or alone before them", freud: "the wish to be heard and admired", everyday: "shared music and attention, or playing your part in front of others" },
    in: {
      mastered: { jung: "your own voice finding its place in a larger whole", freud: "exhibition enjoyed, the admiring audience as a wish", everyday: "being good at something that others can witness" },
      broken: { jung: "the persona failing in public", freud: "the fear of exposure before those whose approval matters", everyday: "a performance that goes wrong where everyone can hear" },
    },
  },
  { name: "fair", forms: "fairs|county fair|state fair|fairground|fairgrounds|funfair|fun fair|street fair|renaissance fair|royal show|agricultural show|showgrounds|show grounds|easter show", theme: "celebration", salience: 1, sense: { pos: "noun", excludes: ["not fair", "isn't fair", "wasn't fair", "it's not fair", "it was not fair", "be fair", "to be fair", "fair enough", "fair amount", "fair way", "fairway", "fair share", "fair game", "fair, fair game", "fair trade", "fair play", "fair skin", "fair skinned", "fair-skinned", "fair hair", "fair haired", "fair-haired", "fairly", "fair weather", "fair and square", "fair chance", "fair price", "fair question", "fair point", "fair warning", "job fair", "science fair", "career fair", "book fair", "craft fair", "college fair", "health fair", "world's fair"] }, meaning: { jung: "the colourful, chaotic play of the psyche on holiday", freud: "permission for pleasures usually kept in check", everyday: "fun, community, and a break from routine" } },
  {
    name: "carnival", forms: "carnivals|midway|sideshow|sideshows|carny|carnies|freak show|mardi gras", theme: "celebration", salience: 1, sense: { excludes: ["midway through", "midway point", "midway between", "midway down", "midway across"] },
    meaning: { jung: "the world turned upside down, where masks reveal what faces hide", freud: "licence for forbidden pleasures in disguise", everyday: "letting loose, excess, or a situation that feels like a show" },
    in: {
      threatens: { jung: "festivity turned grotesque, the shadow wearing a party mask", freud: "the uncanny hiding in pleasure", everyday: "unease in a setting that should feel fun" },
    },
  },
  { name: "circus", forms: "circuses|big top|ringmaster|trapeze|acrobat|acrobats|tightrope|tightrope walker|juggler|jugglers|lion tamer", salience: 1, sense: { excludes: ["media circus", "three-ring circus", "three ring circus", "it was a circus", "like a circus", "juggling work", "juggling everything", "juggling too many"] }, meaning: { jung: "instinct trained and displayed, balance held under the public eye", freud: "the wish to be marvelled at and the fear of falling", everyday: "juggling many demands, performing for others, or a chaotic situation" } },
  {
    name: "carousel", forms: "carousels|merry-go-round|merry go round|merry-go-rounds|carousel horse|carousel horses", salience: 1,
    meaning: { jung: "the circling of life around a fixed centre", freud: "nostalgia for childhood rhythm and innocent pleasure", everyday: "going round in circles, repetition, or comfort in the familiar" },
    in: {
      broken: { jung: "a familiar cycle spinning out of control", everyday: "a routine that no longer feels safe or fun" },
    },
  },
  {
    name: "roller coaster", forms: "roller coasters|rollercoaster|rollercoasters|coaster ride|the big drop", theme: "falling", salience: 2, sense: { excludes: ["emotional roller coaster", "emotional rollercoaster", "roller coaster of emotions", "rollercoaster of emotions"] },
    meaning: { jung: "the sharp rises and drops of emotional life", freud: "thrill mixed with the fear of losing control", everyday: "a period of ups and downs you cannot steer" },
    in: {
      mastered: { jung: "the ego riding its own highs and lows", everyday: "enjoying risk and change rather than fearing it" },
      broken: { jung: "a ride of feeling that has left its track", freud: "excitement tipping into terror", everyday: "fear that a turbulent situation will end in disaster" },
    },
  },
  {
    name: "ferris wheel", forms: "ferris wheels|big wheel|observation wheel", salience: 1,
    meaning: { jung: "the slow cycle of rising and falling with a view of the whole", freud: "a romantic pause suspended in the air", everyday: "perspective, patience, or life going round" },
    in: {
      broken: { jung: "a lofty view that suddenly becomes a trap", everyday: "getting stuck at a high point, unable to come down" },
    },
  },
  { name: "haunted house", forms: "haunted houses|house of horrors|fun house|funhouse|house of mirrors|hall of mirrors|ghost train|ghost ride|spook house", theme: "the supernatural", salience: 1, meaning: { jung: "a structure of the self still inhabited by the past", freud: "the return of the repressed, staged as entertainment", everyday: "facing fears for fun, or old memories that still unsettle you" } },
  { name: "arcade", forms: "arcades|video arcade|pinball|pinball machine|skee-ball|bumper cars|bumper car|go-karts|go-kart|go kart|go karts|claw machine", meaning: { jung: "play governed by chance and quick reflexes", freud: "childhood excitement and the pull of easy rewards", everyday: "fun, distraction, or a need for lighter moments" } },
  { name: "water park", forms: "water parks|waterpark|waterparks|water slide|water slides|waterslide|waterslides|lazy river|wave pool", theme: "water", meaning: { jung: "feelings made into play, entered at will", freud: "pleasure in being carried by water", everyday: "relaxation, fun, and emotions that feel safe" } },
  { name: "fairground games", forms: "carnival games|carnival game|ring toss|dunk tank|shooting gallery|won a prize|win a prize|winning a prize|prize booth|game booth|game booths|stuffed animal prize|cotton candy|candy floss", noun: "the fairground games", salience: 1, meaning: { jung: "a test of luck and skill with a small prize as the Self's reward", freud: "childhood wishes for a prize and the fear of losing", everyday: "chance, small rewards, and wanting to win" } },
  { name: "bowling", forms: "bowling alley|bowling ball|bowling balls|bowled|bowling pins|went bowling", noun: "bowling", sense: { excludes: ["bowled over", "bowled me over", "bowled him over"] }, meaning: { jung: "aim and impact, knocking down what stands", freud: "aggression in a friendly form", everyday: "leisure, company, or wanting a clean strike in something" } },
];
