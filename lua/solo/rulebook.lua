-- rulebook.lua: short explanations of each solo rule id (S-1...), shown by
-- `--explain`, the `rules` command, `bang rules` and when a command is
-- refused. Keys are rule ids, values English message ids marked with N_.
-- The card rules the solo cards still follow (C-6, C-22, C-27) are
-- explained here too.

return {
  ["S-1"] = N_"Set-up: the Sheriff against 3 Outlaws. The deck has 77 cards (no Mustang, no Scope). The Sheriff and two Outlaws are on the table with random characters; the third Outlaw card is shuffled into the deck. Life as the character's bullets, the Sheriff one more.",
  ["S-2"] = N_"The turn: everyone plays at once, cards face up, in five phases: 1 Dynamite, 2 Jails, 3 each character in play gets as many face-up cards as his life, 4 play the cards, 5 end of the turn.",
  ["S-3"] = N_"A new Outlaw drawn from the deck is set aside and enters play at the start of the next turn (until then nobody can aim at him); whoever drew him draws another card. Seats: the Sheriff, then the Outlaws in the order they came into play.",
  ["S-4"] = N_"Phase 4 order: (a) blue cards, (b) brown cards other than BANG!, Missed! and Beer, (c) BANG! and Missed!, (d) Beer. Every face-up card that can be played must be; one that cannot is discarded. A card of an earlier step drawn later sends play back to (a).",
  ["S-5"] = N_"Combat: all distances are 1. Outlaws shoot only the Sheriff; the Sheriff any Outlaw in play. Each character fires 1 BANG! per turn plus the number on his weapon (the Volcanic too: 1 + 1); extra BANG!s are discarded. One weapon each, no two blue cards of a name.",
  ["S-6"] = N_"BANG! and Missed! resolve together: each face-up Missed! cancels one BANG! aimed at its owner; the others hit.",
  ["S-7"] = N_"Elimination: a character at 0 life is eliminated only after the last face-up Beer, which can bring back his last bullet, even with two characters left. Brought to 0 by the Dynamite, he is eliminated at once.",
  ["S-8"] = N_"Reward: for each Outlaw the Sheriff eliminates he gets 2 more face-up cards next turn; not for a Dynamite death or an Outlaw who loses his own Duel.",
  ["S-9"] = N_"End: the Sheriff wins when every Outlaw in play is eliminated, even with Outlaw cards still in the deck; he loses when he is eliminated, even if the last Outlaw falls at the same time.",
  ["S-10"] = N_"The cards in solo: Indians! and Gatling hit only the other side; Duel only between the Sheriff and an Outlaw; Panic! and Cat Balou only at the other side; Jail only from the Sheriff on an Outlaw (no cards that turn unless a Heart); the Dynamite passes clockwise; the player allots the General Store's cards. Duel, Indians! and Gatling are answered in step (b).",
  ["S-11"] = N_"Advanced: harder adds the Renegade as a fourth Outlaw shuffled into the deck; easier puts only one Outlaw on the table and two in the deck. Both may be combined.",
  ["S-12"] = N_"Answers are forced: a face-up BANG! must answer a Duel or Indians!, a Missed! always cancels, a Barrel is always drawn for. A blue card that would be a second one of its name in front of a character is discarded.",
  ["S-20"] = N_"Advanced characters: Bart Cassidy draws when hit; Calamity Janet has the ordinary limit; Paul Regret loses 1 life per 2 BANG!s that hit; Rose Doolan fires 2 BANG!s plus her weapon; Suzy Lafayette draws when her face-up cards run out; Willy the Kid fires any number.",
  ["S-21"] = N_"The other characters keep their card-game abilities with \"hand\" read as \"face-up cards\": El Gringo, Jourdonnais, Lucky Duke, Sid Ketchum, Slab the Killer, Vulture Sam. Black Jack, Jesse Jones, Kit Carlson and Pedro Ramirez change a draw solo does not have: no effect.",
  ["C-6"] = N_"The deck: 80 cards, each with a suit and a value. When it runs out, the discard pile is shuffled into a new deck.",
  ["C-22"] = N_"Barrel: when shot at, draw!: on a Heart the shot is cancelled as by a Missed! If it fails you may still play a Missed!",
  ["C-27"] = N_"General Store: reveal one card per player in play; starting with you and going clockwise, each takes one.",
}
