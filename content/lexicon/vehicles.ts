import type { SymbolEntry } from "./types";

/** who a car, truck or van belongs to by its service ("rescue trucks", "a police van", "the news van"): a vehicle of the scene, not the dreamer's own drive */
const SERVICE_VEHICLE = ["rescue", "fire", "police", "cop", "garbage", "delivery", "mail", "postal", "tow", "dump", "moving", "army", "military", "cement", "news", "construction", "semi", "emergency", "ambulance", "patrol", "squad", "race", "toy", "armored", "armoured", "swat", "fbi", "security", "prison", "utility", "repair", "ups", "fedex", "milk", "bread", "pickup", "cream", "food", "catering", "camera", "tv", "radio", "tanker", "logging", "monster"];

export const vehicles: SymbolEntry[] = [
  {
    name: "car", forms: "cars|auto|automobile|jeep|truck|trucks|van|suv|taxi|cab|limo|limousine", theme: "travel", sense: { byForm: {
      // ("waiting for a streetcar … when the cars would come by": in a dream of streetcars, trams or trolleys the cars are theirs)
      cars: { dreamAvoids: ["streetcar", "streetcars", "trolley", "trolleys", "tram", "trams", "trolleycar", "trolleycars"] },
      car: { far: { words: ["trolley", "railroad", "railway", "passenger", "cargo", "coal", "tram", "sleeper", "mine", "coaster", "ferris", "gondola"], before: 2 } }, "car|truck|van": { far: { words: SERVICE_VEHICLE, before: 1 } } }, excludes: ["cars of the train", "car of the train", "freight car", "freight cars", "box car", "boxcar", "train car", "dining car", "sleeping car", "cable car", "cable cars", "street car", "streetcar", "dining car", "sleeping car", "train car", "train cars", "subway car", "subway cars", "box car", "boxcar", "box cars", "car seat", "car seats", "car wash", "auto pilot", "autopilot", "on auto pilot", "auto-pilot", "autograph", "autographs", "van gogh", "cab of the truck", "truck stop", "truck driver", "truck drivers", "fire truck", "fire trucks", "dump truck", "food truck", "ice cream truck", "tow truck", "pickup truck", "semi truck", "mail truck", "garbage truck", "moving truck", "moving van", "delivery truck", "delivery van", "police car", "police cars", "patrol car", "squad car", "race car", "race cars", "toy car", "toy cars", "taxi cab", "taxicab"] },
    meaning: { jung: "how the ego moves through life, and who is steering it", freud: "autonomy and bodily drive", everyday: "how you are moving ahead, and how much of it is in your hands" },
    in: { fails: { jung: "the ego's drive stalled", freud: "a drive held back against the will", everyday: "feeling stuck, unable to get going on something" },
      carried: { jung: "a stretch of life in which someone else sets the course", freud: "being carried by another's will", everyday: "letting someone else steer for now — by trust, or because you have no choice" },
      threatens: { jung: "a drive running over the ego", everyday: "a situation bearing down on you fast" },
      mastered: { jung: "the ego at the wheel of its own life", freud: "drive under the control of the will", everyday: "feeling in control of where you are heading" },
      lost: { jung: "the ego separated from its means of moving forward", everyday: "losing direction, independence, or momentum" },
      found: { jung: "the means of moving forward restored", everyday: "regaining independence or control" },
      broken: { jung: "the vehicle of the ego failing or crashing", freud: "punishment for a drive pursued too fast", everyday: "fear of losing control, or a plan breaking down" },
    },
  },
  {
    name: "driving", forms: "drive|drove|driven|drives|steering|steering wheel|behind the wheel|driver", noun: "the driving", theme: "travel", sense: { byForm: { driver: { near: { words: ["i", "i'm", "am", "me", "myself"], before: 4 } }, "driving|drive|drove|driven|drives": { subject: "dreamer", far: { words: ["me", "us"], after: 1 } }, driven: { far: { words: ["by"], after: 1 } } }, excludes: ["driven in the nail", "driven in the nails", "drove in the nail", "drove in the nails", "drive in the nail", "drive in the nails", "drove the nail", "drove the nails", "drive the nail", "drive the nails", "driving the nail", "driving nails", "drove a nail", "drive a nail", "drove a stake", "drive a stake", "line drive", "line drives", "hit a drive", "test drive", "one of the drivers", "the drivers", "bus driver", "truck driver", "taxi driver", "cab driver", "delivery driver", "the driver's seat", "hard drive", "flash drive", "disk drive", "thumb drive", "usb drive", "sex drive", "drive me crazy", "drives me crazy", "drove me crazy", "driving me crazy", "drive me insane", "drive me mad", "drive me bananas", "drive me wild", "drive me up the wall", "drive me batty", "drive me mental", "drives me insane", "drives me mad", "drives me bananas", "drives me wild", "drives me up the wall", "drives me batty", "drives me mental", "drove me insane", "drove me mad", "drove me bananas", "drove me wild", "drove me up the wall", "drove me batty", "drove me mental", "driving me insane", "driving me mad", "driving me bananas", "driving me wild", "driving me up the wall", "driving me batty", "driving me mental", "drive me nuts", "drove me nuts", "driving me nuts", "drives me nuts", "drive me up the wall", "drove me up the wall", "driving me up the wall", "drive in movie", "drive-in movie", "drive-thru", "drive thru", "driving force", "what are you driving at", "driving range", "drive the point home", "drove the point home", "blood drive", "food drive", "canned food drive", "book drive", "driven by ambition", "driven to succeed", "screw driver", "screwdriver", "test drive", "test drove", "long drive ahead"] },
    meaning: { jung: "the ego taking the wheel of its own course", freud: "mastery of impulse", everyday: "control and direction in waking life" },
    in: {
      broken: { jung: "the ego losing the wheel", everyday: "feeling out of control of your direction" },
    },
  },
  { name: "car crash", forms: "car accident|crashed|crash|crashing|collision|collided|wreck|wrecked|hit by a car|ran off the road", noun: "the crash", theme: "vehicle trouble", salience: 2, sense: { byForm: { "crashed|crash|crashing|collision|collided|wreck|wrecked": { avoids: ["plane", "planes", "airplane", "airplanes", "aeroplane", "jet", "jets", "jetliner", "airliner", "helicopter", "helicopters", "aircraft", "pilot", "pilots", "cockpit", "glider", "blimp", "boat", "boats", "ship", "ships", "ferry", "yacht", "canoe", "kayak", "sailboat", "raft", "liner", "vessel", "captain"] } }, requires: ["car", "cars", "truck", "bus", "van", "train", "plane", "bike", "bicycle", "motorcycle", "motorbike", "vehicle", "drove", "driving", "drive", "driver", "road", "highway", "freeway", "street", "wheel", "brakes", "taxi", "cab", "jeep", "suv", "ambulance", "lorry", "tram", "boat", "ship", "helicopter", "airplane", "jet", "crossroads", "intersection", "traffic"], excludes: ["crash on the couch", "crash on my couch", "crashed on the couch", "crashed on my couch", "crash the party", "crashed the party", "crashing the party", "party crasher", "party crashers", "computer crashed", "computer crashes", "computer crashing", "the computer crashed", "my computer crashed", "system crashed", "website crashed", "server crashed", "crash course", "crashed and burned", "crash diet", "stock market crash", "market crash", "crashed into bed", "crash into bed", "crashing waves", "waves crashing", "wreck of a", "nervous wreck", "train wreck of a", "emotional wreck", "a wreck emotionally", "crash at", "crashing at", "crashed out"] }, meaning: { jung: "a collision between conflicting drives", freud: "punishment for going too fast after a wish", everyday: "fear of losing control or of a plan going wrong" } },
  { name: "brakes", forms: "brake|brakes failed|brakes didn't work|couldn't stop the car|no brakes|out of control", noun: "the failing brakes", theme: "vehicle trouble", salience: 1, sense: { byForm: { brake: { requires: ["failed", "fail", "failing", "didn't", "wouldn't", "couldn't", "no", "broken", "broke", "stop", "out", "slammed", "gone", "work", "worked", "working"] } }, excludes: ["standard brake", "parking brake", "emergency brake", "hand brake", "handbrake", "out of control party", "spiraled out of control", "spiralling out of control", "things got out of control", "got a little out of control", "party got out of control", "situation got out of control", "put the brakes on", "pump the brakes"] }, meaning: { jung: "the ego unable to slow the momentum of the psyche", freud: "impulse outrunning restraint", everyday: "feeling that events are moving faster than you can manage" } },
  {
    name: "bus", forms: "buses|school bus|coach bus|tram|streetcar", theme: "travel", sense: { excludes: ["bus boy", "busboy", "bus the tables", "bussed tables", "threw me under the bus", "throw me under the bus", "thrown under the bus", "threw him under the bus", "threw her under the bus", "tram way"] },
    meaning: { jung: "collective movement along a set route", freud: "being carried by others", everyday: "shared routines and public life" },
    in: {
      mastered: { jung: "the ego steering a shared journey", everyday: "responsibility for a group's direction" },
      carried: { jung: "going along a route others have set", everyday: "a shared journey in which you are one of many riders" },
      lost: { jung: "missing the collective route", everyday: "fear of being left behind by others" },
      broken: { jung: "a shared route coming to a halt", everyday: "disruption to your routines or community" },
    },
  },
  {
    name: "train", forms: "trains|subway|metro|railway|railroad|locomotive|tracks", theme: "travel", sense: { pos: "noun",
      // (footprints in the snow are tracks too: tracks are a railway's only beside one)
      byForm: { tracks: { requires: ["train", "trains", "railroad", "railway", "rail", "rails", "station", "subway", "freight", "locomotive", "crossing", "platform", "tram", "metro", "derailed"] } }, excludes: ["train to be", "train them", "train you", "train people", "train new", "trained", "training", "train of thought", "lost my train of thought", "wedding train", "train of her dress", "train of the dress", "gravy train", "in my tracks", "in his tracks", "in her tracks", "in their tracks", "in our tracks", "cover my tracks", "covered my tracks", "cover our tracks", "covered his tracks", "cover his tracks", "cover their tracks", "animal tracks", "deer tracks", "tire tracks", "foot tracks", "footprint tracks", "paw tracks", "bear tracks", "tracks in the snow", "tracks in the mud", "tracks in the sand", "make tracks", "fast track", "on track", "off track", "back on track", "keep track", "kept track", "lost track", "lose track", "losing track", "track record", "track and field", "track meet", "race track", "racetrack", "track team", "running track", "sound track", "soundtrack", "sound tracks", "soundtracks", "tracks on the album", "tracks on the cd", "track suit", "tracksuit", "one-track mind", "wrong side of the tracks", "subway sandwich", "subway restaurant", "train my", "train him"] },
    meaning: { jung: "a fixed path through the stages of life", freud: "relentless drive along rails", everyday: "schedules, routine, and missed or caught chances" },
    in: {
      mastered: { jung: "the ego in charge of its own set course", everyday: "control over a long-term plan" },
      lost: { jung: "a missed connection with the next stage of life", freud: "ambivalence disguised as bad luck", everyday: "fear of a missed opportunity" },
      broken: { jung: "a fixed course derailed", everyday: "plans or routines coming off the rails" },
    },
  },
  {
    name: "plane", forms: "planes|airplane|aeroplane|airplanes|jet|aircraft|flight", theme: "travel", sense: { excludes: ["2nd flight", "second flight", "third flight", "3rd flight", "next flight of", "first flight of", "the flight of", "flight of stairs", "flights of stairs", "flight of steps", "fight or flight", "take flight", "took flight", "in flight from", "flight from", "flight attendant", "flight attendants", "jet black", "jet-black", "jet ski", "jet skis", "jetski", "jet skiing", "jet lag", "jet lagged", "jet-lagged", "jet stream", "water jet", "jets of water", "jet of water", "aircraft carrier", "aircraft carriers", "plane of existence", "astral plane", "plane of reality", "on another plane", "on a higher plane", "flight of fancy", "flight risk", "in flight magazine", "in-flight movie"], byForm: { "flight|flights": { far: { words: ["stairs", "steps", "stair", "staircase", "stairway", "stairwell"], after: 4 } } } },
    // (most dream planes carry the dreamer as a passenger: a journey, not the dreamer's own flight — the
    // ambition reading stays for piloting one, under `mastered`)
    meaning: { jung: "a passage between two parts of life, lifted above the usual ground", freud: "a wish to be carried far from where you are", everyday: "travel, a change of place, or plans already in motion" },
    in: {
      mastered: { jung: "the ego steering its ambitions to new heights", freud: "a wish to rise above limits fulfilled", everyday: "confidence in pursuing big plans" },
      lost: { jung: "a chance to rise that the ego let slip", everyday: "missing an opportunity or being left behind" },
      broken: { jung: "ambitions crashing back to earth", freud: "punishment for flying too high", everyday: "fear of failure after a big leap" },
    },
  },
  { name: "plane crash", forms: "plane crashed|airplane crashed|plane was going down|plane went down|crash landing|emergency landing|crash landed|crash-landed|plane crash|plane crashes|plane fell|plane was falling|plane exploded|crashed|crash|crashing|ditched", noun: "the plane going down", theme: "vehicle trouble", salience: 2, sense: { byForm: { "crashed|crash|crashing|ditched": { requires: ["plane", "planes", "airplane", "airplanes", "aeroplane", "jet", "jets", "jetliner", "airliner", "helicopter", "helicopters", "aircraft", "pilot", "pilots", "cockpit", "glider", "blimp"], excludes: ["crash course", "crashed on the couch", "crash at", "crashing at", "crashed out", "crash pad"] } } }, meaning: { jung: "ambitions crashing back to earth", freud: "punishment for flying too high", everyday: "fear of failure after a leap" } },
  {
    name: "boat", forms: "boats|ship|ships|sailboat|yacht|canoe|kayak|ferry|raft|cruise", theme: "travel", sense: { excludes: ["in the same boat", "rock the boat", "missed the boat", "miss the boat", "float my boat", "floats my boat", "gravy boat", "shipped", "shipping", "ship the package", "friendship", "relationship", "cruise control", "cruising down", "cruised down", "cruising around", "cruise around", "a raft of", "ship it", "ship me", "ship him", "ship her", "ship them", "ship us", "ship you", "ship out", "ship off"] },
    meaning: { jung: "the vessel that carries the ego over the unconscious", freud: "passage across the maternal sea", everyday: "how you are navigating feelings and change" },
    in: {
      mastered: { jung: "the ego navigating the waters of the unconscious", everyday: "handling feelings and changes with skill" },
      lost: { jung: "the ego adrift without a vessel", everyday: "feeling emotionally unsupported" },
      broken: { jung: "the vessel of the ego overwhelmed", freud: "catastrophe of the passions", everyday: "a plan or relationship going under" },
    },
  },
  // (an engine under the rider is drive and speed, not balance kept by one's own legs)
  {
    name: "motorcycle", forms: "motorcycles|motorbike|motorbikes|dirt bike|dirt bikes|moped|mopeds|harley", sense: { excludes: ["motorcycle jacket", "motorcycle helmet"] },
    meaning: { jung: "raw drive harnessed by the ego, power with little shelter", freud: "speed, risk, and the thrill of a drive only just held in hand", everyday: "freedom, daring, or a risk you are taking" },
    in: {
      mastered: { jung: "the ego riding its own power", everyday: "handling speed and risk on your own terms" },
      carried: { jung: "another's drive carrying you, with little to hold on to", everyday: "going along with someone else's risk" },
      broken: { jung: "daring that outran control", everyday: "a risk that has caught up with you" },
    },
  },
  {
    name: "bicycle", forms: "bike|bikes|bicycles|cycling|scooter|skateboard", sense: { excludes: ["bike rack", "kick scooter", "bicycle kick"] },
    meaning: { jung: "balance maintained by one's own effort", freud: "rhythmic bodily pleasure", everyday: "independence, balance, and personal effort" },
    in: {
      mastered: { jung: "balance held by the ego's own effort", everyday: "independence and steady progress" },
      lost: { jung: "a means of self-propelled progress gone", everyday: "losing independence or momentum" },
      broken: { jung: "balance lost", everyday: "a personal effort that falls apart" },
    },
  },
  {
    name: "journey", forms: "trip|trips|travel|travelling|traveling|traveled|travelled|vacation|voyage|road trip|tour", noun: "the journey", theme: "travel", sense: { excludes: ["trip over", "tripped", "tripping", "trips over", "guilt trip", "guilt-trip", "guilt tripping", "ego trip", "power trip", "acid trip", "bad trip", "on a trip", "round trip ticket", "tour of duty", "tour of the house", "tour the house", "guided tour of the campus", "time travel", "travel back in time", "traveled back in time", "travelled back in time", "travel through time", "travel light", "trip up", "trip it", "trip him", "trip her", "trip them", "trip me", "trips him", "trips her", "trips it"],
      // (a trip is a journey as a noun only: "I trip the man" is a foot put out)
      byForm: { "tour|tours": { far: { words: ["of"], after: 1 } }, "trip|trips": { pos: "noun" } } },
    meaning: { jung: "the individuation path itself", freud: "the quest toward the object of desire", everyday: "change, adventure, or a transition" },
    in: {
      lost: { jung: "the ego lost on the road of individuation", everyday: "uncertainty about where your life is heading" },
      broken: { jung: "the path interrupted", everyday: "plans disrupted" },
    },
  },
  { name: "missing transport", forms: "missed the bus|missed the train|missed my flight|missed the plane|missed my bus|missed my train|missed the boat|miss the bus|miss the train|miss my flight", noun: "missing your ride", theme: "lateness", salience: 1, meaning: { jung: "a missed connection between the ego and its next stage", freud: "ambivalence disguised as bad luck", everyday: "fear of losing an opportunity or being left behind" } },
  {
    name: "lost luggage", forms: "lost my luggage|lost my suitcase|lost my bag|forgot my bag|left my bag", noun: "the lost luggage", theme: "searching",
    meaning: { jung: "parts of the self left behind in transition", freud: "what you carry and fear to lose", everyday: "worry about preparation and baggage" },
    in: {
      found: { jung: "the parts of you left behind recovered", everyday: "relief, and being ready to move on" },
    },
  },
  { name: "parking", forms: "parked|park the car|couldn't find my car|couldn't find the car|lost my car", noun: "parking the car", theme: "vehicle trouble", sense: {
      // (the dreamer parks: a lorry left parked by the kerb is only where it stands)
      byForm: { parked: { near: { words: ["i", "we", "i'd", "we'd", "i've", "we've", "i'm", "we're", "me"], before: 4 } } }, excludes: ["parked myself", "parking ticket", "parking tickets", "parking space", "parking spaces", "parking spot", "parking spots", "parking meter", "parking meters"] }, meaning: { jung: "the ego seeking its place of rest", freud: "where drive is kept", everyday: "logistics and losing track" } },
  { name: "elevator fall", forms: "elevator fell|elevator dropped|elevator falling|elevator stuck|stuck in an elevator", noun: "the falling elevator", theme: "falling", salience: 1, meaning: { jung: "a sudden loss of level in the psyche", freud: "helpless descent", everyday: "instability in status or career" } },
  { name: "rocket", forms: "rockets|space shuttle|rocket ship|rocketship|rocket launch|launch pad|blast off|blasted off|lift off|liftoff", theme: "flying", sense: { excludes: ["rocket science", "rocket scientist", "not rocket science", "rocketed", "rocketing", "prices rocketed", "rocket launcher", "rocket launchers"] }, meaning: { jung: "a leap into the unknown reaches of the psyche", freud: "boundless ambition", everyday: "big ideas or feeling out of this world" } },
  { name: "horse ride", forms: "riding a horse|rode a horse|horseback|carriage|wagon|horse cart|horse-drawn|horse drawn|stagecoach|buggy|sleigh|chariot|rode horseback", noun: "the ride", sense: { excludes: ["station wagon", "on the wagon", "fell off the wagon", "jumped on the bandwagon", "bandwagon", "covered wagon ride", "baby buggy", "buggy code", "the app was buggy"] }, meaning: { jung: "the ego carried by instinct", freud: "riding the drives", everyday: "old-fashioned pace or teamwork with nature" } },
  { name: "passenger", forms: "passengers|backseat|back seat|passenger seat", sense: { byForm: { "backseat|back seat|passenger seat": { near: { words: ["in", "into", "from"], before: 4 } } }, excludes: ["backseat driver", "back seat driver", "took a back seat", "take a back seat", "takes a back seat"] }, meaning: { jung: "the ego letting another steer", freud: "dependence", everyday: "not being in control of your direction" } },
  { name: "road block", forms: "roadblock|detour|traffic|traffic jam|dead end|stuck in traffic", theme: "vehicle trouble", sense: { byForm: { traffic: { requires: ["stuck", "jam", "jammed", "heavy", "stopped", "stop", "blocked", "blocking", "slow", "slowly", "backed", "bumper", "gridlock", "gridlocked", "standstill", "crawl", "crawling", "crawled", "delayed", "late", "held", "congested", "congestion", "bad", "terrible", "couldn't", "can't", "wouldn't"] } }, excludes: ["mental block", "writer's block", "traffic light", "traffic lights", "traffic signal", "traffic cop", "traffic report", "traffic ticket", "traffic school", "drug traffic", "drug trafficking", "dead end job"] }, meaning: { jung: "obstacles placed on the life path", freud: "frustrated progress toward a wish", everyday: "delays and frustration" } },
  {
    name: "ambulance", forms: "ambulances|ems|stretcher|stretchers|gurney|gurneys|siren wailing", theme: "illness and injury", salience: 1,
    meaning: { jung: "an emergency call from the psyche for care", freud: "helplessness and the wish to be rushed to safety", everyday: "a crisis, health fears, or needing urgent help" },
    in: {
      helps: { jung: "help arriving for a part of you in crisis", everyday: "relief that support is on its way" },
      mastered: { jung: "the ego rushing to save what is hurt", everyday: "taking on the rescuer role" },
    },
  },
  { name: "hearse", forms: "hearses|funeral procession|funeral car", theme: "death", salience: 1, meaning: { jung: "the passage that carries what has ended", freud: "death wishes and mourning made visible", everyday: "an ending, loss, or something being taken away for good" } },
  { name: "tank", forms: "tanks|armored vehicle|armoured vehicle|armored car|armoured car", theme: "conflict", salience: 1, sense: { pos: "noun", byForm: { "tank|tanks": { avoids: ["water", "fish", "aquarium", "whale", "goldfish", "turtle", "shark", "fuel", "gas", "petrol", "oxygen", "propane", "septic", "toilet", "tropical"] } }, excludes: ["fish tank", "gas tank", "water tank", "tank top", "think tank", "septic tank", "oxygen tank", "tanked", "dunk tank", "propane tank", "tank of gas", "full tank", "fuel tank", "tank was empty", "shark tank", "toilet tank", "tank of water"] }, meaning: { jung: "armoured will rolling over every obstacle", freud: "aggression protected by a hard shell", everyday: "defensiveness, force, or feeling flattened by someone" } },
  { name: "submarine", forms: "submarines|sub marine|periscope", theme: "water", sense: { excludes: ["submarine sandwich"] }, meaning: { jung: "the ego travelling through the deep unconscious in a sealed vessel", freud: "hidden desire moving beneath the surface", everyday: "secrets, hidden feelings, or exploring something below the surface" } },
];
