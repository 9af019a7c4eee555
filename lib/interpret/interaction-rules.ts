/**
 * One event → at most one Hall/Van de Castle social interaction. The rules are tried in order and
 * the first that applies wins: sexuality before friendliness (a kiss), a taking or a flight before
 * the verb lists (so "took my phone" is theft, "ran away from him" menace), hostility before
 * friendliness (so "held me down" is not an embrace).
 */
import { personAfter, type Cast, type Entity } from "./characters";
import type { Event } from "./events";
import type { Token } from "./tokenize";
import * as V from "./verb-classes";
import type { Interaction, InteractionType } from "./coding";
import { evidenceOf } from "./evidence";

export type RuleContext = { cast: Cast; tokens: Token[]; text: string };
type Rule = (e: Event, ctx: RuleContext) => Interaction | null;

/** "took my shower", "take her seat": taking that is not taking from someone */
const SELF_CARE =
  /^(shower|bath|seat|turn|time|look|picture|photo|photos|break|nap|breath|step|walk|place|chance|test|class|exam|medicine|pills|order|advice|word|hand|arm|temperature|pulse|coat|jacket|shoes|clothes|name|number)$/;
const FRIENDLY_FEELING = /^(like|love|adore|admire|miss)$/;
/** someone the dreamer has not named yet, but a person all the same: "she kissed me", "I helped him" */
const PERSON_PRONOUN = /^(me|us|him|her|them|he|she|they|someone|somebody|everyone|everybody)$/;
const WEAPON =
  /^(bullet|bullets|arrow|arrows|knife|dart|darts|spear|bomb|bombs|shell|shells|missile|missiles|grenade|rock|rocks|stone|stones)$/;
/** what is pointed or raised at someone as a threat: "raised a gun toward me", "pointed her finger at me" */
const WEAPON_HELD =
  /^(gun|guns|pistol|rifle|shotgun|revolver|knife|knives|sword|axe|bat|stick|club|weapon|weapons|spear|bow|crossbow|finger|fist|fists|hand)$/;
/** things done for a person: "made breakfast for me", "bought her a drink", "drove me home" */
const FOR_SOMEONE =
  /^(make|cook|bake|buy|get|bring|fix|prepare|pour|sing|play|open|hold|save|order|pick|fetch|knit|paint|draw|write|build|throw)$/;
/** what is made, bought or brought for someone without an article: "made me soup", "bought us drinks" */
const GIFTS =
  /^(soup|tea|coffee|breakfast|lunch|dinner|dessert|food|drinks|cookies|cake|pancakes|eggs|sandwiches|flowers|presents|gifts|money|something|candy|chocolate|chocolates|ice|pizza)$/;
/** serving or paying is routine, not friendliness: "gave the driver a dollar", "handed the clerk my form" */
const SERVICE =
  /^(driver|cashier|clerk|waiter|waitress|teller|conductor|receptionist|attendant|bartender|salesman|saleswoman|salesperson|customer|customers|cabbie|secretary|guard|officer|agent)$/;
const ROUTINE_THING =
  /^(look|looks|stare|glance|glare|bill|dollar|dollars|fare|change|ticket|tickets|receipt|form|forms|papers|paperwork|card|id|passport|order|menu|check|tip)$/;
/** "gave me a dirty look": a hostile look; "gave me a look", "handed the driver a dollar": nothing friendly */
function routineOrLook(e: Event, { tokens }: RuleContext): "hostile" | "routine" | null {
  if (!lemma(e, /^(give|hand|pass|shoot|throw)$/)) return null;
  const after = tokens.slice(e.verbIndex + 1, e.verbIndex + 7).map((t) => t.w);
  const look = after.findIndex((w) => /^(look|looks|stare|glare|glance)$/.test(w));
  if (look >= 0)
    return after.slice(0, look).some((w) => /^(dirty|mean|nasty|evil|angry|hostile|cold|withering|death)$/.test(w)) ? "hostile" : "routine";
  if (lemma(e, /^(shoot|throw)$/)) return null;
  return SERVICE.test(e.target?.word ?? "") || after.some((w) => ROUTINE_THING.test(w)) ? "routine" : null;
}

/** done together by a group to one another: "the soldiers hug", "we argued" */
const RECIPROCAL: Record<string, InteractionType> = {
  hug: "friendliness",
  embrace: "friendliness",
  argue: "aggression",
  quarrel: "aggression",
  bicker: "aggression",
  fight: "aggression",
  wrestle: "aggression",
  kiss: "sexuality",
  dance: "friendliness",
  cuddle: "friendliness",
};

