/**
 * Tears are not always sorrow. "I hug my mother and cry; I am so happy to see her", "I couldn't stop
 * crying because I was so touched": tears told beside the dreamer's own joy, relief or being moved,
 * with no sorrow named near them, are happy ones — Hall and Van de Castle code the joy, not sadness.
 */
import type { Token } from "./tokenize";
import { WORDS } from "./emotion-words";

/** the words of tears */
export const TEARS =
  /^(cried|cry|cries|crying|wept|weep|weeps|weeping|sobbed|sob|sobs|sobbing|tears|teared|tearing|tearful|teary|bawled|bawling)$/;

/** joy, relief, being moved: what happy tears are shed for */
const JOY =
  /^(happy|happiness|glad|joy|joyful|joyous|overjoyed|thrilled|delighted|relieved|relief|elated|ecstatic|grateful|touched|moved)$/;

/** "touched" and "moved" are a feeling only after a degree word or a verb of feeling: "so touched", "deeply moved" */
const MOVED_BY = /^(so|very|deeply|really|truly|quite|profoundly|incredibly|extremely|felt|feel|feeling|was|am|were)$/;

/** what says a loss or a grief is what the tears are for */
const SORROW_TOO = /^(miss|missed|missing|died|dead|death|funeral|goodbye|lost|loss|leaving|left|gone|hurt|pain)$/;

const DREAMER = /^(i|i'm|we|we're|me|my|us)$/;

/** the joy word at `j` is a feeling (not "the movers moved the couch", "I touched the wall") */
function joyAt(tokens: Token[], j: number): boolean {
  const w = tokens[j].w;
  if (!JOY.test(w)) return false;
  if (w !== "touched" && w !== "moved") return true;
  const next = tokens[j + 1];
  // ("moved to tears" is the feeling; "moved to another school", "touched the wall" are not)
  const toTears = next?.w === "to" && tokens[j + 2]?.w === "tears";
  const object = next && next.sent === tokens[j].sent && next.brk === 0 && !/^(by|that|and|because)$/.test(next.w) && !toTears;
  return MOVED_BY.test(tokens[j - 1]?.w ?? "") && !object;
}

/** what turns a scene between a joy and the tears after it: "I was happy, but then he left and I cried" */
const TURN = /^(but|then|until|later|when|after|suddenly)$/;

/**
 * Whether the tears at `k` are happy ones: the dreamer's joy is named in their sentence (after them, or before
 * them with no turn between) or in the next one, in a sentence the dreamer is in, and no sorrow is named in the
 * sentence before, theirs or the next.
 */
export function happyTears(tokens: Token[], k: number): boolean {
  const sent = tokens[k].sent;
  let joy = false;
  let turned = false;
  for (let j = k - 1; j >= 0 && tokens[j].sent >= sent - 1; j--) {
    if (sorrowAt(j)) return false;
    turned ||= TURN.test(tokens[j].w) || tokens[j].sent < sent;
    if (!turned && joyAt(tokens, j)) joy = true;
  }
  for (let j = k + 1; j < tokens.length && tokens[j].sent <= sent + 1; j++) {
    if (sorrowAt(j)) return false;
    if (!joy && joyAt(tokens, j) && dreamerIn(tokens[j].sent)) joy = true;
  }
  return joy && dreamerIn(sent);

  function sorrowAt(j: number): boolean {
    const t = tokens[j];
    if (TEARS.test(t.w)) return false;
    const emo = WORDS.get(t.w);
    return emo?.code === "SD" || SORROW_TOO.test(t.w);
  }
  function dreamerIn(s: number): boolean {
    for (let j = k; j >= 0 && tokens[j].sent >= s; j--) if (tokens[j].sent === s && DREAMER.test(tokens[j].w)) return true;
    for (let j = k; j < tokens.length && tokens[j].sent <= s; j++) if (tokens[j].sent === s && DREAMER.test(tokens[j].w)) return true;
    return false;
  }
}

/** "so touched", "deeply moved": being moved, a happiness, at `k` */
export function beingMoved(tokens: Token[], k: number): boolean {
  const w = tokens[k].w;
  return (w === "touched" || w === "moved") && joyAt(tokens, k);
}
