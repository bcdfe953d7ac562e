-- Willy the Kid (C-55): no BANG! limit.
return {
  id = "willy_the_kid",
  life = 4,
  name = N_"Willy the Kid",
  ability = N_"You may play any number of BANG! cards in your turn.",
  unlimited_bang = true,
}