const make = (type: InteractionType, e: Event, ctx: RuleContext, from?: Entity, to?: Entity, pursuit = false): Interaction => ({
  type,
  from,
  to,
  event: e,
  evidence: evidenceOf(ctx.text, ctx.tokens, e),
  pursuit,
});
const personWord = (a?: { word: string }) => !!a && PERSON_PRONOUN.test(a.word);
const from0 = (e: Event) => e.actor?.entity ?? (personWord(e.actor) ? e.actor : undefined);
const lemma = (e: Event, re: RegExp) => e.lemmas.some((l) => re.test(l));

function matches(e: Event, base: Set<string>, withMap: Record<string, string[]>): string | null {
  for (const l of e.lemmas) {
    const need = withMap[l];
    const said = [e.particle, e.prep, e.target?.word, e.follow].some((w) => w && need?.includes(w));
    if (need && (need.includes("*") || said)) return l;
    if (base.has(l) && (!need || need.includes("*"))) return l;
  }
  return null;
}

/** a person as the recipient: the object, its owner ("stole my purse") or a character later in the clause */
function recipientOf(e: Event, cast: Cast, needsPerson: boolean): Entity | undefined {
  if (e.target?.entity) return e.target.entity;
  if (e.target?.owner) return e.target.owner;
  return needsPerson ? undefined : personLaterInClause(e, cast);
}

function personLaterInClause(e: Event, cast: Cast): Entity | undefined {
  for (let k = e.verbIndex + 1; k <= e.end; k++) {
    const r = cast.ref[k];
    if (r && r !== e.actor?.entity) return r;
  }
  return undefined;
}

/** the character after "from" in the clause: "away from these men" */
function fromWhom(e: Event, cast: Cast, tokens: Token[]): Entity | undefined {
  for (let k = e.verbIndex + 1; k <= e.end; k++) {
    if (tokens[k].w !== "from") continue;
    for (let j = k + 1; j <= Math.min(e.end, k + 4); j++) if (cast.ref[j] && cast.ref[j] !== cast.dreamer) return cast.ref[j];
  }
  return undefined;
}

const sexual: Rule = (e, ctx) => {
  const verb = matches(e, V.SEXUALITY, V.SEXUALITY_WITH);
  const love = e.target?.word === "love" || e.follow === "love";
  if (!verb || (verb === "make" && !love && e.particle !== "out") || (verb === "sleep" && e.prep !== "with")) return null;
  const to = recipientOf(e, ctx.cast, false);
  if (!e.actor?.entity && !to && !personWord(e.target)) return null;
  // a kiss from your mother is affection, not sexuality
  if (to && to === e.actor?.entity) return null;
  const family = [e.actor?.entity, to].some((x) => x?.kind === "family" && !/husband|wife/.test(x.head));
  return make(family ? "friendliness" : "sexuality", e, ctx, e.actor?.entity, to);
};

/** "took my computer", "stole her purse": a thing taken from its owner */
const theft: Rule = (e, ctx) => {
  const taken =
    lemma(e, /^(steal|snatch)$/) ||
    (e.lemmas.includes("take") && (!!e.actor?.entity || personWord(e.actor)) && !SELF_CARE.test(e.target?.word ?? ""));
  const owner = e.target?.owner;
  return taken && owner && owner !== e.actor?.entity && !e.passive ? make("aggression", e, ctx, e.actor?.entity, owner) : null;
};

/** "broke my guitar", "tore up her letter": someone's things ruined on purpose */
const destruction: Rule = (e, ctx) => {
  const owner = e.target?.owner;
  const from = e.actor?.entity;
  if (!lemma(e, /^(break|ruin|wreck|tear|rip|smash|damage|shred|trash|vandalize|vandalise)$/) || !owner || e.passive) return null;
  return (from || personWord(e.actor)) && owner !== from ? make("aggression", e, ctx, from, owner) : null;
};

