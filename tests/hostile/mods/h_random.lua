-- expect: interval is empty or too large
-- Class H: math.random near the integer limits works without overflow; the
-- whole integer range is refused.
function rules.play(g)
  local hi = math.random(math.maxinteger - 3, math.maxinteger)
  local lo = math.random(math.mininteger, math.mininteger + 3)
  assert(hi >= math.maxinteger - 3 and lo <= math.mininteger + 3, "out of range")
  assert(math.random(-2, 2) >= -2)
  math.random(math.mininteger, math.maxinteger)
end
