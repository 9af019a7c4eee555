import type { RawSymbol } from "./types";

export const food: RawSymbol[] = [
  ["food", "foods|snack|snacks|groceries", "psychic nourishment and what you take in", "oral satisfaction and comfort", "needs, comfort, and care"],
  ["bread", "loaf|toast|sandwich|sandwiches|bagel|rolls", "the staff of life, basic sustenance", "the mother's nourishment", "basic needs and sharing"],
  ["fruit", "fruits|apple|apples|orange|oranges|banana|bananas|grapes|strawberries|strawberry|cherries|peach|pear|lemon|watermelon", "the ripened results of inner growth", "sensual and forbidden pleasure", "rewards, health, or temptation"],
  ["cake", "cakes|birthday cake|cupcake|pie|pastry|cookies|cookie|dessert|desserts", "celebration of a milestone", "indulgence and reward", "celebration or treating yourself"],
  ["candy", "sweets|chocolate|chocolates|ice cream|lollipop|candy bar", "the sweetness the psyche longs for", "childhood pleasures", "indulgence or a craving for comfort"],
  ["meat", "steak|beef|pork|chicken meat|ham|bacon|sausage|hamburger|burger|hot dog", "raw instinct made digestible", "carnal appetite", "strength, appetite, or indulgence"],
  ["fish dish", "sushi|seafood|shrimp|lobster|crab|oysters", "food from the depths of the unconscious", "sensual taste", "abundance or something unusual"],
  ["vegetables", "vegetable|carrot|carrots|potato|potatoes|tomato|tomatoes|lettuce|salad|corn|beans|peas|onion|onions", "simple growth from the earth", "wholesome duty", "health and routine"],
  ["milk", "cream|cheese|butter|yogurt|yoghurt", "maternal nourishment", "the breast and early satisfaction", "comfort and care"],
  ["drink", "drinks|drank|water bottle|juice|soda|coffee|tea|lemonade", "taking in the fluid of life", "oral thirst", "refreshment or social ease"],
  ["pizza", "pizzas|pasta|spaghetti|noodles|rice|soup|fries|french fries", "comfort and shared ordinary life", "simple appetite", "comfort food and friendship"],
  ["hunger", "hungry|starving|starved|famished|thirsty|thirst", "an unmet psychic need", "a drive demanding satisfaction", "wanting something you are not getting"],
  ["poison", "poisoned|poisonous|toxic|rotten|spoiled|moldy|mouldy|rotting", "a toxic attitude in the psyche", "a forbidden incorporation", "something harmful in your life"],
  ["restaurant meal", "ordered food|menu|waiter brought|served|serving", "the psyche offered choices", "being fed by others", "choices and service"],
  ["honey", "syrup|sugar|jam", "sweetness earned through effort", "sensual sweetness", "rewards and pleasure"],
  ["egg dish", "omelette|scrambled eggs|fried egg", "potential made into nourishment", "fertility consumed", "breakfast routines and care"],
  ["wine glass", "toast to|raised a glass|cheers", "a shared ritual of spirit", "disinhibited celebration", "celebration with others"],
  ["kitchen table", "dinner table|dining room|dining table|family dinner", "the family circle around a shared centre", "the family drama", "family relations and togetherness"],
];