/** "wouldn't let me in", "refused to let us go", "didn't listen to me": permission or attention denied */
const denial: Rule = (e, ctx) => {
  const refused = e.negated || e.aspect.includes("refuse");
  const person = (e.target?.entity && e.target.entity !== e.actor?.entity) || personWord(e.target);
  if (refused && lemma(e, /^(let|allow)$/) && person) return make("aggression", e, ctx, e.actor?.entity, e.target?.entity);
  // "refused to talk to me", "refused to help us"
  if (e.aspect.includes("refuse")) {
    const to = e.target?.entity ?? personLaterInClause(e, ctx.cast);
    if ((to && to !== e.actor?.entity) || personWord(e.target)) return make("aggression", e, ctx, e.actor?.entity, to);
  }
  if (!e.negated || !lemma(e, /^(listen|answer|respond|acknowledge)$/)) return null;
  const to = e.target?.entity ?? personLaterInClause(e, ctx.cast);
  return to && to !== e.actor?.entity ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

const INSULTS =
  /^(names|idiot|stupid|liar|loser|fool|jerk|bitch|slut|whore|moron|dummy|coward|freak|failure|baby|retard|pig|cow|thief|traitor|crazy|ugly|fat|lazy|useless|worthless|selfish)$/;
/** "called me an idiot", "called her names" */
const nameCalling: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const person = (e.target?.entity && e.target.entity !== e.actor?.entity) || personWord(e.target);
  if (!e.lemmas.includes("call") || !person) return null;
  const next = tokens
    .slice(e.target!.index + 1, e.target!.index + 4)
    .filter((t) => !/^(a|an|such|so|total|complete|big|fucking)$/.test(t.w));
  return next[0] && INSULTS.test(next[0].w) ? make("aggression", e, ctx, e.actor?.entity, e.target?.entity) : null;
};

/** "threw a rock at me", "pointed a gun at him", "growled at us", "in my direction", "slammed the door in my face", "complained to the manager" */
const aimed: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!(from || personWord(e.actor))) return null;
  const at = lemma(e, /^(throw|point|aim|raise|level|brandish|fire|shoot|swing|hurl|toss|fling|growl|bark|hiss|snarl|spit)$/);
  const complain = lemma(e, /^(complain|grumble|snitch|tattle)$/);
  const slam = lemma(e, /^(slam|shut|close)$/);
  // "plunged a knife into my back"
  const stab = lemma(e, /^(stick|plunge|thrust|jab|drive|sink)$/) && WEAPON_HELD.test(e.target?.word ?? "");
  // "pointed at the map", "pointed at me": only pointing something (a gun, a knife) is a threat
  if ((!at && !complain && !slam && !stab) || (lemma(e, /^(point|aim|raise|level|brandish)$/) && !WEAPON_HELD.test(e.target?.word ?? "")))
    return null;
  for (let k = e.verbIndex + 1; k < Math.min(tokens.length - 1, e.end + 3); k++) {
    if (tokens[k].brk === 2) break;
    const w = tokens[k].w;
    const dir =
      (at && /^(at|toward|towards)$/.test(w)) ||
      (stab && /^(into|in)$/.test(w)) ||
      (complain && /^(to|about)$/.test(w)) ||
      (w === "in" && ((at && tokens[k + 2]?.w === "direction") || (slam && tokens[k + 2]?.w === "face")));
    if (!dir) continue;
    // "into my back": the body's owner
    const owner = V.BODY_PARTS.has(tokens[k + 2]?.w ?? "") ? cast.ref[k + 1] : undefined;
    const to = personAfter(cast, tokens, k, 2, from) ?? (owner !== from ? owner : undefined);
    if (to) return make("aggression", e, ctx, from, to);
  }
  return null;
};

/** "we said no", "I told him no": a refusal */
const refusal: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (!e.lemmas.includes("say") || tokens[e.verbIndex + 1]?.w !== "no" || tokens[e.verbIndex + 1].brk !== 0) return null;
  const to = [...cast.others].reverse().find((x) => x.mentions.some((m) => m < e.verbIndex) && x !== e.actor?.entity);
  return to || e.actor?.entity !== cast.dreamer ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "ran away from the men", "hid from him": the dreamer escapes someone's menace */
const flight: Rule = (e, ctx) => {
  const { cast } = ctx;
  if (!lemma(e, /^(flee|escape|hide|run|get)$/) || e.actor?.entity !== cast.dreamer || (e.particle !== "away" && e.prep !== "from"))
    return null;
  const from = fromWhom(e, cast, ctx.tokens);
  return from ? make("aggression", e, ctx, from, cast.dreamer, true) : null;
};

