-- bot.lua: Showdown's computer player (kind `hard`): shoot the weakest
-- player in the game when the gun is loaded and that shot puts them out,
-- or when the gun is full; otherwise load. It says why when asked (hint).
local function weakest(view, options)
  local best, life
  for i, option in ipairs(options) do
    local q = option.target
    if q and (not life or view:life(q) < life) then best, life = i, view:life(q) end
  end
  return best, life
end

return {
  new_game = function() return false end,
  choose = function(view, decision, _, _, player, _, options)
    local shot, life = weakest(view, options)
    local load = options[1].cmd == "load" and 1 or nil
    if shot and (not load or life == 1) then
      return shot, { id = N_"{target} has the least life.", args = { target = options[shot].target } }
    end
    return load or 1, { id = N_"A loaded gun first." }
  end,
}
