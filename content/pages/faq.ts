/**
 * The FAQ page's questions (also its FAQPage JSON-LD). Answers are plain text; `links` are shown
 * after the answer.
 */
import { HALL_VAN_DE_CASTLE_NAMES } from "@/lib/interpret/emotion-names";
import { PRICE_LABEL } from "@/lib/site-config";
import { list } from "@/lib/text/list";

export type FaqItem = {
  question: string;
  answer: string;
  links?: { href: string; label: string }[];
};

export const FAQ_UPDATED = "2026-11-21";

export const faqItems: FaqItem[] = [
  {
    question: "How does Oneira interpret my dream?",
    answer:
      `Oneira reads the dream you describe and finds its symbols in a lexicon of more than 400 entries, each with Jungian, Freudian and everyday meanings. It also detects the feelings in your account (${list(Object.values(HALL_VAN_DE_CASTLE_NAMES))}, the emotion classes used in dream research), the people and setting, and classic themes such as being chased, falling, losing teeth or sitting an exam. It then writes a summary, a psychological analysis, the key symbols and a few reflection questions, all tied to the words you used.`,
    links: [{ href: "/about", label: "Read how it works" }],
  },
  {
    question: "Is it free?",
    answer:
      "Yes. Everyone, with or without an account, gets one free dream interpretation per day. The daily allowance resets at midnight UTC. A free account also lets you save your dreams to a private DreamLog.",
  },
  {
    question: "What does the Unlimited plan cost?",
    answer:
      `The Unlimited plan is a one-time payment of ${PRICE_LABEL} through PayPal, with no subscription and no recurring charges. It removes the daily limit for the lifetime of the service and includes everything listed on the Upgrade page. If it is not for you, you can ask for a refund within 14 days of purchase.`,
    links: [
      { href: "/upgrade", label: "Compare the plans" },
      { href: "/terms", label: "Payment terms" },
    ],
  },
  {
    question: "Do I need an account?",
    answer:
      "No. You can interpret a dream as a visitor. An account is free and lets you save dreams to your DreamLog, read them again later, and get interpretations that notice the symbols, themes and feelings that recur across your dreams.",
    links: [{ href: "/register", label: "Create a free account" }],
  },
  {
    question: "What do you store about me and my dreams?",
    answer:
      "For visitors, we store no dream text: only a keyed hash of a random cookie identifier and of the IP address, with a daily count, to apply the free limit. For account holders, we store your e-mail address and name, the dreams you save with their interpretations, and a daily usage counter. If you buy the Unlimited plan, we keep PayPal's order and payment identifiers, the amount and the status, never your card details. We never sell your data or use your dreams to train AI models.",
    links: [{ href: "/privacy", label: "Privacy Policy" }],
  },
  {
    question: "Who can see my dreams?",
    answer:
      "Only you. Saved dreams are linked to your account and protected by database rules so that no other account can read them. We do not publish, share or sell them.",
  },
  {
    question: "How do I delete a dream, or my whole account?",
    answer:
      "Open your DreamLog and press Remove on any dream; it is deleted immediately. To delete your account and everything in it, or to get a copy of your data, write to privacy@oneira.app from the address on your account. We answer within 30 days.",
  },
  {
    question: "How accurate are the interpretations?",
    answer:
      "Dreams do not have one correct meaning, so no interpretation can be accurate in the way a measurement is. Oneira offers well-grounded possibilities: what psychologists and dream researchers have associated with your images and feelings, applied to your dream. Treat them as prompts for reflection and keep what rings true. Oneira does not predict the future.",
  },
  {
    question: "Is this a substitute for therapy?",
    answer:
      "No. Oneira is a tool for reflection, not medical or psychological advice. If your dreams are distressing, keep coming back, or affect your sleep, please talk to a doctor or a mental-health professional.",
  },
  {
    question: "Which languages does Oneira understand?",
    answer:
      "Oneira reads English best: its symbol lexicon and emotion detection are written for English. You can describe a dream in another language, but the reading may miss symbols and feelings, so for now we recommend writing in English.",
  },
  {
    question: "How should I describe my dream?",
    answer:
      "Write it down as soon as you can after waking, in the first person, with as much detail as you remember: the places, the people, what happened, and above all how you felt. A few sentences are enough, but details such as colours, objects and feelings give the interpretation more to work with.",
    links: [{ href: "/interpret", label: "Interpret a dream" }],
  },
  {
    question: "What is the Dream Dictionary?",
    answer:
      "A collection of twelve in-depth guides to the dreams people have most often, such as flying, teeth falling out, heights, old friends and exams. Each covers Jungian and Freudian readings, common scenarios, cultural views and questions to reflect on.",
    links: [{ href: "/dream-dictionary", label: "Browse the Dream Dictionary" }],
  },
];