/** "she doesn't want me there", "they didn't want Jo": a rejection */
const rejection: Rule = (e, ctx) =>
  e.negated && e.lemmas.includes("want") && (e.target?.entity || personWord(e.target)) && e.target?.entity !== e.actor?.entity
    ? make("aggression", e, ctx, e.actor?.entity, e.target?.entity)
    : null;

const hostile: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const verb0 = matches(e, V.AGGRESSION, V.AGGRESSION_WITH);
  const feeling = verb0 && V.FEELING_VERBS.has(verb0) && e.passive && e.prep !== "by";
  // "caught up with them", "caught a cold": catching someone only
  const verb = feeling || (verb0 === "catch" && e.particle) ? null : verb0;
  if (!verb) return null;
  // "she lost control and we hit a woman": a collision is an accident, not an attack
  const collision = () =>
    tokens.some(
      (t) =>
        t.sent === e.sent && /^(crash|crashed|control|accident|skidded|swerved|brakes|collided|train|car|bus|truck|taxi|tram)$/.test(t.w),
    );
  if (/^(hit|strike|crush|run)$/.test(verb) && collision()) return null;
  // "we were trapped", "I got stuck": a plight, not an attack, when no one does it
  if (e.passive && !from0(e) && e.prep !== "by" && /^(trap|stick|pin)$/.test(verb)) return null;
  const needsPerson = V.AGGRESSION_NEEDS_PERSON.has(verb);
  const to = recipientOf(e, cast, needsPerson);
  const from = e.actor?.entity;
  const pursuit = V.PURSUIT.has(verb) || ((verb === "run" || verb === "come") && e.prep === "after");
  // "the bullet struck me": a weapon's blow is someone's, unnamed
  const someoneActs = !from && (personWord(e.actor) || WEAPON.test(e.actor?.word ?? ""));
  const someoneSuffers = !to && personWord(e.target);
  // "one fellow tried to hit me": an actor the parser could not place is still someone
  if (!(from || someoneActs || (e.passive && to) || (!e.actor && !e.passive && (to || someoneSuffers)))) return null;
  if (!(to || someoneSuffers || !needsPerson) || (!from && !to && !someoneSuffers) || (from && from === to)) return null;
  const thing =
    e.target &&
    !e.target.entity &&
    !e.target.owner &&
    /^(ground|floor|wall|ball|door|button|brakes|road|water|bottom|time)$/.test(e.target.word);
  return thing ? null : make("aggression", e, ctx, from, to, pursuit);
};

/** "was rude to me", "is very passive aggressive with me", "was so kind to her" */
const manner: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  for (let k = e.verbIndex; k < e.end - 1; k++) {
    const type = V.HOSTILE_MANNER.has(tokens[k].w) ? "aggression" : V.FRIENDLY_MANNER.has(tokens[k].w) ? "friendliness" : null;
    if (!type || !/^(to|with|toward|towards)$/.test(tokens[k + 1].w) || tokens[k + 1].brk !== 0) continue;
    const to = cast.ref[k + 2];
    if ((to && to !== e.actor?.entity) || (!to && PERSON_PRONOUN.test(tokens[k + 2].w))) return make(type, e, ctx, e.actor?.entity, to);
  }
  return null;
};

/** "he's been friendly", "she was rude": how someone is, toward whoever is there */
const disposition: Rule = (e, ctx) => {
  const { cast } = ctx;
  const from = e.actor?.entity;
  if (!from || from === cast.dreamer || !e.complement || e.target) return null;
  const type = V.HOSTILE_MANNER.has(e.complement) ? "aggression" : V.FRIENDLY_MANNER.has(e.complement) ? "friendliness" : null;
  return type && /^(be|seem|act|get|become)$/.test(e.verb) ? make(type, e, ctx, from, cast.dreamer) : null;
};

/** time spent together: "went to dinner with Jeremy", "danced with her", "had coffee with my aunt" */
const together: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!from || e.negated) return null;
  const social = lemma(e, /^(dance|dine|date|celebrate|party)$/);
  for (let k = e.verbIndex + 1; k < e.end; k++) {
    if (tokens[k].w !== "with") continue;
    const occasion =
      social || tokens.slice(e.verbIndex, k).some((t) => /^(dinner|lunch|breakfast|coffee|drinks|date|dance|picnic|party)$/.test(t.w));
    const to = personAfter(cast, tokens, k, 3, from);
    if (occasion && to) return make("friendliness", e, ctx, from, to);
  }
  return null;
};

