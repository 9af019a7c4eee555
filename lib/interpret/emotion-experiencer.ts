/**
 * Whose feeling a feeling word is: the dreamer's ("I was scared", "it made me angry", "to my
 * relief"), someone else's ("my boss was furious"), or nobody's in particular; and which spans are
 * other people's speech, whose feelings are theirs.
 */
import {
  CAUSATIVE,
  CAUSERS,
  COPULA,
  ADVERBS,
  FEEL_VERBS,
  FIRST,
  IMPERSONAL,
  IMPERSONAL_OK,
  LEADERS,
  MODALS,
  MY_WORDS,
  OBJ_FIRST,
  OBJ_OTHER,
  OTHER_SUBJ,
  WORDS,
} from "./emotion-words";
import { emphasised } from "./emphasis";
import { isFunctionWord } from "./phrase";
import { isLexVerb, tagsOf } from "./words";
import { isNegator, type Token } from "./tokenize";

export function negatedBefore(tokens: Token[], k: number): boolean {
  let reach = 4;
  for (let j = k - 1; j >= Math.max(0, k - reach); j--) {
    if (tokens[j + 1].brk > 0) break;
    const w = tokens[j].w;
    // "I didn't feel ashamed or especially nervous": the denial spans the alternatives
    if (w === "or" || w === "nor") reach = 8;
    // "I wasn't embarrassed but annoyed": "but" ends the negation's reach
    if (w === "but" || w === "rather") return false;
    // ("they sat doing nothing and I was panicking": a new clause's subject ends it too)
    if (/^(i|we|he|she|they|i'm|we're)$/.test(w) && /^(and|so|then|when|because|while|as|until)$/.test(tokens[j - 1]?.w ?? "")) break;
    if (isNegator(w)) {
      const next = tokens[j + 1]?.w;
      // "I had never been so scared", "I've never felt such joy", "couldn't have been happier": the denial measures
      // the feeling against every other time — it is the most the dreamer has felt, not none
      if (outdoneEver(tokens, j, k)) return false;
      // "couldn't stop crying", "couldn't help laughing": the feeling would not be held back
      if (/^(stop|help)$/.test(next ?? "") && j + 2 === k) return false;
      // "I was trying not to be irritated", "tried not to cry": the effort shows the feeling is there
      if (w === "not" && next === "to" && /^(trying|tried|try|tries)$/.test(tokens[j - 1]?.w ?? "")) return false;
      // "not only" and "nothing but" don't negate the feeling
      return !(next === "only" || (w === "nothing" && next === "but"));
    }
  }
  // "I didn't feel like I was hurt", "did not feel as if I was scared": the denial reaches over "feel like"
  const words = tokens.slice(Math.max(0, k - 7), k).filter((t) => t.sent === tokens[k].sent);
  if (
    words.some(
      (t, j) => isNegator(t.w) && /^(feel|feels|felt)$/.test(words[j + 1]?.w ?? "") && /^(like|as|that)$/.test(words[j + 2]?.w ?? ""),
    )
  )
    return true;
  return deniedThought(tokens, k);
}

