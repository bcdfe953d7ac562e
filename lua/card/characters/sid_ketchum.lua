-- Sid Ketchum (C-51): discard 2 cards to regain 1 life, as often as he likes:
-- in his turn (command 'ability') and when dying (decision save). It works
-- with two players left.
return {
  id = "sid_ketchum",
  life = 4,
  name = N_"Sid Ketchum",
  ability = N_"At any time, even when dying, you may discard 2 cards to regain 1 life.",
  heal_by_discarding = true,
}