/** a look given or a routine exchange: hostile, or no interaction at all (later rules must not take it for a gift) */
const looksAndRoutine: Rule = (e, ctx) => {
  const kind = routineOrLook(e, ctx);
  if (kind !== "hostile") return null;
  const to = e.target?.entity;
  return to !== e.actor?.entity ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "said hello", "waved goodbye": a greeting is to whoever is there */
const greeting: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (
    (!from && !personWord(e.actor)) ||
    !lemma(e, /^(say|wave)$/) ||
    !/^(hello|hi|goodbye|bye|good-bye)$/.test(tokens[e.verbIndex + 1]?.w ?? "")
  )
    return null;
  const to = personLaterInClause(e, cast) ?? (from === cast.dreamer ? undefined : cast.dreamer);
  return make("friendliness", e, ctx, from, to);
};

/** "he left his stuff to me", "she gave the keys to Sam", "showed the photo to my family": a gift or a sharing by way of "to" */
const bequest: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (
    !from ||
    !lemma(e, /^(leave|give|hand|pass|send|lend|offer|show|bring|read|return|deliver)$/) ||
    (e.target?.entity && e.target.entity !== from)
  )
    return null;
  for (let k = e.verbIndex + 1; k < e.end; k++)
    if (tokens[k].w === "to") {
      const to = personAfter(cast, tokens, k, 2, from);
      if (to) return make("friendliness", e, ctx, from, to);
    }
  return null;
};

/** friendly feelings: "they liked me", "he loves her" */
const friendlyFeeling: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (e.negated || !lemma(e, FRIENDLY_FEELING) || (!from && !personWord(e.actor)) || (!to && !personWord(e.target)) || from === to)
    return null;
  return make("friendliness", e, ctx, from, to);
};

/** "she was so glad to see me", "happy to meet us": a warm welcome */
const gladToSee: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!lemma(e, /^(see|meet|have)$/) || tokens[e.verbIndex - 1]?.w !== "to") return null;
  if (!/^(glad|happy|pleased|delighted|thrilled|excited|overjoyed)$/.test(tokens[e.verbIndex - 2]?.w ?? "")) return null;
  return (from || personWord(e.actor)) && (to || personWord(e.target)) && to !== from ? make("friendliness", e, ctx, from, to) : null;
};

/** "nobody liked her", "I didn't trust him": a hostile feeling put as a friendly one denied */
const dislike: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const to = e.target?.entity;
  const nobody = /^(no-one|nobody|noone)$/.test(e.actor?.word ?? "") || ctx.tokens[e.verbIndex - 1]?.w === "one";
  if (!(e.negated || nobody) || !lemma(e, /^(like|trust|love)$/) || !(to || personWord(e.target)) || (to && to === from)) return null;
  return make("aggression", e, ctx, from, to);
};

const handshake: Rule = (e, ctx) =>
  e.lemmas.includes("shake") && e.target?.word === "hand" && e.target.owner && e.actor?.entity && e.target.owner !== e.actor.entity
    ? make("friendliness", e, ctx, e.actor.entity, e.target.owner)
    : null;

const words = (tokens: Token[], from: number, n: number) =>
  tokens
    .slice(from, from + n)
    .map((t) => t.w)
    .join(" ");

/** "asked how I was doing", "asked if I was okay" */
const concern: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (!e.lemmas.includes("ask") || !e.actor?.entity || e.actor.entity === cast.dreamer) return null;
  const after = words(tokens, e.verbIndex + 1, 5).replace(/^me /, "");
  const asks = /^how (i|you) (was|were|am|are) (doing|feeling)|^if (i|you) (was|were|am|are) (ok|okay|alright|all right)/.test(after);
  return asks ? make("friendliness", e, ctx, e.actor.entity, cast.dreamer) : null;
};

/** an invitation: "she asked me to dance", "they invited us to stay" */
const invitation: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!lemma(e, /^(ask|tell|invite|want|beg|urge)$/) || !from || !to || from === to || tokens[e.target!.index + 1]?.w !== "to") return null;
  return /^(play|join|come|dance|go|sit|stay|have|eat|dinner|lunch|marry|visit|help)$/.test(tokens[e.target!.index + 2]?.w ?? "")
    ? make("friendliness", e, ctx, from, to)
    : null;
};

