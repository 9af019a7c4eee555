/**
 * What kind of act, mishap, place or feeling a question is built on, read from the dream's own
 * words. A question family with one wording and a quote swapped in reads as a form by the third
 * dream; choosing its wording by what the quoted moment is — words said, a going, a blow, a
 * kindness, a fall — makes the question fit the act and differ from dream to dream for a reason
 * (not by a hash of the text).
 */

/** the kinds of act a deed can be, for choosing the question's wording */
export type ActKind = "speech" | "move" | "harm" | "care" | "look" | "work" | "state" | "other";

const SPEECH =
  /\b(say|says|said|saying|tell|tells|told|telling|ask|asks|asked|asking|yell|yells|yelled|yelling|shout|shouts|shouted|shouting|scream|screams|screamed|call|calls|called|calling|explain|explains|explained|talk|talks|talked|talking|speak|speaks|spoke|speaking|whisper|whispered|announce|announced|reply|replied|answer|answered|insist|insisted|warn|warned|promise|promised|argue|argued|complain|complained|joke|joked|laugh|laughed|laughing)\b/i;
const HARM =
  /\b(hit|hits|hitting|punch|punched|kick|kicked|slap|slapped|shoot|shoots|shot|shooting|stab|stabbed|kill|kills|killed|killing|attack|attacks|attacked|attacking|chase|chases|chased|chasing|hurt|hurts|grab|grabbed|push|pushed|pushing|shove|shoved|beat|beating|bite|bit|bitten|threaten|threatened|threatening|steal|stole|fight|fought|fighting|throw|threw|break|broke|smash|smashed|choke|choked|trap|trapped|kidnap|kidnapped|rob|robbed)\b/i;
const CARE =
  /\b(give|gives|gave|giving|hand|handed|offer|offered|help|helps|helped|helping|hug|hugged|hugging|kiss|kissed|kissing|comfort|comforted|feed|fed|feeding|save|saved|rescue|rescued|protect|protected|cook|cooked|cooking|make me|made me|bring|brought|share|shared|smile|smiled|smiling|welcome|welcomed|took care|held my hand|hold my hand)\b/i;
const MOVE =
  /\b(go|goes|went|going|gone|come|comes|came|coming|walk|walks|walked|walking|run|ran|running|drive|drives|drove|driving|ride|rode|riding|leave|leaves|left|leaving|arrive|arrives|arrived|arriving|head|headed|heading|return|returned|returning|move|moved|moving|travel|travelled|traveled|fly|flew|flying|swim|swam|swimming|climb|climbed|climbing|continue|continued|cross|crossed|enter|entered|follow|followed|following|get to|got to|got out|get out|get in|got in|got on)\b/i;
const LOOK =
  /\b(see|sees|saw|seen|seeing|look|looks|looked|looking|watch|watches|watched|watching|notice|noticed|stare|stared|staring|find|found|finding|discover|discovered|glance|glanced|search|searched|searching|read|reading|listen|listened|listening|show|showed|shows|showing)\b/i;
const WORK =
  /\b(make|makes|made|making|build|built|building|fix|fixed|fixing|clean|cleaned|cleaning|work|works|worked|working|write|wrote|writing|paint|painted|painting|plant|planted|sort|sorted|pack|packed|packing|cut|cutting|sew|sewing|bake|baked|baking|try|tries|tried|trying|prepare|prepared|prepare|organize|organized|organise|organised|set up|put up|play|plays|played|playing|sing|sang|singing|dance|danced|dancing|buy|bought|buying|sell|sold|selling|shop|shopping|teach|taught|teaching|study|studied|studying|test|tested|practise|practice|practiced|collect|collected|pick up|picked up|put|puts|putting|pull|pulled|pulling|push|pushes|take off|took off|taking off|swing|swinging|swung|fish|fishing|hunt|hunted|hunting|redecorate|redecorated|decorate|decorated|repair|repaired|wash|washed|washing|dig|dug|digging|carry|carried|carrying|lift|lifted|lifting|open|opened|opening|close|closed|closing|turn off|turned off|turn on|turned on|press|pressed|set|setting|arrange|arranged|arranging|doing|jumping|exercise|exercising|feed|feeding|take|took|taking|get|got|getting)\b/i;
const STATE =
  /^(?:\W*\w+\W+){0,3}?(is|are|was|were|be|been|seems?|seemed|looked|looks|felt|feels|had|has|have|sat|sitting|stood|standing|lay|lying|laying|slept|sleeping|fell asleep|wait|waited|waiting|stayed|staying|hesitated|paused|stopped)\b/i;

/**
 * the act a deed is, by its first telling verb: harm before speech ("yelled and hit me" is a blow),
 * speech before going ("came over and said" is what was said), going before looking
 */
