-- rules/deck.lua: moving cards: the deck and its refill (C-6), drawing
-- (C-8), discarding, taking a card into a hand, putting a blue card in
-- play (C-9, one weapon), and the choices of Panic! and Cat Balou (C-28).
-- Every card that leaves a hand goes through here, so an emptied hand is
-- announced once, as the event hand_emptied (C-53).

local core = require "rules.core"
local api = core.api
local M = core.M -- the game's methods (core.lua): M.move(g, ...) is g:move(...)
local log = api.log

-- A card left p's hand: announce it if the hand is now empty.
local function left_hand(g, p)
  if core.state.hears.hand_emptied & (1 | 1 << p) ~= 0 and M.alive(g, p) and M.count(g, "hand", p) == 0 then
    M.emit(g, "hand_emptied", { player = p }, p)
  end
end
api.left_hand = left_hand

-- C-6: an empty deck is made again from the shuffled discard pile.
function api.refill_deck(g)
  if M.count(g, "deck") > 0 then return true end
  if M.move_all(g, "discard", "deck") == 0 then return false end -- (bottom card first, as one g:move each)
  M.shuffle_zone(g, "deck")
  log(g, "C-6", N_"The deck is empty: the discard pile is shuffled into a new deck.")
  return true
end

-- The top card of the deck, refilling it first; nil if there is none.
function api.deck_top(g)
  local id = M.top(g, "deck") -- (most of the time there is one: no refill_deck call)
  if id or not api.refill_deck(g) then return id end
  return M.top(g, "deck")
end

-- p draws n cards from the deck; rule names what made them draw (C-8 by
-- default), message (an NP_ pair with {player} and {n}) says why in the
-- same line. Returns how many were drawn (fewer if deck and discard ran out).
function api.draw(g, p, n, rule, message)
  -- One C call deals the cards one at a time from the deck's top; if it
  -- runs out, the deck is refilled (C-6) and the rest dealt.
  local drawn = M.deal(g, n, "hand", p)
  while drawn < n and api.refill_deck(g) do drawn = drawn + M.deal(g, n - drawn, "hand", p) end
  if drawn > 0 then
    if core.state.logging then
      log(g, rule or "C-8", message or NP_("{player} draws a card.", "{player} draws {n} cards."),
          { player = p, n = drawn })
    end
  end
  return drawn
end

-- Any card to the discard pile.
function api.discard(g, id)
  local zone, owner = M.where(g, id)
  M.move(g, id, "discard")
  -- (left_hand's first test in place: most discards are heard by nobody)
  if zone == "hand" and core.state.hears.hand_emptied & (1 | 1 << owner) ~= 0 then left_hand(g, owner) end
end

-- Card id from wherever it is into p's hand.
function api.take(g, id, p)
  local zone, owner = M.where(g, id)
  M.move(g, id, "hand", p)
  if zone == "hand" and owner ~= p then left_hand(g, owner) end
end

-- Put a blue card in play in front of p (C-9: one weapon; C-31).
function api.put_in_play(g, id, p)
  local zone, owner = M.where(g, id)
  if api.script_of(g, id).range then
    local old = api.weapon_of(g, p)
    if old then
      log(g, "C-9", N_"{player} discards {old} to put {new} in play.",
          { player = p, old = api.card_arg(g, old), new = api.card_arg(g, id) })
      M.move(g, old, "discard")
    end
  end
  M.move(g, id, "play", p)
  if zone == "hand" then left_hand(g, owner) end
end

-- A random card from p's hand (Panic!, Cat Balou, El Gringo, Jesse Jones).
function api.random_hand_card(g, p)
  local hand = M.cards(g, "hand", p)
  if #hand == 0 then return nil end
  return hand[M.random(g, #hand)]
end

-- Panic! and Cat Balou (C-28): the ways to pick a card from another
-- player: arg "<name> hand" (a random card from the hand) or "<name>
-- <type>" (that card in play). max_distance nil: any distance (C-15).
-- Players with no card in hand and none in play are not offered.
-- The choices are shared and kept from game to game (core.lua): one per
-- player and label for the hand, one per player, label and card type for
-- the cards in play (one card per type is offered), whose `taken` (the
-- card's id) is set at each listing. Kept per card id instead, they would
-- be made anew at every game (or hold half a megabyte).
function api.grab_choices(g, p, max_distance, hand_label, play_label)
  -- Room for eight choices made at once (c counts them): no growing table.
  local choices, c, others = { nil, nil, nil, nil, nil, nil, nil, nil }, 0, api.around(g, p)
  local state = core.state
  local memo, memo_of, share_at = state.memo.grab, core.memo_of, core.share_at
  local by_hand = memo[hand_label or false] or memo_of(memo, hand_label or false)
  local by_play = memo[play_label or false] or memo_of(memo, play_label or false)
  local play = core.fresh(g) -- the cards in play, read below without a call per player
  local holding = M.holding(g, "hand") -- who has cards in hand, one call for all
  -- The seats within reach, a bit each (-1, every bit: at any distance).
  local reached = max_distance and core.within_reach(state, play, p, others, max_distance) or -1
  for k = 1, #others do
    local q = others[k]
    if reached & (1 << (q - 1)) ~= 0 then
      if holding & (1 << (q - 1)) ~= 0 then
        c = c + 1
        choices[c] = by_hand[q] or share_at(by_hand, q, {
          arg = M.name(g, q) .. " hand", target = q, from_hand = true, label = hand_label, args = { target = q } })
      end
      local ids, scripts = play.ids[q], play.scripts[q]
      if ids[1] then
        local kept = by_play[q] or memo_of(by_play, q)
        for i = 1, #ids do
          local script, id = scripts[i], ids[i]
          local type = script.id
          if i == 1 or core.first_of_type(g, ids, i, type) then
            local choice = kept[type] or share_at(kept, type, {
              arg = M.name(g, q) .. " " .. type, target = q, taken = id, label = play_label,
              args = { target = q, item = script.name } })
            choice.taken = id
            c = c + 1
            choices[c] = choice
          end
        end
      end
    end
  end
  return choices
end

-- The choices to put a blue card of that type in front of another player
-- who has none of it in play and whose role is not except_role (Jail: not
-- the Sheriff, C-32), clockwise from p's left: api.place_choice(g, q,
-- label) for each. Asked at every decision the card is in hand: the
-- look-ups are done in place (roles from state.roles, set once a game).
function api.place_choices(g, p, type, label, except_role)
  local state = core.state
  local play, roles = core.fresh(g), state.roles
  local memo = state.memo.place
  local by_label = memo[label or false] or core.memo_of(memo, label or false)
  local choices, c, others = { nil, nil, nil, nil, nil, nil, nil, nil }, 0, api.around(g, p)
  for k = 1, #others do
    local q = others[k]
    if roles[q] ~= except_role then
      local has, scripts = false, play.scripts[q] -- (api.in_play, in place)
      for i = 1, #scripts do
        if scripts[i].id == type then has = true break end
      end
      if not has then
        c = c + 1
        choices[c] = by_label[q] or api.place_choice(g, q, label)
      end
    end
  end
  return choices
end

-- The card a grab choice names now: a random hand card, or the card in
-- play (nil if it is gone).
function api.grab_card(g, choice)
  if choice.from_hand then return api.random_hand_card(g, choice.target) end
  local zone, owner = M.where(g, choice.taken)
  if zone == "play" and owner == choice.target then return choice.taken end
  return nil
end

return api
