-- expect: arrows refused: cannot move -9223372036854775808 arrows
-- Class S (integer range): g:move_counter(p, "arrows", n) (once
-- g:move_arrows) worked out the pile and the seat's arrows from n before
-- checking it, a signed overflow for
-- math.mininteger (UBSan: lgame.c); n is now checked first.
local stock_setup = rules.setup
function rules.setup(g, ...)
  local _, err = pcall(g.move_counter, g, 1, "arrows", math.mininteger)
  error("arrows refused: " .. tostring(err))
end
