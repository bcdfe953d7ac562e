-- Doc Barley (a test mod's character): a new kind of ability written with
-- the declared vocabulary only: he may play a Beer (trait `saves`) as a
-- Missed! (trait `dodge`). No rule file changes; the stock bots read the
-- trait and answer shots with his Beers.
return {
  id = "doc_barley",
  life = 4,
  name = N_"Doc Barley",
  ability = N_"You may play Beer cards as Missed!.",
  substitutes = { dodge = { "saves" } },
}