/** "my boyfriend and I were…": whom the dreamer does it with */
function partnerOf(e: Event, { cast, tokens }: RuleContext): Entity | undefined {
  if (e.actor?.entity !== cast.dreamer) return undefined;
  for (let k = e.start; k < e.verbIndex; k++) {
    const r = cast.ref[k];
    if (r && r !== cast.dreamer && r.kind !== "animal" && (tokens[k + 1]?.w === "and" || tokens[k - 1]?.w === "and")) return r;
  }
  return undefined;
}

const PRAISE =
  /^(beautiful|pretty|handsome|smart|clever|great|amazing|wonderful|talented|special|brave|gorgeous|cute|sweet|perfect|lovely|funny|kind|right)$/;
const REASSURE = /^(not to worry|(that )?(everything|it|things) (would|will|is going to|was going to) be (ok|okay|fine|alright|all right))/;
/** "told me I was beautiful", "said I was worthless", "told me not to worry": a verdict or comfort put in words */
const verdict: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!lemma(e, /^(tell|say)$/) || (!from && !personWord(e.actor))) return null;
  const told = e.target && (e.target.entity || personWord(e.target)) ? e.target : undefined;
  const rest = words(tokens, (told?.index ?? e.verbIndex) + 1, 8).replace(/^that /, "");
  const to = told?.entity ?? (/^(i|you) /.test(rest) ? cast.dreamer : undefined);
  if (to === from || (!to && !told)) return null;
  if (told && REASSURE.test(rest)) return make("friendliness", e, ctx, from, to);
  const quality =
    /^(i|you|he|she|we|they) (was|were|am|are|is|looked|look) (so |very |really |such |a |an |total |complete )*(\S+)/.exec(rest)?.[4] ??
    "";
  if (INSULTS.test(quality)) return make("aggression", e, ctx, from, to);
  if (quality === "proud" && /\bproud of\b/.test(rest)) return make("friendliness", e, ctx, from, told?.entity);
  return PRAISE.test(quality) ? make("friendliness", e, ctx, from, to) : null;
};

/** "put his arm around me", "put her hand on my shoulder": a comforting touch */
const touch: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (
    (!from && !personWord(e.actor)) ||
    !lemma(e, /^(put|place|wrap|lay|rest|drape|throw|tuck)$/) ||
    !/^(arm|arms|hand|hands|blanket|coat|jacket|shawl|quilt|towel)$/.test(e.target?.word ?? "")
  )
    return null;
  if (e.target!.owner && e.target!.owner !== from) return null;
  const k = e.target!.index + 1;
  if (!/^(around|on|over)$/.test(tokens[k]?.w ?? "")) return null;
  const at = tokens[k + 1]?.w ?? "";
  const to = at === "mine" ? cast.dreamer : (cast.ref[k + 1] ?? (V.BODY_PARTS.has(tokens[k + 2]?.w ?? "") ? cast.ref[k + 1] : undefined));
  if (!to && /^(me|us|him|her|them)$/.test(at)) return make("friendliness", e, ctx, from);
  return to && to !== from ? make("friendliness", e, ctx, from, to) : null;
};

/** "let me borrow his car", "allowed us to stay": a permission granted */
const permission: Rule = (e, ctx) => {
  if (e.negated || e.aspect.includes("refuse") || !lemma(e, /^(let|allow)$/)) return null;
  const from = e.actor?.entity;
  const to = e.target?.entity;
  if (!(to || personWord(e.target)) || to === from || (!from && !personWord(e.actor))) return null;
  const next = words(ctx.tokens, e.target!.index + 1, 2).replace(/^to /, "");
  return /^(borrow|use|have|keep|stay|sleep|come|in|ride|drive|try|sit|play|join|hold|pet|eat|win|take|go)\b/.test(next)
    ? make("friendliness", e, ctx, from, to)
    : null;
};

/** "she took off my clothes": undressing someone else */
const undressing: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const owner = e.target?.owner;
  const clothes = /^(clothes|shirt|dress|pants|trousers|bra|underwear|panties|blouse|skirt|jeans|top)$/.test(e.target?.word ?? "");
  if (!lemma(e, /^(take|pull|rip|tear)$/) || (e.particle ?? e.prep) !== "off" || !clothes || !owner || owner === from) return null;
  return from || personWord(e.actor) ? make("sexuality", e, ctx, from, owner) : null;
};

/** "walked hand in hand", "holding hands" */
const handInHand: Rule = (e, ctx) => {
  const { cast } = ctx;
  if (!e.actor?.entity || !/hand in hand|holding hands|held hands|held my hand|holds my hand/.test(words(ctx.tokens, e.verbIndex, 4)))
    return null;
  const to = personLaterInClause(e, cast) ?? partnerOf(e, ctx) ?? (e.actor.entity === cast.dreamer ? undefined : cast.dreamer);
  return to ? make("friendliness", e, ctx, e.actor.entity, to) : null;
};