/** a feeling said as more than ever: "never been so scared", "never felt such joy", "couldn't have been happier" */
function outdoneEver(tokens: Token[], j: number, k: number): boolean {
  const feeling = tokens[k].w;
  const comparative = /^(happier|sadder|angrier|madder|calmer|lonelier|scarier|prouder|gladder)$/.test(feeling);
  const measured = /^(so|such|more)$/.test(tokens[k - 1]?.w ?? "");
  if (tokens[j].w === "never") return comparative || measured;
  // ("couldn't have been happier", "could not have been more relieved": a negated modal of the perfect)
  const couldNot = /^(couldn't|could)$/.test(tokens[j].w) || (tokens[j].w === "not" && tokens[j - 1]?.w === "could");
  return couldNot && tokens.slice(j + 1, k).some((t) => t.w === "have") && (comparative || tokens[k - 1]?.w === "more");
}

/** "I don't think I have much to be afraid of", "didn't think it was scary": the denial is raised to the thinking */
function deniedThought(tokens: Token[], k: number): boolean {
  for (let j = k - 2; j >= Math.max(0, k - 10); j--) {
    if (tokens[j + 1].brk > 0 || tokens[j].sent !== tokens[k].sent || tokens[j].w === "but") return false;
    // ("didn't think much of it and was happy": a second verb is a second clause)
    if (tokens[j].w === "and" && (COPULA.has(tokens[j + 1].w) || FEEL_VERBS.has(tokens[j + 1].w))) return false;
    if (isNegator(tokens[j].w) && /^(think|thought)$/.test(tokens[j + 1].w)) return true;
  }
  return false;
}

/** the parts of the dreamer that show a feeling: "my face was angry", "my tone was bitter" */
const OWN_EXPRESSION = /^(face|voice|expression|tone|eyes|look)$/;

/** Who feels it: "self", "other" or "none" (no experiencer found). */
export function experiencer(
  tokens: Token[],
  k: number,
  word: string,
  feelPhrase = false,
): { who: "self" | "other" | "none"; from: number } {
  // object-experiencer: "scared me", "made me angry", "gave me a thrill", "to my relief", "my fear"
  const next = tokens[k + 1];
  if (next && next.sent === tokens[k].sent && OBJ_FIRST.has(next.w) && CAUSATIVE.has(word)) return { who: "self", from: k };
  const p1 = tokens[k - 1];
  const p2 = tokens[k - 2];
  if (p1 && MY_WORDS.has(p1.w)) return { who: "self", from: k - 1 };
  // "my desperate concern", "our growing alarm": an adjective between, before a noun of feeling (not "my old annoying roommate")
  if (p2 && MY_WORDS.has(p2.w) && p1.brk === 0 && WORDS.get(word)?.label === word && tagsOf(p1.w).includes("Adjective"))
    return { who: "self", from: k - 2 };
  if (p1 && (p1.w === "a" || p1.w === "such") && p2 && OBJ_FIRST.has(p2.w)) return { who: "self", from: k - 2 }; // gave me a thrill
  const participle = dreamersParticiple(tokens, k);
  if (participle >= 0) return { who: "self", from: participle };
  // scan back within the sentence for the nearest subject-like word; a feeling of manner ("looked
  // at him with contempt", "stood there in disbelief") belongs to the subject, past any object
  const sent = tokens[k].sent;
  // ("we heard a baby crying", "I saw my sister sobbing": the one heard or seen doing it is the one who feels)
  if (/^(crying|sobbing|weeping|laughing|giggling|screaming|wailing|smiling|shouting|yelling)$/.test(tokens[k].w))
    for (let j = k - 2; j >= Math.max(0, k - 5) && tokens[j].sent === sent; j--) {
      if (tokens[j + 1].brk || /^(i|i'm|we|we're|and|but|then|so|that)$/.test(tokens[j + 1].w)) break;
      if (/^(hear|heard|hears|see|saw|sees|watch|watched|notice|noticed|found|find)$/.test(tokens[j].w))
        return /^(me|myself|us)$/.test(tokens[j + 1].w) ? { who: "self", from: j } : { who: "other", from: j + 1 };
    }
  // "there was part of me that felt thrilled": the dreamer, divided
  for (let j = k - 1; j >= Math.max(2, k - 5) && tokens[j].sent === sent; j--)
    if (tokens[j].w === "me" && tokens[j - 1].w === "of" && tokens[j - 2].w === "part") return { who: "self", from: j - 2 };
  // ("he followed me happily": a feeling told as the manner of an act belongs to its subject, past any object)
  const manner = (p1 !== undefined && (p1.w === "with" || p1.w === "in")) || /ly$/.test(word);
  for (let j = k - 1; j >= 0 && j >= k - 14; j--) {
    const t = tokens[j];
    if (t.sent !== sent) break;
    const w = t.w;
    if (COPULA.has(w) && j > 0 && tokens[j - 1].sent === sent && tokens[j].brk === 0) {
      // "my boss was furious": a noun subject right before the verb belongs to someone else
      const s = tokens[j - 1].w;
      // ("my face was angry", "my voice was shaky": the dreamer's own face shows the dreamer's feeling)
      if (OWN_EXPRESSION.test(s) && MY_WORDS.has(tokens[j - 2]?.w ?? "") && tokens[j - 2].sent === sent)
        return { who: "self", from: j - 2 };
      if (
        !FIRST.has(s) &&
        !OBJ_FIRST.has(s) &&
        !OTHER_SUBJ.has(s) &&
        !IMPERSONAL.has(s) &&
        !ADVERBS.has(s) &&
        !MODALS.has(s) &&
        // ("I began to get scared": an infinitive's "to" is no subject)
        s !== "to" &&
        s !== "and" &&
        s !== "but" &&
        s !== "then"
      )
        return { who: "other", from: j - 1 };
    }
    // ("She shudders, I think in pleasure": an aside set off by a comma hedges another's feeling)
    const aside = w === "i" && t.brk > 0 && /^(think|guess|suppose|believe)$/.test(tokens[j + 1]?.w ?? "") && j + 2 <= k;
    if (FIRST.has(w) && !aside) return { who: "self", from: j };
    // ("a woman I don't know stares at me with scorn": the act's manner is its doer's, and the dreamer is its object)
    if (manner && OBJ_FIRST.has(w) && !CAUSERS.has(tokens[j - 1]?.w ?? "") && /^(at|to|toward|towards)$/.test(tokens[j - 1]?.w ?? ""))
      return { who: "other", from: j };
    if (manner && (OBJ_OTHER.has(w) || (OBJ_FIRST.has(w) && !CAUSERS.has(tokens[j - 1]?.w ?? "")))) continue;
    // "she looked at me confused", "I stared at him, puzzled": the look's object is not the one who feels
    if ((OBJ_OTHER.has(w) || OBJ_FIRST.has(w)) && /^(at|to|toward|towards)$/.test(tokens[j - 1]?.w ?? "")) continue;
    // ("forgot to bring my wallet with me and was very upset": the dreamer after a preposition, the subject further back)
    if (OBJ_FIRST.has(w) && /^(with|to|for|at|behind|beside|near|around|from)$/.test(tokens[j - 1]?.w ?? "") && tokens[j + 1]?.w === "and")
      continue;
    // ("all of us were scared", "the two of us, glad to be out": a group the dreamer is one of, as the subject)
    const group = ourGroup(tokens, j);
    if (group >= 0) return { who: "self", from: group };
    if (OBJ_FIRST.has(w)) {
      // "made me (feel) angry", "left me confused"; otherwise "us"/"me" is someone else's object
      if (CAUSERS.has(tokens[j - 1]?.w ?? "") || j === k - 1 || FEEL_VERBS.has(tokens[j + 1]?.w ?? "")) return { who: "self", from: j };
      return { who: "other", from: j };
    }
    // "we spotted Jack Nicholson and giggled", "I hugged him and cried": the object of a first verb, not the second verb's subject
    const objectFrom =
      OBJ_OTHER.has(w) || /^\p{Lu}/u.test(t.raw)
        ? objectBeforeAnd(tokens, j, k)
        : PERSON_NOUN.test(w)
          ? personObjectBeforeAnd(tokens, j, k)
          : -1;
    if (objectFrom >= 0) {
      j = objectFrom;
      continue;
    }
    if (OBJ_OTHER.has(w)) {
      // "made him angry" blocks; a distant "him" is just an object of an earlier verb, and so is one set
      // off by a comma ("went after him, crying": the participle is the subject's)
      // (but "we see him, shocked at the news": what is seen is the one who feels)
      const seen = /^(see|saw|sees|watch|watched|hear|heard|notice|noticed)$/.test(tokens[j - 1]?.w ?? "");
      const setOff = !seen && tokens.slice(j + 1, k + 1).some((x) => x.brk > 0);
      if ((k - j <= 2 && !setOff) || CAUSERS.has(tokens[j - 1]?.w ?? "")) return { who: "other", from: j };
      // "I could see her through the window laughing": what is seen or heard doing it is the one who does
      if (word.endsWith("ing") && /^(hear|heard|see|saw|watch|watched|notice|noticed|find|found)$/.test(tokens[j - 1]?.w ?? ""))
        return { who: "other", from: j };
      continue;
    }
    // ("I was thinking of the poor people there and felt sorry for them": a person after a preposition is its object, not the feeling's subject)
    // ("I laid a palm on his knee nervously", "grabbed his arm, scared": "his" after a preposition or a verb opens an object)
    if (w === "his" && t.brk === 0 && j > 0 && tokens[j + 1]?.brk === 0 && ownerInObject(tokens[j - 1].w)) continue;
    if (OTHER_SUBJ.has(w) && !objectOfPreposition(tokens, j)) return { who: "other", from: j };
    if (IMPERSONAL.has(w)) {
      // ("he talked about it and didn't know how to begin": "it" after a preposition is an object; the subject is further back)
      if (
        t.brk === 0 &&
        /^(about|of|with|to|for|at|on|in|into|from|over|by|like)$/.test(tokens[j - 1]?.w ?? "") &&
        tokens[j - 1].sent === sent
      )
        continue;
      // ("trying not to get it too excited": what the dreamer gets or makes so is the one who feels)
      if (w === "it" && CAUSERS.has(tokens[j - 1]?.w ?? "") && !IMPERSONAL_OK.has(word)) return { who: "other", from: j };
      // ("it was uncomfortable for my aunt", "it was embarrassing to him": the one it is so for feels it)
      const forWhom = /^(for|to)$/.test(tokens[k + 1]?.w ?? "") && tokens[k + 1].brk === 0 ? tokens[k + 2] : undefined;
      if (
        IMPERSONAL_OK.has(word) &&
        forWhom &&
        forWhom.sent === sent &&
        (OBJ_OTHER.has(forWhom.w) || OTHER_SUBJ.has(forWhom.w) || /^\p{Lu}/u.test(forWhom.raw))
      )
        return { who: "other", from: j };
      if (IMPERSONAL_OK.has(word) || feelPhrase) return { who: "self", from: j };
      const nx = tokens[j + 1]?.w ?? "";
      if (COPULA.has(nx) || FEEL_VERBS.has(nx) || w.endsWith("'s") || nx === "made" || nx === "makes") return { who: "other", from: j };
      continue;
    }
    // a capitalised name in mid-sentence acts as another subject
    // ("I was REALLY scared": a word in capitals for emphasis is no name)
    if (j > 0 && tokens[j].brk === 0 && /^\p{Lu}/u.test(t.raw) && t.w !== "i" && !isFunctionWord(t.w) && !emphasised(t)) {
      // ("I sat reading Dickens in the garden, quite enjoying it", "we drove to Leeds and were glad":
      // a name right after a verb or a preposition is its object, and the subject is further back)
      // (not when the feeling follows the name at once: "saw Ann crying", "heard Bob laughing")
      if (k - j > 2 && nameAsObject(tokens, j)) continue;
      return { who: "other", from: j };
    }
  }
  const far = farSubject(tokens, k);
  if (far >= 0) return { who: "self", from: far };
  // feeling placed before its subject: "Exasperated, I exclaim" / "Angered by her, I…"
  let lead = k - 1;
  while (lead >= 0 && tokens[lead].sent === sent && tokens[lead + 1].brk === 0 && LEADERS.has(tokens[lead].w)) lead--;
  const clauseStart = lead < 0 || tokens[lead].sent !== sent || tokens[lead + 1].brk > 0;
  if (!clauseStart) return { who: "none", from: k };
  // ("Surprisingly, he took it": the narrator's comment on what another does)
  if (word === "surprisingly" && tokens[k + 1]?.brk) return { who: "self", from: k };
  // ("Angered by his rude reply, I turned away…", "Frightened of the dog next door, we ran": the feeling's own phrase runs
  // to its comma, and whoever it names is its cause; the subject after the comma is the one who feels)
  const opener = openingPhraseSubject(tokens, k);
  if (opener) return opener;
  for (let j = k + 1; j < tokens.length && j <= k + 4; j++) {
    const t = tokens[j];
    if (t.sent !== sent) break;
    if (FIRST.has(t.w)) return { who: "self", from: k };
    if (OTHER_SUBJ.has(t.w) || IMPERSONAL.has(t.w)) return { who: "other", from: k };
  }
  return { who: "none", from: k };
}

/**
 * The capitalised word at `j` (and the rest of its name) stands right after a verb that is no copula or a preposition:
 * the verb's or the preposition's object ("reading Dickens", "drove to Leeds", "met Ann Lee"), not a subject.
 */
function nameAsObject(tokens: Token[], j: number): boolean {
  let n = j;
  while (n > 0 && tokens[n].brk === 0 && /^\p{Lu}/u.test(tokens[n - 1].raw) && tokens[n - 1].w !== "i") n--;
  const before = tokens[n - 1];
  if (!before || before.sent !== tokens[j].sent || tokens[n].brk > 0) return false;
  if (PREPOSITION.test(before.w) || /^(in|into|on|onto|at|past|through|across)$/.test(before.w)) return true;
  // (a verb whose object goes on to do or feel something is left out: "I wanted Rosa to feel better", "made Bob
  // angry", "left Ann upset" — there the one named is the one who feels)
  if (OBJECT_ACTS.test(before.w)) return false;
  return isLexVerb(before.w) && !COPULA.has(before.w) && !MODALS.has(before.w) && !/^(and|but|then|when|while|that)$/.test(before.w);
}

const OBJECT_ACTS =
  /^(want|wants|wanted|wanting|told|tell|tells|asked|ask|asks|expected|expect|needed|need|let|lets|made|make|makes|making|helped|help|found|find|left|leave|kept|keep|got|get|gets|felt|feel|wished|wish|like|liked|begged|urged|reminded|encouraged|allowed)$/;

/** the words that open a feeling's complement: "angered by", "afraid of", "annoyed at" */
const COMPLEMENT_OPENER = /^(by|at|with|about|of|over|to|from|for|that)$/;

/**
 * "Angered by his rude reply, I walked off", "Annoyed at the long wait, we left": a feeling that opens its
 * sentence with its own complement set off by a comma belongs to the subject after the comma — the dreamer
 * for "I"/"we", someone else for a pronoun or a noun ("Angry at me, she left", "Afraid of the dog, my
 * brother ran"). Undefined when the sentence is built otherwise.
 */
function openingPhraseSubject(tokens: Token[], k: number): { who: "self" | "other"; from: number } | undefined {
  const sent = tokens[k].sent;
  const next = tokens[k + 1];
  if (!next || next.sent !== sent || next.brk > 0 || !COMPLEMENT_OPENER.test(next.w)) return undefined;
  for (let j = k + 2; j < tokens.length && j <= k + 12 && tokens[j].sent === sent; j++) {
    if (tokens[j].brk === 0) continue;
    // (a comma, not a dash or a colon, closes the phrase: its first word after is the subject)
    if (tokens[j].brk !== 1) return undefined;
    const s = tokens[j].w;
    if (FIRST.has(s)) return { who: "self", from: k };
    if (OTHER_SUBJ.has(s) || /^(the|my|his|her|their|a|an)$/.test(s) || /^\p{Lu}/u.test(tokens[j].raw)) return { who: "other", from: k };
    return undefined;
  }
  return undefined;
}

/** what may stand between a bare predicate's opener and its feeling: "and then worried", "while still having a good time" */
const PREDICATE_FILLER =
  /^(still|then|also|just|so|very|really|quite|even|more|and|then|having|being|feeling|getting|a|such|good|great|wonderful|lovely|nice|fun|bit|little|kind|of|all)$/;

/**
 * "I was in the hall folding my coat and tying my laces, and then worried about being late", "I'm uneasy,
 * and try to keep the picnic in order, while still enjoying myself": a feeling opening a predicate with
 * no subject of its own (after "and", "then", "while" or a comma) shares the subject of its sentence, however
 * far back — the dreamer when the nearest subject before it is "I" or "we". The nearby words are read first
 * (the loop in `experiencer`); this only reaches past them. Not a feeling in a phrase ("to the surprise of
 * everyone", "looked at it with worry") nor one that describes a noun after it ("on awkward terms"), and not
 * when a person comes between ("the owner of the car went over, and then worried"). The index of the subject, or -1.
 */
function farSubject(tokens: Token[], k: number): number {
  const sent = tokens[k].sent;
  if (k - 15 < 0 || tokens[k - 15].sent !== sent) return -1;
  const next = tokens[k + 1];
  if (next && next.sent === sent && next.brk === 0 && !isFunctionWord(next.w)) return -1;
  let o = k;
  while (o > k - 6 && tokens[o].brk === 0 && PREDICATE_FILLER.test(tokens[o - 1].w)) o--;
  const opener =
    tokens[o].brk > 0 || /^(and|then|while)$/.test(tokens[o].w) || (/^(and|then|while)$/.test(tokens[o - 1].w) && tokens[o].brk === 0);
  if (!opener) return -1;
  for (let j = o - 1; j >= 0 && tokens[j].sent === sent; j--) {
    const t = tokens[j];
    if (FIRST.has(t.w)) return j;
    if (/^(he|she|they|he's|she's|they're|someone|somebody|everyone|everybody|nobody|people)$/.test(t.w)) return -1;
    if (PERSON_NOUN.test(t.w) && !objectOfPreposition(tokens, j)) return -1;
    if (j > 0 && t.brk === 0 && /^\p{Lu}/u.test(t.raw) && t.w !== "i" && !isFunctionWord(t.w) && !emphasised(t)) return -1;
    // ("the owner of the car went over": a noun and its verb)
    if (/^(owner|driver|officer|doctor|nurse|police|crowd|group|baby|child|kid|person|stranger|student|students)$/.test(t.w)) return -1;
  }
  return -1;
}

/** the degree words a participle's feeling may carry: "being a little amazed", "being very glad" */
const PARTICIPLE_DEGREE = /^(very|so|quite|really|rather|a|little|bit|somewhat|extremely|slightly|pretty|too|most|more|all)$/;

/**
 * "I steer it from afar and being a little amazed at how well it works", "we talked with the
 * others, being very glad": a feeling after "being", set off by "and" or a comma, is the state of
 * the clause's subject — the dreamer, when "I"/"we" is the last subject before it and no one else
 * ("he", "she", "they") comes between. The index of "being" (the quotation opens there), or -1.
 */
function dreamersParticiple(tokens: Token[], k: number): number {
  const sent = tokens[k].sent;
  let j = k - 1;
  while (j >= 0 && k - j <= 3 && tokens[j].sent === sent && PARTICIPLE_DEGREE.test(tokens[j].w)) j--;
  if (j < 0 || tokens[j].w !== "being" || tokens[j].sent !== sent) return -1;
  // ("Being horrified that I was reborn.", "Deep sea fishing, getting hooked, being horrified…": a diary's fragment with
  // no subject, opening on "being" or going on from a list of doings, is the dreamer's)
  if (j === 0 || tokens[j - 1].sent !== sent) return gerundFragment(tokens, j, k);
  if (tokens[j].brk > 0 && gerundList(tokens, j)) return gerundFragment(tokens, j, k);
  // (set off from the clause it belongs to: "…, being glad", "… and being glad" — not "I remember being glad", read as usual)
  if (!(tokens[j].brk > 0 || tokens[j - 1].w === "and")) return -1;
  for (let i = j - 1; i >= 0 && tokens[i].sent === sent; i--) {
    // (a pronoun subject: a person named by a noun here is as often an object, "talked to friends…, being very glad")
    if (OTHER_SUBJ.has(tokens[i].w) && !PERSON_NOUN.test(tokens[i].w)) return -1;
    if (FIRST.has(tokens[i].w)) return j;
  }
  return -1;
}

/** the words that open a noun phrase or name a subject: a list with one of them is no list of bare doings */
const SUBJECT_LIKE = /^(the|a|an|this|that|these|those|his|her|their|he|she|they|it|i|we|you|my|our)$/;

/** "Deep sea fishing, getting hooked, being…": every piece before "being" at `j` is a bare doing in -ing */
function gerundList(tokens: Token[], j: number): boolean {
  const sent = tokens[j].sent;
  let piece: Token[] = [];
  const pieces: Token[][] = [];
  for (let i = j - 1; i >= 0 && tokens[i].sent === sent; i--) {
    piece.push(tokens[i]);
    if (tokens[i].brk > 0 || i === 0 || tokens[i - 1].sent !== sent) {
      pieces.push(piece);
      piece = [];
    }
  }
  return (
    pieces.length > 0 &&
    pieces.every(
      // (the piece's words run backwards: its first word is last; "losing an oar", "deep sea fishing" — not "the dog")
      (p) => {
        const first = p[p.length - 1];
        return (
          p.length <= 4 &&
          (first.w.endsWith("ing") || p[0].w.endsWith("ing")) &&
          !SUBJECT_LIKE.test(first.w) &&
          // (a capital past the sentence's first word is a name: "Ann laughing, being…")
          !p.some((t) => /^\p{Lu}/u.test(t.raw) && t.brk === 0 && tokens[tokens.indexOf(t) - 1]?.sent === sent)
        );
      },
    )
  );
}

/**
 * The dreamer's fragment at "being" (`j`), unless the clause after the feeling's comma names someone else as its
 * subject ("Being scared, he ran off"). The index of "being", or -1.
 */
function gerundFragment(tokens: Token[], j: number, k: number): number {
  const sent = tokens[k].sent;
  for (let i = k + 1; i < tokens.length && tokens[i].sent === sent; i++) {
    if (tokens[i].brk === 0) continue;
    if (OTHER_SUBJ.has(tokens[i].w) || /^(the|my|his|her|their|a|an)$/.test(tokens[i].w) || /^\p{Lu}/u.test(tokens[i].raw)) return -1;
    if (FIRST.has(tokens[i].w)) return j;
  }
  return j;
}

/** a preposition or a verb (not a copula) before a possessive: its noun phrase is an object */
const ownerInObject = (w: string) =>
  PREPOSITION.test(w) || /^(on|in|into|onto|over|under|through|across)$/.test(w) || (isLexVerb(w) && !COPULA.has(w));

const PERSON_NOUN =
  /^(man|woman|guy|girl|boy|lady|mom|dad|mother|father|sister|brother|friend|teacher|kids|children|people|others|girls|boys|men|women|guys|ladies|friends|parents|teachers)$/;
const PREPOSITION = /^(of|to|with|for|at|about|from|by|near|behind|beside|toward|towards|around|among|like)$/;
/** "thinking of the poor people", "talked to my friend": a person noun the preposition before it takes as its object */
function objectOfPreposition(tokens: Token[], j: number): boolean {
  if (!PERSON_NOUN.test(tokens[j].w)) return false;
  let d = j - 1;
  while (
    d >= 0 &&
    j - d <= 2 &&
    tokens[d + 1].brk === 0 &&
    (/^(the|a|an|my|his|her|their|our|some|these|those|other)$/.test(tokens[d].w) || tagsOf(tokens[d].w).includes("Adjective"))
  )
    d--;
  return d >= 0 && tokens[d + 1].brk === 0 && tokens[d].sent === tokens[j].sent && PREPOSITION.test(tokens[d].w);
}

/** the words that count a group out of "us": "all of us", "both of us", "the two of us" */
const OF_US = /^(all|both|each|two|three|four|five|six)$/;

/**
 * "All of us were scared", "both of us laughed", "the two of us were happy": "us" after "of" and a
 * word that counts the whole group is the subject the dreamer belongs to, not an object ("he told
 * all of us to sit" is an object all the same, but its verb's own subject comes first). The index the
 * group opens at, or -1.
 */
function ourGroup(tokens: Token[], j: number): number {
  if (tokens[j].w !== "us" || tokens[j - 1]?.w !== "of" || !OF_US.test(tokens[j - 2]?.w ?? "")) return -1;
  const q = tokens[j - 2].w !== "all" && tokens[j - 2].w !== "both" && tokens[j - 3]?.w === "the" ? j - 3 : j - 2;
  // (the group opens its clause: a verb before it takes it as its object)
  const before = tokens[q - 1];
  const opens = !before || before.sent !== tokens[j].sent || tokens[q].brk > 0 || /^(and|but|then|so|when|because|while)$/.test(before.w);
  return opens ? q : -1;
}

/** what may stand between a verb's object and "and" without a preposition: "hugged her tight", "kissed him goodbye" */
const MANNER_WORD = /^(goodbye|tight|tightly|hard|close|again|back|there|here|too|also)$/;
const PLACE_PREPOSITION = /^(for|on|in|at|to|by|with|from|near|into|onto|across|outside|inside|behind|under|over)$/;
/** a word that opens a clause of its own, so the object's phrase has ended */
const CLAUSE_OPENER = /^(and|but|then|when|while|because|that|so|as|or|if|who|which|where)$/;

/**
 * "I held my sister for a while and wept", "we met the old teacher at the gate and laughed": a person
 * named by a noun after a verb and its determiner is the verb's object, not the next verb's subject. Where
 * that object opens, or -1. ("the man and I cried" has no verb before the noun; "and dad cried" no determiner.)
 */
function personObjectBeforeAnd(tokens: Token[], j: number, k: number): number {
  const sent = tokens[k].sent;
  let d = j - 1;
  while (d > 0 && j - d <= 2 && tokens[d + 1].brk === 0 && tagsOf(tokens[d].w).includes("Adjective") && !isFunctionWord(tokens[d].w)) d--;
  const det = tokens[d];
  const verb = tokens[d - 1];
  if (!det || !verb || !/^(my|the|a|an|his|her|their|our|this|that)$/.test(det.w) || tokens[d + 1].brk > 0 || det.brk > 0) return -1;
  // (a verb by the lexicon, or by following the dreamer: "I hug the boy")
  const afterMe = /^(i|we)$/.test(tokens[d - 2]?.w ?? "") && tokens[d - 2].sent === sent;
  if (verb.sent !== sent || NOT_A_VERB.test(verb.w) || COPULA.has(verb.w) || !(isLexVerb(verb.w) || afterMe)) return -1;
  // the object's own phrase: a word of manner, or a phrase of place or time ("at the gate", "for a while"), or
  // what a perception verb's object is seen doing ("watched the boy play with his friends and felt bad for him")
  let a = j + 1;
  const phrase = PLACE_PREPOSITION.test(tokens[a]?.w ?? "");
  if (PERCEIVED.test(verb.w))
    while (
      a < k &&
      a - j <= 6 &&
      tokens[a].brk === 0 &&
      tokens[a].w !== "and" &&
      !/^(i|we|he|she|they|who|that|which)$/.test(tokens[a].w) &&
      !COPULA.has(tokens[a].w)
    )
      a++;
  while (
    a < k &&
    a - j <= 5 &&
    tokens[a].brk === 0 &&
    (phrase
      ? // ("for a while": the noun, not the conjunction)
        (!CLAUSE_OPENER.test(tokens[a].w) || tokens[a - 1].w === "a") &&
        !FIRST.has(tokens[a].w) &&
        !OTHER_SUBJ.has(tokens[a].w) &&
        !COPULA.has(tokens[a].w)
      : MANNER_WORD.test(tokens[a].w))
  )
    a++;
  if (tokens[a]?.w !== "and" || tokens[a].brk > 0) return -1;
  // ("… and cried", "… and felt sorry", "… and was glad": the dreamer's own second verb)
  if (tokens.slice(a + 1, k).some((x) => !ADVERBS.has(x.w) && !FEEL_VERBS.has(x.w) && !COPULA.has(x.w))) return -1;
  return d;
}

/** the verbs whose object may be followed by what it is seen or heard doing: "watched the boy play" */
const PERCEIVED = /^(watched|watch|watching|saw|see|seeing|heard|hear|noticed|notice)$/;

const NOT_A_VERB = /^(and|but|then|when|while|because|that|so|as|with|or|if|i|we|he|she|they|the|a|my|his|her)$/;
/** the particles of a phrasal verb: "chased them around", "walked her home" */
const PARTICLE = /^(around|about|away|back|off|out|up|down|over|home|along|in|on)$/;

/**
 * Where the object of one verb starts, when it ends before "and" and the next verb ("spotted Jack
 * Nicholson and giggled": the name's first word); -1 when the word is no such object.
 */
function objectBeforeAnd(tokens: Token[], j: number, k: number): number {
  // ("chased Ann and Bill around and laughed": the verb's particle may stand between its object and "and")
  let a = j + 1;
  while (a < k && a - j <= 2 && tokens[a].brk === 0 && PARTICLE.test(tokens[a].w)) a++;
  if (tokens[a]?.w !== "and" || tokens[a].brk > 0 || a + 1 > k) return -1;
  if (tokens.slice(a + 1, k).some((x) => !ADVERBS.has(x.w))) return -1;
  let n = j;
  const nameStart = (m: number) => {
    while (m > 0 && tokens[m].brk === 0 && /^\p{Lu}/u.test(tokens[m - 1].raw) && tokens[m - 1].w !== "i") m--;
    return m;
  };
  n = nameStart(n);
  // ("chasing Ann and Bill around and laughing": two names joined make one object)
  if (
    n > 1 &&
    tokens[n - 1].w === "and" &&
    tokens[n].brk === 0 &&
    tokens[n - 1].brk === 0 &&
    /^\p{Lu}/u.test(tokens[n - 2].raw) &&
    tokens[n - 2].w !== "i"
  )
    n = nameStart(n - 2);
  const before = tokens[n - 1];
  const object =
    n > 0 && tokens[n].brk === 0 && before.sent === tokens[k].sent && !NOT_A_VERB.test(before.w) && !/^\p{Lu}/u.test(before.raw);
  return object ? n : -1;
}

const SPEECH =
  "said|say|says|yelled|shouted|screamed|thought|think|thinking|wondered|wondering|asked|told|cried|whispered|exclaimed|replied|answered";
const SPEECH_VERB = new RegExp(`\\b(${SPEECH})\\b`, "gi");
/** "I was like 'ew'", "we were all like 'yay!'": the quotative "like" says what the dreamer said or thought */
const DREAMER_LIKE = /\b(i|we) (was|were|am|are|'m|’m) ((all|just|kind of|kinda|totally|literally) )?like,?\s*$/i;
const SAID_AFTER = new RegExp(`^[\\s,]*(?:(I|we) (?:was |were )?(?:${SPEECH})|(?:${SPEECH}) (I|we))\\b`);

/**
 * Whether the dreamer says or thinks a quotation: by the subject of the speech verb just before it
 * in its sentence ("and I quickly said '…'"), else by the one just after it ("'…,' I said"). A
 * speech verb further off belongs to another quotation ("Vikram said 'part of the fun' and I said
 * 'what about mine'").
 */
function dreamerSays(before: string, after: string, quotative: boolean): boolean {
  const clause = before.split(/[.!?”"]/).pop() ?? "";
  if (quotative && DREAMER_LIKE.test(clause)) return true;
  const said = [...clause.matchAll(SPEECH_VERB)].pop();
  if (said?.index !== undefined && clause.length - said.index - said[0].length <= 20) {
    const words = clause.slice(0, said.index).trim().split(/\s+/);
    while (words.length > 1 && /^(then|also|just|again|was|were|\w+ly)$/i.test(words[words.length - 1])) words.pop();
    return /^(I|we)$/i.test(words[words.length - 1]);
  }
  return SAID_AFTER.test(after.split(/[.!?;]/)[0]);
}

/** longer than any one thing said in a dream report (p99 of the 3,000 dev dreams' quotations is about 200 characters) */
const MAX_QUOTE = 300;

/**
 * Spans of words someone else says or thinks: "'I'm so proud of you,' my aunt said". For the
 * feelings (`forFeelings`), a span that runs over several sentences is left out, and the
 * dreamer's "I was like '…'" is the dreamer's own words (the interaction coding, checked on its
 * own, keeps every span).
 */
export function othersSpeech(text: string, forFeelings = false): [number, number][] {
  const spans: [number, number][] = [];
  const re = /[“"]([^”"]{2,})[”"]|(?:^|(?<=[\s(]))'((?:[^']|'(?=\p{L}))+?)'(?=[\s,.!?;:]|$)/gu;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    // (a "quotation" running over several sentences pairs a quote mark left open with a later one:
    // the narration between is the dreamer's, not someone's speech)
    if (forFeelings && m[0].length > MAX_QUOTE && (m[0].match(/[.!?]["”']?\s/g) ?? []).length >= 3) continue;
    if (!dreamerSays(text.slice(Math.max(0, start - 60), start), text.slice(end, end + 30), forFeelings)) spans.push([start, end]);
  }
  return spans;
}