export function actKind(words0: string): ActKind {
  // ("came over and pressed", "went to get"): the going that leads up to an act is not the act
  // ("I'm going to put on a coat": a plan, read by its verb, not a going)
  const words = words0
    .replace(
      /\b(?:am|is|are|was|were)?\s*going to (?!the\b|a\b|an\b|my\b|his\b|her\b|their\b|our\b|your\b|school\b|work\b|bed\b|church\b|town\b|class\b)/i,
      "",
    )
    .replace(
      /\b(came|come|comes|went|go|goes|walked|ran|got|get|turned|leaned)\s+(?:over\s+|up\s+|in\s+|back\s+|round\s+|around\s+)?(and|to)\s+(?=\w)/i,
      "",
    );
  // ("he did kill himself": harm turned on oneself comes at no one)
  if (HARM.test(words) && !/\b(himself|herself|themselves|myself|itself)\b/i.test(words)) return "harm";
  if (SPEECH.test(words)) return "speech";
  if (CARE.test(words)) return "care";
  if (MOVE.test(words)) return "move";
  if (LOOK.test(words)) return "look";
  if (WORK.test(words)) return "work";
  if (STATE.test(words)) return "state";
  return "other";
}

/** a going that leaves ("left", "walked away", "drove off"), as against one that arrives or only moves */
export const goesAway = (words: string): boolean =>
  !/\b(to|on|at) the left\b/i.test(words) &&
  /\b(left|leave|leaves|leaving|walked away|ran away|went away|drove off|drove away|went off|walked off|ran off|disappeared|vanished|gone)\b/i.test(
    words,
  );
export const arrives = (words: string): boolean =>
  /\b(came|come|comes|coming|arrived|arrive|arrives|arriving|showed up|turned up|appeared|appears|walked in|came in|came over|came back|returned)\b/i.test(
    words,
  );

/** the kinds of mishap, for what a question about one asks after */
export type MishapKind = "body" | "loss" | "fall" | "break" | "stuck" | "other";

export function mishapKind(words: string): MishapKind {
  if (/\b(fell|fall|falls|falling|slipped|slip|tripped|trip|stumbled|tumbled|dropped down|plunged)\b/i.test(words)) return "fall";
  if (
    /\b(hurt|injured|injury|bleeding|bled|blood|sick|ill|pain|wound|wounded|cut my|cut his|cut her|broke my|broken leg|broken arm|burned|burnt|died|dying|dead|fainted|pass(ed)? out|couldn't breathe|could not breathe|vomit|threw up)\b/i.test(
      words,
    )
  )
    return "body";
  if (
    /\b(lost|lose|losing|missing|gone|stolen|disappeared|vanished|forgot|forgotten|left behind|can't find|couldn't find|could not find)\b/i.test(
      words,
    )
  )
    return "loss";
  if (
    /\b(broke|broken|breaks|crashed|crash|smashed|shattered|collapsed|fell apart|spilled|ruined|flooded|burned down|caught fire|on fire|exploded|wrecked|cracked|fell off)\b/i.test(
      words,
    )
  )
    return "break";
  if (
    /\b(stuck|trapped|locked|late|missed|couldn't|could not|can't|cannot|unable|wouldn't|would not|blocked|closed|delayed|lost my way|got lost)\b/i.test(
      words,
    )
  )
    return "stuck";
  return "other";
}

/** the kinds of setting, for what a question about being there asks */
export type PlaceKind = "home" | "school" | "work" | "travel" | "nature" | "public" | "other";

export function placeKind(place: string): PlaceKind {
  const p = place.toLowerCase();
  if (/\b(home|house|apartment|flat|bedroom|kitchen|living room|bathroom|basement|attic|yard|backyard|garden|porch|room)\b/.test(p)) {
    // ("my room", "our kitchen", "the house", "grandma's house": a home; "a room", "the waiting room": not yours)
    if (/\b(waiting|class|hotel|hospital|motel|court|conference|locker|dining hall|board)\b/.test(p)) return "public";
    return "home";
  }
  if (/\b(school|class|classroom|college|university|campus|dorm|dormitory|lecture|library|gym|gymnasium|high school)\b/.test(p))
    return "school";
  if (/\b(office|work|job|store|shop|factory|hospital|clinic|lab|laboratory|kitchen|studio|warehouse|bank|base|camp|church)\b/.test(p))
    return "work";
  if (
    /\b(road|street|highway|freeway|car|bus|train|plane|airport|station|subway|ferry|boat|ship|bridge|parking|sidewalk|trail|path|tunnel|elevator|stairs|hallway|corridor)\b/.test(
      p,
    )
  )
    return "travel";
  if (
    /\b(beach|sea|ocean|lake|river|forest|woods|wood|field|mountain|hill|desert|island|park|meadow|valley|cave|shore|countryside|farm|jungle|sky|water)\b/.test(
      p,
    )
  )
    return "nature";
  if (
    /\b(mall|party|hotel|restaurant|cafe|diner|theatre|theater|movie|cinema|bar|club|concert|stadium|market|fair|museum|city|town|village|downtown|building|hall|auditorium|pool|zoo|prison|jail|court)\b/.test(
      p,
    )
  )
    return "public";
  return "other";
}

/** a look that searches ("looking for", "hunted for") rather than looks on */
export const searches = (words: string): boolean =>
  /\b(look|looks|looked|looking|search|searched|searching|hunt|hunted|hunting)\s+(for|through|thru)\b|\bsearch/i.test(words);