/** "took me to the hospital", "brought her home", "pulled me out of the water": taken somewhere, or out of harm's way */
function escorted(e: Event, { tokens }: RuleContext): boolean {
  const person = (e.target?.entity && e.target.entity !== e.actor?.entity) || personWord(e.target);
  if (!person || /^(police|cop|cops|officer|officers|soldier|soldiers|guard|guards|kidnapper|kidnappers)$/.test(e.actor?.word ?? ""))
    return false;
  const next = words(tokens, e.target!.index + 1, 6);
  if (
    lemma(e, /^(take|bring|walk|lead|carry|help)$/) &&
    /^(to (a|the) (hospital|doctor|clinic)|home|to safety|inside|to (his|her|their|our|my) (house|home|car))/.test(next)
  )
    return true;
  return (
    lemma(e, /^(pull|drag|lift|fish|dig)$/) &&
    /^out of (the (burning |sinking |crashed |wrecked |flooded )?(water|river|lake|sea|pool|ocean|fire|hole|rubble|mud|snow|wreck|flames|car|building|house|way)|danger|harm's way|trouble)/.test(
      next,
    )
  );
}

/** a favour done for someone: "made breakfast for me", "made me a meal", "drove me somewhere" */
const favour: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (e.negated || (!from && !personWord(e.actor))) return null;
  if (
    lemma(e, /^drive$/) &&
    (e.target?.entity || personWord(e.target)) &&
    !/^(crazy|nuts|mad|insane|away|off)$/.test(tokens[e.target!.index + 1]?.w ?? "")
  )
    return e.target?.entity !== from ? make("friendliness", e, ctx, from, e.target?.entity) : null;
  if (escorted(e, ctx)) return make("friendliness", e, ctx, from, e.target?.entity);
  if (!lemma(e, FOR_SOMEONE)) return null;
  // "made me a pasta meal", "bought her a drink": a person, then the thing
  const thing = tokens[e.target?.index ?? -1] && tokens[e.target!.index + 1]?.brk === 0 ? tokens[e.target!.index + 1].w : "";
  // "made me soup" but never "made me cry"
  const bareThing = GIFTS.test(thing);
  // "brought her flowers": "her" here is the one given to, not the flowers' owner
  const toHer = tokens[e.verbIndex + 1]?.w === "her" && e.target?.index === e.verbIndex + 2 && GIFTS.test(e.target.word);
  if (toHer && lemma(e, /^(bring|buy|make|get|give|send|hand|cook)$/)) return make("friendliness", e, ctx, from, undefined);
  const ditransitive = (e.target?.entity || personWord(e.target)) && (/^(a|an|some|the)$/.test(thing) || bareThing);
  // "threw me a party", never "threw me a curve"
  if (lemma(e, /^throw$/) && !/party|shower|celebration|ball/.test(words(tokens, e.verbIndex + 1, 5))) return null;
  if (ditransitive && e.target?.entity !== from) return make("friendliness", e, ctx, from, e.target?.entity);
  for (let k = e.verbIndex + 1; k < e.end; k++) {
    if (tokens[k].w !== "for") continue;
    const to = cast.ref[k + 1];
    if ((to && to !== from) || (!to && PERSON_PRONOUN.test(tokens[k + 1]?.w ?? ""))) return make("friendliness", e, ctx, from, to);
  }
  return null;
};

/** "offered to carry my suitcase", "volunteered to help us": help held out */
const offer: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  if (!e.aspect.some((a) => /^(offer|volunteer)$/.test(a)) || (!from && !personWord(e.actor))) return null;
  const to = e.target?.entity ?? e.target?.owner;
  return (to || personWord(e.target)) && to !== from ? make("friendliness", e, ctx, from, to) : null;
};

const SEXUAL_PARTS = /^(breast|breasts|boobs|nipples|penis|crotch|genitals|groin|butt|buttocks|ass|bottom|thigh|thighs|privates)$/;
/** "touched my breasts", "grabbed her butt": a sexual touch */
const sexualTouch: Rule = (e, ctx) => {
  const from = e.actor?.entity;
  const owner = e.target?.owner;
  if (!lemma(e, /^(touch|grab|feel|rub|stroke|squeeze|fondle|lick|suck)$/) || !SEXUAL_PARTS.test(e.target?.word ?? "")) return null;
  return owner && owner !== from && (from || personWord(e.actor)) ? make("sexuality", e, ctx, from, owner) : null;
};

