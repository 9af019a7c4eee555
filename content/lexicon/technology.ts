import type { SymbolEntry } from "./types";

export const technology: SymbolEntry[] = [
  {
    name: "text message", forms: "text messages|texted|texting|texts me|texted me|sms|sent a text|got a text|received a text|sent me a text", noun: "the text message",
    meaning: { jung: "a brief message from another part of the self", freud: "a wish for contact kept at a safe distance", everyday: "communication, waiting for a reply, or something left unsaid" },
    in: {
      lost: { jung: "a message from the unconscious that does not arrive", everyday: "missed communication or fear of being ignored" },
    },
  },
  { name: "video call", forms: "video calls|video chat|video chatting|facetime|facetimed|skype|skyped|zoom call|zoom meeting|webcam", noun: "the video call", meaning: { jung: "contact across distance, seeing but not touching", freud: "closeness that stays on a screen", everyday: "staying in touch, distance in a relationship, or being on display" } },
  { name: "selfie", forms: "selfies|took a selfie|taking a selfie", meaning: { jung: "the ego capturing its own image for others", freud: "the pleasure of looking at oneself", everyday: "self-image, how you want to be seen, or seeking approval" } },
  { name: "video game", forms: "video games|videogame|videogames|playstation|xbox|nintendo|gaming|gamer|gamers|game controller|computer game|computer games", noun: "the video game", meaning: { jung: "a world of rules and levels where the ego can try out its powers", freud: "play as a safe outlet for aggression and mastery", everyday: "escape, challenge, or feeling that life has levels to beat" } },
  {
    name: "password", forms: "passwords|passcode|passcodes|pin number|login|log in|logged in|couldn't log in|locked out of my account|security code|combination lock", theme: "searching",
    meaning: { jung: "the secret word that opens an inner door", freud: "the forbidden knowledge that grants access", everyday: "access, security, or feeling locked out of something you need" },
    in: {
      lost: { jung: "the key to a part of yourself forgotten", everyday: "frustration at being shut out of your own resources" },
    },
  },
  { name: "hacker", forms: "hackers|hacked|hacking|got hacked|was hacked|hacked into|cyber attack|data breach", theme: "intrusion and attack", sense: { excludes: ["hacking cough", "life hack", "life hacks"] }, meaning: { jung: "an intruder who slips through the ego's invisible defences", freud: "a forbidden wish getting into the system", everyday: "worry about privacy, trust, or someone getting into your business" } },
  { name: "radio", forms: "radios|walkie-talkie|walkie talkie|walkie-talkies|radio station|radio show|on the radio|car radio", sense: { excludes: ["radio silence", "radio waves"] }, meaning: { jung: "voices from far off, messages from the unconscious on a frequency", freud: "a stream of talk that cannot be answered", everyday: "news, background voices, or a message you need to tune into" } },
  { name: "headphones", forms: "headphone|earphones|earbuds|headset|headsets|ipod|mp3 player|walkman", meaning: { jung: "turning inward and shutting out the outer world", freud: "a private pleasure no one else can hear", everyday: "a need for your own space, or not listening to others" } },
  { name: "email", forms: "emails|e-mail|e-mails|emailed|inbox|spam", theme: "work", sense: { excludes: ["spam musubi"] }, meaning: { jung: "a message arriving from the organised, conscious side of life", freud: "obligations delivered in writing", everyday: "work, demands, or news you are waiting for" } },
  {
    name: "remote control", forms: "remote controls|tv remote|the remote|clicker", noun: "the remote control", sense: { excludes: ["remote street", "remote road", "remote place", "remote part", "remote corner", "remote town", "remote farm", "the remote village", "the remote island", "the remote cabin", "the remote area", "the remote location", "the remote possibility", "the remote chance", "the remote corner"] },
    meaning: { jung: "control over the images of your inner world from a distance", freud: "power without effort or contact", everyday: "who holds control, or wanting to switch a situation off" },
    in: {
      lost: { jung: "control over your inner images slipping away", everyday: "feeling unable to change what is happening" },
    },
  },
  { name: "battery", forms: "batteries|charger|chargers|phone charger|dead battery|low battery|battery was low|battery was dying|battery life|charging cable|plugged in my phone", sense: { excludes: ["assault and battery", "battery of tests", "recharge my batteries", "recharged my batteries"] }, meaning: { jung: "the reserve of psychic energy and how much is left", freud: "the drive's limited supply", everyday: "your energy levels, burnout, or running low" } },
];
