import type { SymbolEntry } from "./types";

export const food: SymbolEntry[] = [
  { name: "food", forms: "foods|snack|snacks|groceries", salience: -2, meaning: { jung: "psychic nourishment and what you take in", freud: "oral satisfaction and comfort", everyday: "needs, comfort, and care" } },
  { name: "bread", forms: "loaf|toast|sandwich|sandwiches|bagel|rolls", meaning: { jung: "the staff of life, basic sustenance", freud: "the mother's nourishment", everyday: "basic needs and sharing" } },
  { name: "fruit", forms: "fruits|apple|apples|orange|oranges|banana|bananas|grapes|strawberries|strawberry|cherries|peach|pear|lemon|watermelon", meaning: { jung: "the ripened results of inner growth", freud: "sensual and forbidden pleasure", everyday: "rewards, health, or temptation" } },
  { name: "cake", forms: "cakes|birthday cake|cupcake|pie|pastry|cookies|cookie|dessert|desserts", meaning: { jung: "celebration of a milestone", freud: "indulgence and reward", everyday: "celebration or treating yourself" } },
  { name: "candy", forms: "sweets|chocolate|chocolates|ice cream|lollipop|candy bar", meaning: { jung: "the sweetness the psyche longs for", freud: "childhood pleasures", everyday: "indulgence or a craving for comfort" } },
  { name: "meat", forms: "steak|beef|pork|chicken meat|ham|bacon|sausage|hamburger|burger|hot dog", meaning: { jung: "raw instinct made digestible", freud: "carnal appetite", everyday: "strength, appetite, or indulgence" } },
  { name: "fish dish", forms: "sushi|seafood|shrimp|lobster|crab|oysters", meaning: { jung: "food from the depths of the unconscious", freud: "sensual taste", everyday: "abundance or something unusual" } },
  { name: "vegetables", forms: "vegetable|carrot|carrots|potato|potatoes|tomato|tomatoes|lettuce|salad|corn|beans|peas|onion|onions", meaning: { jung: "simple growth from the earth", freud: "wholesome duty", everyday: "health and routine" } },
  { name: "milk", forms: "cream|cheese|butter|yogurt|yoghurt", meaning: { jung: "maternal nourishment", freud: "the breast and early satisfaction", everyday: "comfort and care" } },
  { name: "drink", forms: "drinks|drank|water bottle|juice|soda|coffee|tea|lemonade", meaning: { jung: "taking in the fluid of life", freud: "oral thirst", everyday: "refreshment or social ease" } },
  { name: "pizza", forms: "pizzas|pasta|spaghetti|noodles|rice|soup|fries|french fries", meaning: { jung: "comfort and shared ordinary life", freud: "simple appetite", everyday: "comfort food and friendship" } },
  { name: "hunger", forms: "hungry|starving|starved|famished|thirsty|thirst", meaning: { jung: "an unmet psychic need", freud: "a drive demanding satisfaction", everyday: "wanting something you are not getting" } },
  { name: "poison", forms: "poisoned|poisonous|toxic|rotten|spoiled|moldy|mouldy|rotting", meaning: { jung: "a toxic attitude in the psyche", freud: "a forbidden incorporation", everyday: "something harmful in your life" } },
  { name: "restaurant meal", forms: "ordered food|menu|waiter brought|served|serving", meaning: { jung: "the psyche offered choices", freud: "being fed by others", everyday: "choices and service" } },
  { name: "honey", forms: "syrup|sugar|jam", meaning: { jung: "sweetness earned through effort", freud: "sensual sweetness", everyday: "rewards and pleasure" } },
  { name: "egg dish", forms: "omelette|scrambled eggs|fried egg", meaning: { jung: "potential made into nourishment", freud: "fertility consumed", everyday: "breakfast routines and care" } },
  { name: "wine glass", forms: "toast to|raised a glass|cheers", meaning: { jung: "a shared ritual of spirit", freud: "disinhibited celebration", everyday: "celebration with others" } },
  { name: "kitchen table", forms: "dinner table|dining room|dining table|family dinner", meaning: { jung: "the family circle around a shared centre", freud: "the family drama", everyday: "family relations and togetherness" } },
];