/** "zombies were trying to eat us": being eaten is an attack */
const devour: Rule = (e, ctx) => {
  const to = e.target?.entity;
  if (!lemma(e, /^(eat|devour|swallow)$/) || !(to || /^(me|us|him|her|them)$/.test(e.target?.word ?? "")) || to === e.actor?.entity)
    return null;
  return e.actor?.entity || personWord(e.actor) ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "a man with a gun was after me": pursuit put with a copula */
const after: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  if (e.verb !== "be" || tokens[e.verbIndex + 1]?.w !== "after") return null;
  const to = cast.ref[e.verbIndex + 2];
  const from = e.actor?.entity;
  return (to || /^(me|us|him|her|them)$/.test(tokens[e.verbIndex + 2]?.w ?? "")) && to !== from && (from || personWord(e.actor))
    ? make("aggression", e, ctx, from, to, true)
    : null;
};

const friendly: Rule = (e, ctx) => {
  const verb = matches(e, V.FRIENDLINESS, V.FRIENDLINESS_WITH);
  if (!verb || ((verb === "give" || verb === "show") && e.particle === "up")) return null;
  // "held on tight", "showing them that it was over", "visiting with some people" (a chat)
  if ((verb === "hold" && e.particle) || (verb === "show" && e.follow === "that") || (verb === "visit" && e.prep === "with")) return null;
  const needsPerson = V.FRIENDLINESS_NEEDS_PERSON.has(verb) || !!V.FRIENDLINESS_WITH[verb];
  const to = recipientOf(e, ctx.cast, needsPerson) ?? (needsPerson ? personLaterInClause(e, ctx.cast) : undefined);
  const from = e.actor?.entity;
  const someone = !to && personWord(e.target);
  // "they were showing me…", "I helped her": a person, named or not
  if ((from || personWord(e.actor)) && (to || someone) && from !== to) return make("friendliness", e, ctx, from, to);
  return null;
};

/** "the soldiers hug", "my parents argued": a group doing it to one another */
const reciprocal: Rule = (e, ctx) => {
  // "we were laughing together", "sang together": shared joy
  const together = lemma(e, /^(laugh|sing|giggle)$/) && ctx.tokens.slice(e.verbIndex + 1, e.verbIndex + 3).some((t) => t.w === "together");
  const type = together ? "friendliness" : e.lemmas.map((l) => RECIPROCAL[l]).find(Boolean);
  const group = e.actor?.entity?.group || e.actor?.word === "we" || e.actor?.word === "they";
  const noOther = !e.target?.entity || /^(each|one)$/.test(e.target.word) || e.target.word === "other";
  if (!type || !noOther || e.negated) return null;
  // "my sister and I argued": the two of them, to each other
  const partner = partnerOf(e, ctx);
  if (partner) return make(type, e, ctx, e.actor?.entity, partner);
  return group ? make(type, e, ctx, e.actor?.entity, e.actor?.entity) : null;
};

const RULES: Rule[] = [
  sexual,
  sexualTouch,
  undressing,
  theft,
  refusal,
  flight,
  rejection,
  destruction,
  denial,
  permission,
  nameCalling,
  verdict,
  aimed,
  devour,
  after,
  hostile,
  manner,
  disposition,
  looksAndRoutine,
  together,
  greeting,
  bequest,
  friendlyFeeling,
  dislike,
  gladToSee,
  handshake,
  concern,
  invitation,
  handInHand,
  offer,
  touch,
  favour,
  friendly,
  reciprocal,
];

export function interactionFrom(e: Event, ctx: RuleContext): Interaction | null {
  const routine = routineOrLook(e, ctx) === "routine";
  if (e.unreal || (e.negated && !lemma(e, /^(refuse|ignore|want|let|allow|listen|answer|respond|acknowledge|like|trust|love)$/)))
    return null;
  // "I thought I would get killed": what might happen is not an interaction ("wouldn't let me in" has happened)
  if (e.aspect.includes("would") && !e.negated) return null;
  for (const rule of RULES) {
    const hit = rule(e, ctx);
    if (hit && !(routine && hit.type === "friendliness")) return hit;
  }
  return null;
}
