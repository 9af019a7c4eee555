import type { RawSymbol } from "./types";

export const vehicles: RawSymbol[] = [
  ["car", "cars|auto|automobile|jeep|truck|trucks|van|suv|taxi|cab|limo|limousine", "the ego's drive and how you steer your life", "autonomy and bodily drive", "control, independence, and how you are moving ahead"],
  ["driving", "drive|drove|driven|drives|steering|steering wheel|behind the wheel|driver", "the ego taking the wheel of its own course", "mastery of impulse", "control and direction in waking life"],
  ["car crash", "car accident|crashed|crash|crashing|collision|collided|wreck|wrecked|hit by a car|ran off the road", "a collision between conflicting drives", "punishment for going too fast after a wish", "fear of losing control or of a plan going wrong"],
  ["brakes", "brake|brakes failed|brakes didn't work|couldn't stop the car|no brakes|out of control", "the ego unable to slow the momentum of the psyche", "impulse outrunning restraint", "feeling that events are moving faster than you can manage"],
  ["bus", "buses|school bus|coach bus|tram|streetcar", "collective movement along a set route", "being carried by others", "shared routines and public life"],
  ["train", "trains|subway|metro|railway|railroad|locomotive|tracks", "a fixed path through the stages of life", "relentless drive along rails", "schedules, routine, and missed or caught chances"],
  ["plane", "planes|airplane|aeroplane|airplanes|jet|aircraft|flight|helicopter", "soaring ambition and spiritual height", "a wish to rise above limits", "travel, big plans, or high ambitions"],
  ["plane crash", "plane crashed|airplane crashed|plane was going down|plane went down|crash landing", "ambitions crashing back to earth", "punishment for flying too high", "fear of failure after a leap"],
  ["boat", "boats|ship|ships|sailboat|yacht|canoe|kayak|ferry|raft|cruise|submarine", "the vessel that carries the ego over the unconscious", "passage across the maternal sea", "how you are navigating feelings and change"],
  ["bicycle", "bike|bikes|bicycles|cycling|motorcycle|motorbike|scooter|skateboard", "balance maintained by one's own effort", "rhythmic bodily pleasure", "independence, balance, and personal effort"],
  ["journey", "trip|trips|travel|travelling|traveling|traveled|travelled|vacation|holiday|voyage|road trip|tour", "the individuation path itself", "the quest toward the object of desire", "change, adventure, or a transition"],
  ["missing transport", "missed the bus|missed the train|missed my flight|missed the plane|missed my bus|missed my train|missed the boat|miss the bus|miss the train|miss my flight", "a missed connection between the ego and its next stage", "ambivalence disguised as bad luck", "fear of losing an opportunity or being left behind"],
  ["lost luggage", "lost my luggage|lost my suitcase|lost my bag|forgot my bag|left my bag", "parts of the self left behind in transition", "what you carry and fear to lose", "worry about preparation and baggage"],
  ["parking", "parked|park the car|couldn't find my car|couldn't find the car|lost my car", "the ego seeking its place of rest", "where drive is kept", "logistics and losing track"],
  ["elevator fall", "elevator fell|elevator dropped|elevator falling|elevator stuck|stuck in an elevator", "a sudden loss of level in the psyche", "helpless descent", "instability in status or career"],
  ["rocket", "rockets|spaceship|spacecraft|ufo|ufos|flying saucer", "a leap into the unknown reaches of the psyche", "boundless ambition", "big ideas or feeling out of this world"],
  ["horse ride", "riding a horse|rode a horse|horseback|carriage|wagon|cart", "the ego carried by instinct", "riding the drives", "old-fashioned pace or teamwork with nature"],
  ["passenger", "passengers|backseat|back seat|passenger seat", "the ego letting another steer", "dependence", "not being in control of your direction"],
  ["road block", "roadblock|detour|traffic|traffic jam|dead end|stuck in traffic", "obstacles placed on the life path", "frustrated progress toward a wish", "delays and frustration"],
];
